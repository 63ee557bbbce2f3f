import { startConsent } from '../../src/consent/consent.ts';
import { createBus } from '../../src/bus.ts';
import { parsePageData, parseSiteConfig } from '../../src/config.ts';
import { createHostApi } from '../../src/host-api.ts';
import { createPlatformApi } from '../../src/platform-api.ts';
import { startSession } from '../../src/session/start-session.ts';
import { startTheme } from '../../src/theme/theme.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { routeFetchToDemoHost, type DemoHostOptions } from './demo-backend.ts';

/** Every widget `mountOn` mounted and nobody unmounted yet (unmountMounted). */
const mounted: Array<() => void> = [];

/**
 * Unmounts every widget `mountOn` mounted, for a test's `afterEach`: a widget left mounted keeps its
 * idle work, polls and stores, which then reach the next test's backend, or the real network once
 * fetch is restored. Unmounting a widget the test already unmounted does nothing more.
 */
export function unmountMounted() {
  for (const unmount of mounted.splice(0)) unmount();
}

/**
 * A widget's `kiosk` built as the runtime builds it (src/runtime.ts: parsed config and page data, the
 * session, the theme, the platform API) on the demo host's backends, without the page behaviours or
 * the page-wide singleton, so a unit test mounts a widget through its real `mount`. `config` is the
 * page's `#kiosk-config` (its `apiHost` defaults to the demo host's).
 */
export function kioskOnDemoHost(
  config: Record<string, unknown> = {},
  { page = {}, ...options }: DemoHostOptions & { page?: Record<string, unknown> } = {},
) {
  const backend = routeFetchToDemoHost(options);
  const bus = createBus(document);
  const site = parseSiteConfig({ project: 'ams', apiHost: backend.apiHost, ...config }, location.origin);
  const data = parsePageData(page);
  const session = startSession(bus, site.apiHost, site.project);
  const kiosk: Kiosk = {
    version: 'test',
    bus,
    config: site,
    page: data,
    host: createHostApi(bus),
    theme: startTheme(bus, data.isDarkMode),
    session,
    api: createPlatformApi(site.apiHost, session.token),
    isMobile: () => false,
    consent: startConsent(bus, site.analyticsWithoutCmp),
  };
  /** Mounts a widget's `mount` on a fresh element in the body, with the given `data-props` object. */
  const mountOn = async (
    mount: (element: HTMLElement, props: Record<string, unknown>, kiosk: Kiosk) => unknown,
    props: Record<string, unknown> = {},
    markup = '',
  ) => {
    const element = document.createElement('div');
    element.innerHTML = markup;
    document.body.append(element);
    const unmount = (await mount(element, props, kiosk)) as () => void;
    mounted.push(unmount);
    return { element, unmount };
  };
  return { kiosk, backend, mountOn };
}
