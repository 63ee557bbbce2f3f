import { themeProject } from './brands.ts';
import { sharedBus } from './bus.ts';
import { parsePageData, parseSiteConfig, readJsonBlock } from './config.ts';
import { createHostApi } from './host-api.ts';
import { injectStyle } from './inject-style.ts';
import type { Kiosk } from './widget-contract.ts';

export const VERSION = __KIOSK_VERSION__;

/**
 * A platform module: started once per page when the runtime starts, given the runtime. Session,
 * theme, analytics and page behaviours plug in here, in `PLATFORM_MODULES`.
 */
export type PlatformModule = (kiosk: Kiosk) => void;

/** spec 2.2: every page carries `theme-{project}`; widget CSS reads the brand colour from a custom property. */
const brandTheme: PlatformModule = ({ config }) => {
  const root = document.documentElement;
  root.classList.add(`theme-${themeProject(config.project, config.preview)}`);
  injectStyle('brand', `@layer kiosk{:root{--kiosk-brand:${config.brand.colour}}}`);
};

const PLATFORM_MODULES: readonly PlatformModule[] = [brandTheme];

/**
 * The page's one runtime, created on first use. It lives on `window` so that every bundle on the page
 * (loader, partner embed) shares one config, one bus and, later, one session.
 */
export function getRuntime(): Kiosk {
  const holder = globalThis as typeof globalThis & { __kioskRuntime?: Kiosk };
  return (holder.__kioskRuntime ??= startRuntime());
}

function startRuntime(): Kiosk {
  const bus = sharedBus();
  const kiosk: Kiosk = {
    version: VERSION,
    bus,
    host: createHostApi(bus),
    config: parseSiteConfig(readJsonBlock('kiosk-config'), location.origin),
    page: parsePageData(readJsonBlock('kiosk-page')),
  };
  for (const start of PLATFORM_MODULES) {
    try {
      start(kiosk);
    } catch (error) {
      kiosk.bus.emit('error', { widget: start.name || 'runtime', message: 'platform module failed', error });
    }
  }
  return kiosk;
}
