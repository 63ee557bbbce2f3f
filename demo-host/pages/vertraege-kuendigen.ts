import type { DemoPage } from '../site.ts';

/**
 * The confirmation page the footer's 'Verträge hier kündigen' leads to on every brand that sells
 * subscriptions (issue 27, § 312k BGB; demo-host/layout.ts renders the link).
 */
export const CANCEL_PAGE_PATH = '/vertraege-kuendigen/';

export const pages: readonly DemoPage[] = [
  {
    path: CANCEL_PAGE_PATH,
    title: 'Verträge kündigen',
    project: 'ams',
    description:
      'Kündigungsbutton (issue 27, § 312k BGB): eine Seite, „jetzt kündigen“, Bestätigung mit Zeit und Ende, ohne Skript per Formular.',
    config: {
      cancelSubscription: {
        textFormEmail: 'kuendigung@kiosk-demo.de',
        textFormAddress: 'Kiosk Demo Verlag GmbH, Leserservice, Postfach 10 20 30, 70049 Stuttgart',
      },
    },
    // What a script-free post with a missing field comes back with (the receipt itself is a page of the service).
    results: {
      ungueltig:
        'Bitte prüfen Sie Ihre Angaben: Name, E-Mail-Adresse und Vertrag sind nötig, bei einer außerordentlichen Kündigung auch der Grund.',
    },
  },
];
