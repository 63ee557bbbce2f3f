import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/elemente/',
    title: 'Elemente vom Server: Mein Konto und Umfrage',
    project: 'ams',
    description:
      'Element-Reload: „Mein Konto“ folgt dem Login, die Umfrage wird ohne Seitenwechsel abgeschickt.',
    pageData: { PageType: 'Übersicht' },
  },
  {
    path: '/elemente/strikt/',
    title: 'Elemente vom Server unter strikter Content-Security-Policy',
    project: 'ams',
    description:
      "Die Elemente-Seite mit `script-src 'self'; style-src 'nonce-…'` (für feindliche Fragmente).",
    pageData: { PageType: 'Übersicht' },
    strictCsp: true,
  },
];
