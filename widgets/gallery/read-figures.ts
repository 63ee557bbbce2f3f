import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';

/** One image of the gallery, read from the server's `<figure>`. */
export interface GalleryImage {
  figure: HTMLElement;
  img: HTMLImageElement;
  src: string;
  srcset?: string;
  alt: string;
  width: number;
  height: number;
  /** The caption without the credit (server text, shown as text). */
  caption: string;
  /** The photographer or agency, without the 'Foto:' the markup may already say. */
  credit: string;
}

/** How the CMS marks the credit inside the caption: `<small data-kiosk-credit>Foto: Hersteller</small>`. */
export const CREDIT_SELECTOR = '[data-kiosk-credit]';

const text = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A width or height attribute, or the fallback when it is missing or no positive whole number. */
const dimension = (value: string | null, fallback: number) =>
  value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : fallback;

/**
 * The gallery's images from the server markup inside the mount point: each `<figure>` with an `<img>`
 * and an optional `<figcaption>` whose `[data-kiosk-credit]` names the photographer. A figure without
 * an image, or whose image address fails `safeUrl`, is left out and logged (its markup stays as it is).
 */
export function readFigures(root: HTMLElement, source: string): GalleryImage[] {
  const images: GalleryImage[] = [];
  for (const [place, figure] of [...root.querySelectorAll<HTMLElement>('figure')].entries()) {
    const img = figure.querySelector('img');
    const src = img && safeUrl(img.getAttribute('src'), { source, field: `figure ${place + 1} <img src>` });
    if (!img || !src) {
      logError(source, `figure ${place + 1} has no image with a safe address; left out of the gallery`);
      continue;
    }
    const caption = figure.querySelector('figcaption');
    const creditElement = caption?.querySelector(CREDIT_SELECTOR);
    const captionText = caption?.cloneNode(true) as HTMLElement | undefined;
    captionText?.querySelector(CREDIT_SELECTOR)?.remove();
    // A srcset names several addresses; one that fails the check drops the whole set, not the image.
    const srcset = img.getAttribute('srcset') ?? undefined;
    const safeSet =
      srcset &&
      srcset
        .split(',')
        .every((candidate) => safeUrl(candidate.trim().split(/\s+/)[0], { source, field: '<img srcset>' }))
        ? srcset
        : undefined;
    images.push({
      figure,
      img,
      src,
      ...(safeSet && { srcset: safeSet }),
      alt: img.getAttribute('alt') ?? '',
      width: dimension(img.getAttribute('width'), 1100),
      height: dimension(img.getAttribute('height'), 619),
      caption: text(captionText),
      credit: text(creditElement).replace(/^Foto:\s*/i, ''),
    });
  }
  return images;
}
