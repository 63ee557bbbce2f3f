import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { NEWSLETTER_MARKUP } from './markup.ts';
import { SUBSCRIBE_CALL } from './newsletter-calls.ts';

export const meta = defineMeta({
  name: 'newsletter-form',
  trigger: 'visible',
  // spec 1, 2.7, 9.6; issue 26
  summary:
    'newsletter signup on the form kit: double opt-in per brand list, one answer for new and known addresses, honeypot and fill time',
  description: 'Newsletter-Anmeldung mit Double-Opt-in: „Abmeldung jederzeit möglich“, ohne CAPTCHA.',
  props: {
    list: { type: 'string', required: true, description: "the brand's newsletter list (`ams-news`)" },
    rhythm: { type: 'string', description: "how often it comes (`woechentlich`); default: the list's first" },
    title: { type: 'string', description: "the form's accessible name ('Newsletter Auto-News')" },
  },
  config: {},
  fallback: NEWSLETTER_MARKUP,
  example: {
    props: { list: 'ams-news', rhythm: 'woechentlich', title: 'Newsletter Auto-News' },
    markup: NEWSLETTER_MARKUP,
  },
  budget: 1 * KB,
  backend: ['newsletter'],
  calls: [SUBSCRIBE_CALL],
});
