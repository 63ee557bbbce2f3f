import { defineWidget } from '../../src/kit/define-widget.ts';
import { logError } from '../../src/log.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { parseVideo } from '../../features/videos/video.ts';
import { videoFacade } from '../../ui/video-facade.ts';
import { meta } from './meta.ts';

/**
 * `data-widget="video-player"` (issue 29): a video in an article, facade first, in plain DOM. The
 * server's link around the poster becomes the poster in a box of the slot's ratio with 'Video
 * abspielen: {Titel}' and the length; the player's code loads when the reader points at it, and the
 * native player comes in on the click (features/videos).
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  const video = parseVideo(props.video, meta.name);
  if (!video) {
    logError(
      meta.name,
      'data-props.video has no id, title, length, poster or playable source; the link stays',
    );
    return;
  }
  // The server's poster is already loading: it moves into the box rather than being asked for again.
  // A link without one gets the video's own, with code only such a page loads.
  const own = element.querySelector('img');
  const posterHome = own && { parent: own.parentNode, next: own.nextSibling, alt: own.alt };
  const poster = own ?? (await import('../../ui/video-poster.ts')).posterImage(video, meta.name, scope);
  const facade = videoFacade({
    video,
    signal: scope.signal,
    source: meta.name,
    poster,
    providerAllowed: () => !!video.provider && kiosk.consent.allows({ vendor: video.provider.vendor }),
    track: (event) => kiosk.bus.emit('analytics-event', event),
  });
  const markup = [...element.childNodes];
  const root = document.createElement('div');
  root.className = 'kiosk-video-player';
  root.append(facade.root);
  element.replaceChildren(kioskRoot(root));
  scope.add(() => {
    if (posterHome) {
      own.classList.remove('kiosk-video__poster');
      own.alt = posterHome.alt;
      posterHome.parent?.insertBefore(own, posterHome.next);
    }
    element.replaceChildren(...markup);
  });
});
