import type { SiteConfig } from '../../src/config.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { logError } from '../../src/log.ts';
import type { ImageSize } from './image-size.ts';

export interface ImageUrlOptions {
  /** Another image server for this one image (spec 3.5: imageServerDomain can be overridden). */
  imageServerDomain?: string;
}

/**
 * The address of an image at a given size on the image server:
 *
 * `https://{imageServerDomain}/{imageId}/{command}/{width}x{height}[/{fillColor}].{imageExtension}`
 *
 * - `height` is 0 when the size has none (the height follows the image);
 * - `fillColor` is written without its `#` and only when the size has one;
 * - `imageId` is one path segment (`pathSegment`): a `/` in it is encoded, `.` or `..` refused;
 * - `imageServerDomain` is a host name (`images.example.de`); one written with `http://` or
 *   `https://` is used as is.
 *
 * Example: `https://images.example.de/a1b2/C/262x148.jpg`, or `…/R/1100x0/ffffff.webp`.
 *
 * @remarks
 * With no image server, neither in the config nor for this call, it logs one console error and
 * gives `undefined`, so the caller can leave the image out.
 */
export function imageUrl(
  imageId: string,
  size: ImageSize,
  config: Pick<SiteConfig, 'imageServerDomain' | 'imageExtension'>,
  options: ImageUrlOptions = {},
): string | undefined {
  // An empty string is how a CMS config leaves the domain unset.
  const domain = (options.imageServerDomain || config.imageServerDomain || '').trim().replace(/\/+$/, '');
  if (!domain) {
    logError('images', 'No image server: set imageServerDomain in #kiosk-config to show images');
    return undefined;
  }
  const segment = pathSegment(imageId, { source: 'images', field: 'image id' });
  if (segment === undefined) return undefined;
  const origin = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  const fill = size.fillColor ? `/${encodeURIComponent(size.fillColor.replace(/^#/, ''))}` : '';
  const extension = encodeURIComponent(config.imageExtension.replace(/^\./, ''));
  return `${origin}/${segment}/${size.command}/${size.width}x${size.height ?? 0}` + `${fill}.${extension}`;
}
