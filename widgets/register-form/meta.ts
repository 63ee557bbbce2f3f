import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { REGISTER_MARKUP } from './markup.ts';
import { DISPLAY_NAME_CALL, REGISTER_CALL } from './register-calls.ts';

export const meta = defineMeta({
  name: 'register-form',
  trigger: 'visible',
  // spec 1, 2.7, 7.1, 9.6; issue 26
  summary:
    'registration on the form kit: one password (NIST), display name checked on blur, no enumeration, resend with cooldown',
  description:
    'Registrierung: E-Mail, Passwort, Anzeigename, Zustimmung; danach „Fast geschafft!“ mit erneutem Senden.',
  props: {},
  config: {},
  fallback: REGISTER_MARKUP,
  example: { props: {}, markup: REGISTER_MARKUP },
  budget: 1 * KB,
  backend: ['community'],
  calls: [REGISTER_CALL, DISPLAY_NAME_CALL],
});
