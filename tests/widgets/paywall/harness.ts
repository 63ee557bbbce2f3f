import { vi } from 'vitest';
import { PAYWALL_CONFIG } from '../../../demo-host/api/paywall/seed.ts';
import { NO_SUBSCRIPTION, type SubscriptionFlags } from '../../../src/session/subscription-flags.ts';
import { createBus } from '../../../src/bus.ts';
import { parsePageData, parseSiteConfig } from '../../../src/config.ts';
import { createWidgetScope } from '../../../src/kit/widget-scope.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import type { Kiosk } from '../../../src/widget-contract.ts';
import { startPaywall } from '../../../widgets/paywall/start-paywall.ts';
import type { LoadScript } from '../../../widgets/paywall/provider-script.ts';
import { readPaywallSettings } from '../../../widgets/paywall/settings.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { writePageConfig } from '../../support/page-config.ts';

export const ORIGIN = 'http://localhost:5173';

/** The tracking block of a demo article (demo-host/pages/paywall-article.ts), changed by `provider`/`article`. */
export function articlePage({
  premium = false,
  provider = {},
  config = {},
}: {
  premium?: boolean;
  provider?: Record<string, unknown>;
  config?: Record<string, unknown>;
} = {}) {
  return {
    PageType: 'Artikel',
    CID: '5104',
    author: 'Paul Weber',
    stats: {
      tracking: {
        demowall: {
          key: 'demo-key-ams',
          domain: 'auto.kiosk-demo.de',
          object_type: 'article',
          object_id: premium ? '5105' : '5104',
          section: 'tests',
          content_type: premium ? 'premium' : 'metered',
          ...provider,
        },
        paywallArticle: { isPremiumArticle: premium, sid: premium ? '5105' : '5104', author: 'Paul Weber' },
        config: { id: '5104', resetPaywallArticle: false, ...config },
      },
    },
  };
}

/**
 * Loads a script the way the browser would, but through the demo host's own app in process
 * (routeFetchToDemoHost): fetched, then run in the page's global scope.
 */
export const loadThroughDemoHost: LoadScript = (src, { onLoad, onError }) => {
  let live = true;
  fetch(src)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then(
      (source) => {
        if (!live) return;

        new Function(source)();
        onLoad();
      },
      () => live && onError(),
    );
  return () => void (live = false);
};

export interface StartOptions {
  project?: string;
  page?: Record<string, unknown>;
  loggedIn?: boolean;
  subscription?: SubscriptionFlags;
  config?: Record<string, unknown>;
  loadScript?: LoadScript;
  /** Leave the login unknown (no session events yet). */
  noSession?: boolean;
  articleText?: string;
}

/** Mounts the controller on an article text block of a page like the demo's, with the demo provider. */
export async function startOnDemoPage(options: StartOptions = {}) {
  const backend = routeFetchToDemoHost({ origin: ORIGIN });
  const config = {
    project: options.project ?? 'ams',
    apiHost: `${ORIGIN}/api`,
    paywall: {
      ...PAYWALL_CONFIG,
      provider: { ...PAYWALL_CONFIG.provider, script: `${ORIGIN}/api/paywall/provider.js` },
    },
    ...options.config,
  };
  writePageConfig(config);
  const element = document.createElement('div');
  element.className = 'article-body';
  element.dataset.widget = 'paywall';
  element.innerHTML =
    options.articleText ?? Array.from({ length: 8 }, (_, index) => `<p>Absatz ${index + 1}</p>`).join('');
  document.body.append(element);

  const bus = createBus(document);
  const events: AnalyticsEvent[] = [];
  bus.on('analytics-event', (event) => events.push(event));
  const kiosk = {
    bus,
    config: parseSiteConfig(config, ORIGIN),
    page: parsePageData(options.page ?? articlePage()),
    isMobile: () => false,
  } as Kiosk;
  if (!options.noSession) login(kiosk, options.loggedIn ?? false, options.subscription);
  const load = vi.fn(options.loadScript ?? loadThroughDemoHost);
  const scope = createWidgetScope('paywall');
  const settings = readPaywallSettings()!;
  const store = await startPaywall({ element, kiosk, scope, settings, loadScript: load });
  return { backend, bus, kiosk, element, events, store, scope, load, settings };
}

/** The session and subscription events a page's runtime emits once the login is known. */
export function login(kiosk: Kiosk, loggedIn: boolean, subscription: SubscriptionFlags = NO_SUBSCRIPTION) {
  kiosk.bus.publish('subscription-changed', subscription);
  kiosk.bus.publish('session-changed', { loggedIn, loginValidated: true });
}

/** What the demo provider was told. */
export const providerViews = () =>
  (window as unknown as { demowall?: { views?: Array<Record<string, unknown>> } }).demowall?.views ?? [];

/** The provider's global, reset between tests, and its meter. */
export function resetProvider() {
  delete (window as unknown as { demowall?: unknown }).demowall;
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Marks `count` other articles as read in the demo provider's meter (its own storage). */
export function readBefore(count: number, at = Date.now()) {
  const reads = Array.from({ length: count }, (_, index) => ({ id: `90${index}`, at }));
  localStorage.setItem('demowall_meter', JSON.stringify(reads));
}
