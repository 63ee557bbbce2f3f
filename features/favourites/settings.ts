import { readConfigSection } from '../../src/kit/config-section.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';

/** The `favourites` section of `#kiosk-config`, read in the widgets' chunk (never the core's). */
export interface FavouritesSettings {
  /** The channel of saved articles: what the panel lists and a favourite button uses by default. */
  channel: string;
  /** Where the login prompt's links go; both get `returnUrl` (spec 2.3). */
  loginUrl: string;
  registerUrl: string;
  /** How long each call may take (a fault test sets a short one; the production value stays). */
  timeoutMs: number;
}

export const DEFAULT_CHANNEL = 'artikel';

export function readFavouritesSettings(widget: string, doc?: Document): FavouritesSettings {
  return readConfigSection(
    widget,
    'favourites',
    (read) => {
      const timeoutMs = read.number('timeoutMs');
      const validTimeout =
        timeoutMs === undefined || (Number.isInteger(timeoutMs) && timeoutMs >= 1 && timeoutMs <= 60_000);
      if (!validTimeout) read.problem('timeoutMs must be a whole number of milliseconds from 1 to 60000');
      return {
        channel: read.string('channel', DEFAULT_CHANNEL) || DEFAULT_CHANNEL,
        loginUrl: read.string('loginUrl', '/anmelden/'),
        registerUrl: read.string('registerUrl', '/anmelden/?type=registration'),
        timeoutMs: validTimeout && timeoutMs !== undefined ? timeoutMs : DEFAULT_TIMEOUT_MS,
      };
    },
    doc,
  );
}
