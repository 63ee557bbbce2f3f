import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/gallery/index.ts';
import { meta } from '../../../widgets/gallery/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { fakeMedia } from '../../support/fake-media.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const figure = (number: number, src = `/api/gallery/bild/ams/${number}.png`) =>
  `<figure><a href="${src}"><img src="${src}" width="1100" height="619" alt="Testbild ${number}"></a>` +
  `<figcaption>Bildtext ${number}. <small data-kiosk-credit>Foto: Redaktion</small></figcaption></figure>`;

describe('gallery mounted through the kit', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    fakeMedia();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("labels each image as an opener of the overlay, and gives the server's markup back on unmount", async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    const links = within(element).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Bild 1 von 2 groß anzeigen',
      'Bild 2 von 2 groß anzeigen',
    ]);
    expect(links[0]!.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(element).queryByText('Anzeige')).toBeNull();
    unmount();
    const sent = document.createElement('div');
    sent.innerHTML = meta.example.markup;
    expect(element.innerHTML).toBe(sent.innerHTML);
  });

  it("isAdvertorial: 'Anzeige' on every image; an image without a link gets a button", async () => {
    const { mountOn } = kioskOnDemoHost({}, { page: { isAdvertorial: true } });
    const markup = `${figure(1)}<figure><img src="/api/gallery/bild/ams/2.png" alt="ohne Link"><figcaption>Zwei</figcaption></figure>`;
    const { element, unmount } = await mountOn(mount, {}, markup);
    expect(within(element).getAllByText('Anzeige')).toHaveLength(2);
    expect(within(element).getByRole('button', { name: 'Bild 2 von 2 groß anzeigen' })).toBeTruthy();
    unmount();
    expect(within(element).queryByText('Anzeige')).toBeNull();
    expect(element.querySelector('button')).toBeNull();
  });

  it('a figure without an image, or with an unsafe address, is left out and logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = kioskOnDemoHost();
    const markup = `${figure(1)}<figure><figcaption>kein Bild</figcaption></figure>${figure(3, 'javascript:alert(1)')}${figure(4)}`;
    const { element } = await mountOn(mount, {}, markup);
    expect(within(element).getAllByRole('link', { name: /groß anzeigen$/ })).toHaveLength(2);
    expect(within(element).getByRole('link', { name: 'Bild 2 von 2 groß anzeigen' })).toBeTruthy();
    expect(error.mock.calls.flat().join(' ')).toMatch(/figure 2 has no image/);
    expect(error.mock.calls.flat().join(' ')).toMatch(/figure 3 has no image/);
  });

  it("a click opens the overlay on that image: '2 / 3', the caption with 'Foto: …', #bild-2, galleryOpen", async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { title: 'Testgalerie' }, figure(1) + figure(2) + figure(3));
    within(element).getByRole('link', { name: 'Bild 2 von 3 groß anzeigen' }).click();
    // The overlay's chunk and the UI runtime load on this first click.
    const dialog = await waitFor(() => within(element).getByRole('dialog', { name: 'Testgalerie' }), {
      timeout: 5_000,
    });
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeTruthy());
    // The slides, then their images and captions, come a frame after the dialog (gallery-overlay.tsx).
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: '2 von 3' }).textContent).toBe(
        'Bildtext 2.Foto: Redaktion',
      ),
    );
    expect(location.hash).toBe('#bild-2');
    expect(document.documentElement.getAttribute('data-kiosk-gallery-open')).toBe('true');
  });

  it("a step's scroll reports its image once: the end of an earlier step's scroll on the way is no image change, a swipe is", async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, { title: 'Testgalerie' }, figure(1) + figure(2) + figure(3));
    within(element).getByRole('link', { name: 'Bild 1 von 3 groß anzeigen' }).click();
    const dialog = await waitFor(() => within(element).getByRole('dialog', { name: 'Testgalerie' }), {
      timeout: 5_000,
    });
    const track = await within(dialog).findByRole('region', { name: 'Testgalerie' });
    Object.defineProperty(track, 'clientWidth', { value: 100 });
    within(dialog).getByRole('button', { name: 'Nächstes Bild' }).click();
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeTruthy());
    (await within(dialog).findByRole('button', { name: 'Bild 3 von 3' })).click();
    await waitFor(() => expect(within(dialog).getByText('3 / 3')).toBeTruthy());
    // The first step's scroll ends on image 2 while the second one is still on its way to image 3.
    track.scrollLeft = 100;
    track.dispatchEvent(new Event('scrollend'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    expect(location.hash).toBe('#bild-3');
    // The reader swipes back to image 2: that settle is theirs.
    track.dispatchEvent(new Event('pointerdown'));
    track.dispatchEvent(new Event('scrollend'));
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeTruthy());
    expect(location.hash).toBe('#bild-2');
  });
});
