import { readConfigSection } from '../../src/kit/config-section.ts';
import { DEFAULT_CHANNEL, FAVOURITES_CONFIG } from './favourites-config.ts';

export function readFavouritesSettings(widget: string, doc?: Document) {
  return readConfigSection(
    widget,
    FAVOURITES_CONFIG,
    (settings) => ({ ...settings, channel: settings.channel || DEFAULT_CHANNEL }),
    doc,
  );
}

export type FavouritesSettings = ReturnType<typeof readFavouritesSettings>;
