import { createElementHelper } from '../src/kit/element-helper.ts';
import type { WidgetScope } from '../src/kit/widget-scope.ts';
import type { Video } from '../features/videos/video.ts';

/**
 * A video's poster where the page has none to hand over (the hub's videos; an article whose link holds
 * no picture): every size of the 'highlight-video' slot (spec 9.2) in a srcset, the largest as `src`.
 * The hub's highlight is its page's largest picture (its LCP), so it comes first and never lazily. Not
 * part of the facade: an article's video moves the server's `<img>` into its box and never needs this.
 */
export function posterImage(
  video: Video,
  source: string,
  scope: Pick<WidgetScope, 'signal'>,
  priority = false,
): HTMLImageElement {
  // Its URLs pass the helper's check once more, naming the widget: they came through parseVideo's already.
  const h = createElementHelper(source, scope);
  const largest = video.poster.reduce((best, image) => (image.width > best.width ? image : best));
  return h('img', {
    sizes: '(max-width: 1024px) 100vw, 1100px',
    width: largest.width,
    height: largest.height,
    alt: '',
    decoding: 'async',
    loading: priority ? 'eager' : 'lazy',
    fetchpriority: priority ? 'high' : undefined,
    srcset: video.poster.map((image) => `${image.src} ${image.width}w`).join(', '),
    src: largest.src,
  });
}
