import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';

export const DEFAULT_CHANNEL = 'artikel';

/** The `favourites` section of `#kiosk-config`, read in the widgets' chunk (never the core's). */
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

export function readFavouritesSettings(widget: string, doc?: Document) {
  return readConfigSection(
    widget,
    FAVOURITES_CONFIG,
    (settings) => ({ ...settings, channel: settings.channel || DEFAULT_CHANNEL }),
    doc,
  );
}

export type FavouritesSettings = ReturnType<typeof readFavouritesSettings>;
