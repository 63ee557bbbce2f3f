import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/**
 * The gallery's hostile content: the CMS's figures with a payload in every text field the overlay
 * shows (caption, credit, alt text) and in the `title` prop, the overlay's name. The figures' addresses
 * pass `safeUrl` or the figure is left out (tests/widgets/gallery/gallery.test.ts).
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'gallery: caption, credit and alt text of every figure, and the title prop, in the overlay',
    group: 'gallery figures (caption, credit, alt) and props (title)',
    fields: 4,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto('/auto/galerie/');
      watcher.loaded();
      await page.evaluate(
        (payloads) => {
          const box = document.body.appendChild(document.createElement('section'));
          box.id = 'hostile-galleries';
          const gallery = box.appendChild(document.createElement('div'));
          gallery.dataset.widget = 'gallery';
          gallery.dataset.load = 'eager';
          gallery.dataset.props = JSON.stringify({ title: payloads[0] });
          for (const [index, payload] of payloads.entries()) {
            const figure = gallery.appendChild(document.createElement('figure'));
            const link = figure.appendChild(document.createElement('a'));
            link.href = `/api/gallery/bild/ams/${index + 1}.png`;
            const img = link.appendChild(document.createElement('img'));
            img.src = link.href;
            img.alt = payload;
            const caption = figure.appendChild(document.createElement('figcaption'));
            caption.append(payload, ' ');
            const credit = caption.appendChild(document.createElement('small'));
            credit.dataset.kioskCredit = '';
            credit.textContent = payload;
          }
          // The other payloads as titles of galleries of one figure each.
          for (const payload of payloads.slice(1)) {
            const one = box.appendChild(document.createElement('div'));
            one.dataset.widget = 'gallery';
            one.dataset.props = JSON.stringify({ title: payload });
            one.innerHTML = '<figure><img src="/api/gallery/bild/ams/1.png" alt=""></figure>';
          }
        },
        [...PAYLOADS],
      );
      const gallery = page.locator('#hostile-galleries [data-widget="gallery"]').first();
      await expect(gallery).toHaveAttribute('data-kiosk', 'mounted');
      await gallery.getByRole('link', { name: `Bild 2 von ${PAYLOADS.length} groß anzeigen` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('group', { name: `2 von ${PAYLOADS.length}` })).toContainText(
        `Foto: ${PAYLOADS[1]!.trim()}`,
      );
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('.kiosk-gallery-overlay__count')).toHaveText(`5 / ${PAYLOADS.length}`);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
