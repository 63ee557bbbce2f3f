import { holdPageTicker } from '../../features/newsticker/page-ticker.ts';
import { imageSize } from '../../features/images/image-size.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { meta } from './meta.ts';
import { sliderView } from './slider-view.ts';
import './highlight-slider.css';

/** The slot whose size the slider's pictures have (spec 9.2), so the row does not shift as they load. */
const SLOT = 'teaser4er';

/**
 * `data-widget="highlight-slider"`: the latest highlights of the newsticker feed in an article (spec 1),
 * in plain DOM on the page's shared ticker (issue 22).
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { ticker, release } = holdPageTicker(kiosk, meta.name);
  scope.add(release);
  const size = imageSize(SLOT, kiosk.isMobile() ? 'mobile' : 'desktop') ?? { width: 262, height: 148 };
  const view = sliderView({
    h: createElementHelper(meta.name, scope),
    title: props.title?.trim() || 'Highlights',
    limit: Math.min(Math.max(Math.round(props.limit ?? 8), 1), 10),
    imageWidth: size.width,
    imageHeight: size.height ?? Math.round((size.width * 9) / 16),
    onRetry: ticker.retry,
    track: (label) => kiosk.bus.emit('analytics-event', { name: 'Newsticker / Meldung', props: { label } }),
  });
  const own = [...element.childNodes];
  kioskRoot(element).replaceChildren(view.root);
  scope.add(() => element.replaceChildren(...own));
  view.show(ticker.store.getState());
  scope.add(ticker.store.subscribe(view.show));
  addEventListener('resize', view.measure, { signal: scope.signal });
});
