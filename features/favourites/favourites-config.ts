import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';

export const DEFAULT_CHANNEL = 'artikel';

/**
 * The `favourites` section of `#kiosk-config`, read in the widgets' chunk (never the core's): apart from
 * its reader (settings.ts), so that the metas, read at mount, do not bring the reader, which comes with
 * the store on idle (issue 22).
 */
export const FAVOURITES_CONFIG = defineConfigSection('favourites', {
  channel: {
    type: 'string',
    default: DEFAULT_CHANNEL,
    description: 'the channel of saved articles: what the panel lists and a favourite button uses by default',
  },
  loginUrl: {
    type: 'string',
    default: '/anmelden/',
    // spec 2.3
    description: "where the login prompt's login link goes; it gets `returnUrl`",
  },
  registerUrl: {
    type: 'string',
    default: '/anmelden/?type=registration',
    // spec 2.3
    description: "where the login prompt's registration link goes; it gets `returnUrl`",
  },
  timeoutMs: milliseconds({
    default: DEFAULT_TIMEOUT_MS,
    description: 'how long one favourites call may take',
  }),
});
