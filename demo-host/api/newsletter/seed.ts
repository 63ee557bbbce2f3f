/** A brand's newsletter list (issue 26): what the form's `list` prop names, and the rhythms it offers. */
export interface NewsletterList {
  id: string;
  project: string;
  name: string;
  rhythms: readonly string[];
}

export const NEWSLETTER_LISTS: readonly NewsletterList[] = [
  { id: 'ams-news', project: 'ams', name: 'Auto-News', rhythms: ['taeglich', 'woechentlich'] },
  { id: 'ams-tests', project: 'ams', name: 'Tests und Fahrberichte', rhythms: ['woechentlich'] },
  { id: 'mo-news', project: 'mo', name: 'Motorrad-News', rhythms: ['woechentlich'] },
  { id: 'rb-touren', project: 'rb', name: 'Touren der Woche', rhythms: ['woechentlich', 'monatlich'] },
  { id: 'mh-training', project: 'mh', name: 'Trainingstipps', rhythms: ['woechentlich'] },
];

/** An address that has confirmed ams-news already, so the "known address" answer can be tried. */
export const SEED_SUBSCRIBERS: readonly { email: string; list: string }[] = [
  { email: 'anna@example.de', list: 'ams-news' },
];

/**
 * A signup faster than this is a bot's (issue 26: a minimum fill time instead of a CAPTCHA); it gets
 * the usual answer, and nothing is sent.
 */
export const MIN_FILL_MS = 2_000;
