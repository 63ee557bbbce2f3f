import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
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
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const video = parseVideo(props.video, meta.name);
  if (!video) {
    logError(
      meta.name,
      'data-props.video has no id, title, length, poster or playable source; the link stays',
    );
    return;
  }
  const h = createElementHelper(meta.name, scope);
  // The server's poster is already loading: it moves into the box rather than being asked for again.
  const poster = element.querySelector('img') ?? undefined;
  const posterHome = poster && { parent: poster.parentNode, next: poster.nextSibling, alt: poster.alt };
  const facade = videoFacade({
    h,
    video,
    signal: scope.signal,
    source: meta.name,
    poster,
    providerAllowed: () => !!video.provider && kiosk.consent.allows({ vendor: video.provider.vendor }),
    track: (event) => kiosk.bus.emit('analytics-event', event),
  });
  const own = [...element.childNodes];
  element.replaceChildren(kioskRoot(h('div', { class: 'kiosk-video-player' }, facade.root)));
  scope.add(() => {
    if (poster && posterHome) {
      poster.classList.remove('kiosk-video__poster');
      poster.alt = posterHome.alt;
      posterHome.parent?.insertBefore(poster, posterHome.next);
    }
    element.replaceChildren(...own);
  });
});
