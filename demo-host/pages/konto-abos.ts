import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/abos/',
    title: 'Meine Abos und Ausgaben',
    project: 'ams',
    description:
      '„Abos und Ausgaben“ (issue 27): Verträge mit Status und nächster Zahlung, gekaufte PDFs, Kündigungsbutton; abgemeldet die Anmeldeaufforderung.',
  },
];
