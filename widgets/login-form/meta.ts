import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { LOGIN_CALL, NEW_PASSWORD_CALL, PASSWORD_RESET_CALL } from './login-calls.ts';
import { LOGIN_MARKUP } from './markup.ts';
import { LOGOUT_CALL, VALIDATE_CALL } from '../../src/session/community-api.ts';

export const meta = defineMeta({
  name: 'login-form',
  trigger: 'visible',
  // spec 1, 2.3, 2.7, 4.1, 6, 7.1, 8, 9.6; issue 26
  summary:
    'login form on the form kit: log in, return address (returnUrl beats returnTo), not-activated resend, 429 countdown, logout; on the reset link’s page, the new password first',
  description:
    'Anmeldeformular: meldet an, führt zur Rücksprungadresse zurück oder zeigt „Angemeldet als …“.',
  props: {},
  config: {},
  fallback: LOGIN_MARKUP,
  example: { props: {}, markup: LOGIN_MARKUP },
  budget: 1 * KB,
  backend: ['community'],
  calls: [LOGIN_CALL, PASSWORD_RESET_CALL, NEW_PASSWORD_CALL, VALIDATE_CALL, LOGOUT_CALL],
});
