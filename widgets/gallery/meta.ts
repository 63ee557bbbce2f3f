import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'gallery',
  // Early enough for an address that names an image (`#bild-3`) to open it; the resting enhancement is
  // plain DOM, the overlay loads when the reader reaches for it.
  trigger: 'idle',
  // spec 1, 2.1, 3.6, 3.7, 9.6; issue 29
  summary:
    "photo gallery: the server's figures open a full-screen overlay ('3 / 24', swipe, zoom, thumbnails, `#bild-3`); sticky mode from 1024 px; 'Anzeige' on advertorials",
  description:
    'Bildergalerie: Vollbild mit Wischen, Zoom und Vorschaubildern; ab 1024 px bleibt das Bild neben den Bildtexten stehen.',
  props: {
    title: { type: 'string', description: "the overlay's name for screen readers (default 'Bildergalerie')" },
    sticky: {
      type: 'boolean',
      description:
        'sticky mode: from 1024 px the current image stays under the header while its captions scroll beside it (default false). Its mount point carries `class="kiosk-gallery-sticky"` and the page\'s styles lay it out in sticky mode\'s two columns under the same media query (`(min-width: 1024px) and (prefers-reduced-motion: no-preference)`; the figures in the second column, at least 60vh high, caption first: see the demo article), so the stage arriving on idle moves nothing',
    },
  },
  config: {},
  fallback:
    '<figure>s, each with an <img> (in a link to the large image, which works without script) and a <figcaption> whose <small data-kiosk-credit> names the photographer',
  example: {
    props: { title: 'Der neue Kombi im Test' },
    markup:
      '<figure><a href="/demo/images/favorit-kombi.svg"><img src="/demo/images/favorit-kombi.svg" width="640" height="360" alt="Der Kombi von vorn"></a><figcaption>Die Front mit dem neuen Grill. <small data-kiosk-credit>Foto: Hersteller</small></figcaption></figure>' +
      '<figure><a href="/demo/images/favorit-suv.svg"><img src="/demo/images/favorit-suv.svg" width="640" height="360" alt="Der SUV daneben"></a><figcaption>Der Bruder mit mehr Bodenfreiheit. <small data-kiosk-credit>Foto: Redaktion</small></figcaption></figure>',
  },
  // The resting enhancement with sticky mode and the address; the overlay and the UI runtime load on reach.
  budget: Math.round(4.5 * KB),
});
