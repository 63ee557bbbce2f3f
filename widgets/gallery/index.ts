import { whenSeen } from '../../src/analytics/when-seen.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { logError } from '../../src/log.ts';
import { pageState } from '../../src/page/page-state.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { imageInAddress, syncGalleryHistory } from './gallery-history.ts';
import { createGalleryStore } from './gallery-store.ts';
import { createGalleryTracker } from './gallery-tracker.ts';
import { GALLERY_LABELS } from './labels.ts';
import { meta } from './meta.ts';
import { readFigures } from './read-figures.ts';
import { startStickyMode, STICKY_MEDIA, type StickyMode } from './sticky-mode.ts';
import './gallery.css';

const loadOverlay = () => import('./open-overlay.tsx');

/**
 * `data-widget="gallery"` (issue 29): enhances the server's figures in plain DOM. Each image opens the
 * overlay (the UI runtime and the overlay load when the reader reaches for the gallery: pointer, focus
 * or touch); `isAdvertorial` (spec 3.7) labels every image 'Anzeige'; with `sticky`, from 1024 px the
 * current image sticks beside the scrolling captions (spec 3.6 isStickyGalleryActive). The overlay's
 * state is mirrored to the address (`#bild-3`) and to `galleryOpen` on `<html>` (spec 3.6).
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const images = readFigures(element, meta.name);
  if (images.length == 0)
    return logError(meta.name, 'no <figure> with an image in the mount point; the markup stays as it is');
  const h = createElementHelper(meta.name, scope);
  const advertorial = kiosk.page.isAdvertorial;
  const flags = pageState(kiosk);
  const store = createGalleryStore(images.length);
  const galleryId = element.id;
  const title = props.title?.trim() || GALLERY_LABELS.title;
  const tracker = createGalleryTracker({
    length: images.length,
    emit: (event) => kiosk.bus.emit('analytics-event', event),
  });

  kioskRoot(element).classList.add('kiosk-gallery');
  scope.add(() => element.classList.remove('kiosk-gallery'));
  // The first image, not the whole gallery: a tenth of a 60-image gallery is more than a screen.
  scope.add(whenSeen(images[0]?.figure ?? element, tracker.visible));

  const host = h('div', { class: 'kiosk-gallery__overlay-host' });
  element.append(host);
  scope.add(() => host.remove());
  let overlay: Promise<void> | undefined;
  const showOverlay = (opener: HTMLElement) =>
    (overlay ??= loadOverlay()
      .then(async ({ openOverlay }) => {
        if (scope.signal.aborted) return;
        scope.add(
          await openOverlay(host, {
            store,
            images,
            title,
            advertorial,
            ads: () => flags.getState().onlyOverlayAds,
          }),
        );
      })
      .catch((error: unknown) => {
        overlay = undefined;
        store.getState().close();
        reportWidgetError(element, 'the gallery overlay failed to load', error);
        // The link's own target (the large image) is still there for the reader.
        if (opener instanceof HTMLAnchorElement && opener.href) location.assign(opener.href);
      }));
  const open = (index: number, opener: HTMLElement) => {
    store.getState().openAt(index, opener);
    void showOverlay(opener);
  };

  const openers: HTMLElement[] = [];
  for (const [index, image] of images.entries()) {
    const link = image.img.closest('a');
    const opener =
      link && image.figure.contains(link)
        ? link
        : h('button', { type: 'button', class: 'kiosk-gallery__open' });
    if (opener != link) {
      image.img.replaceWith(opener);
      opener.append(image.img);
      scope.add(() => opener.replaceWith(image.img));
    }
    openers.push(opener);
    const label = opener.getAttribute('aria-label');
    opener.setAttribute('aria-label', GALLERY_LABELS.open(index + 1, images.length));
    opener.setAttribute('aria-haspopup', 'dialog');
    scope.add(() => {
      opener.removeAttribute('aria-haspopup');
      if (label === null) opener.removeAttribute('aria-label');
      else opener.setAttribute('aria-label', label);
    });
    opener.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        open(index, opener);
      },
      { signal: scope.signal },
    );
    if (advertorial) {
      const label = h('span', { class: 'kiosk-gallery__ad-label' }, GALLERY_LABELS.advertorial);
      image.figure.prepend(label);
      scope.add(() => label.remove());
    }
  }

  // The overlay's code is fetched as the reader reaches for the gallery, so the first tap finds it.
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    element.addEventListener(type, () => void loadOverlay().catch(() => {}), {
      signal: scope.signal,
      passive: true,
      once: true,
    });

  let sticky: StickyMode | undefined;
  scope.add(
    store.subscribe((state, previous) => {
      if (state.open != previous.open) {
        flags.setState({ galleryOpen: state.open });
        if (state.open) tracker.start();
        else tracker.stop();
      }
      if (state.open && (!previous.open || state.index != previous.index)) tracker.show(state.index);
      if (!state.open && state.index != previous.index && sticky) tracker.show(state.index);
    }),
  );
  scope.add(() => {
    if (store.getState().open) flags.setState({ galleryOpen: false });
  });
  syncGalleryHistory({ store, length: images.length, galleryId, signal: scope.signal });

  // Sticky mode where the CMS asks for it and the window is wide enough (issue 29).
  if (props.sticky) {
    const wide = matchMedia(STICKY_MEDIA);
    const apply = () => {
      sticky?.stop();
      sticky = wide.matches ? startStickyMode({ element, images, store, h, advertorial, open }) : undefined;
      flags.setState({ isStickyGalleryActive: sticky !== undefined });
    };
    apply();
    wide.addEventListener('change', apply, { signal: scope.signal });
    scope.add(() => {
      sticky?.stop();
      flags.setState({ isStickyGalleryActive: false });
    });
  }

  // An address that names an image (a shared link, a reload) opens the overlay on it.
  const named = imageInAddress(images.length, galleryId);
  if (named !== undefined) {
    // In sticky mode the figures' openers are hidden: the stage stands for them.
    const opener = sticky?.opener ?? openers[named];
    if (opener) open(named, opener);
  }
});
