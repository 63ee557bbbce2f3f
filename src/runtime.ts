import type { AnalyticsEvent } from './analytics/catalogue.ts';
import { applyBrand } from './brand-style.ts';
import { sharedBus, type Bus } from './bus.ts';
import { parsePageData, parseSiteConfig, readJsonBlock } from './config.ts';
import { isSubscriber } from './session/subscription-flags.ts';
import { consentLater } from './consent/consent-later.ts';
import { MARKETING_ANALYTICS_PROJECTS } from './marketing-analytics-projects.ts';
import { createHostApi } from './host-api.ts';
import { createPlatformApi } from './platform-api.ts';
import { logError } from './log.ts';
import { showCongressPage } from './page/congress-page.ts';
import { startMobileFlag } from './page/mobile-flag.ts';
import { startSession } from './session/start-session.ts';
import { publishSubscription } from './session/subscription-state.ts';
import { startTheme } from './theme/theme.ts';
import { whenIdle } from './when-idle.ts';
import type { Kiosk } from './widget-contract.ts';

export const VERSION = __KIOSK_VERSION__;

/**
 * The page's one runtime, created on first use. It lives on `window` so that every bundle on the page
 * (loader, partner embed) shares one config, one bus and one session.
 */
export function getRuntime(): Kiosk {
  const holder = globalThis as typeof globalThis & { __kioskRuntime?: Kiosk };
  return (holder.__kioskRuntime ??= startRuntime());
}

/** Starts one page behaviour; a throw, or the rejection of one loaded on demand, is logged and told. */
function guarded(bus: Bus, name: string, start: () => unknown) {
  const fail = (error: unknown) => {
    logError(name, 'failed to start', error);
    bus.emit('error', { widget: name, message: 'failed to start', error });
  };
  try {
    const started = start();
    if (started instanceof Promise) started.catch(fail);
  } catch (error) {
    fail(error);
  }
}

function startRuntime(): Kiosk {
  const bus = sharedBus();
  const config = parseSiteConfig(readJsonBlock('kiosk-config'), location.origin);
  const page = parsePageData(readJsonBlock('kiosk-page'));
  if (page.isCongress) showCongressPage();

  const session = startSession(bus, config.apiHost, config.project);
  const consent = consentLater();
  // spec 4.3, 6: Pur and plus subscribers read without tracking, whatever the CMP says.
  bus.on('subscription-changed', (flags) => consent.setSubscriber(isSubscriber(flags)));
  const kiosk: Kiosk = {
    version: VERSION,
    bus,
    config,
    page,
    host: createHostApi(bus),
    theme: startTheme(bus, page.isDarkMode),
    session,
    api: createPlatformApi(config.apiHost, session.token),
    isMobile: startMobileFlag(bus),
    consent,
  };
  guarded(bus, 'brand', () => applyBrand(config));
  guarded(bus, 'subscription', () => publishSubscription(bus));
  // issue 22: the analytics sender and the page behaviours that can wait start on idle, in their own
  // chunk. Events asked for before then are held here and tracked first, in order.
  const held: AnalyticsEvent[] = [];
  const hold = bus.on('analytics-event', (event) => held.push(event));
  whenIdle(() =>
    guarded(bus, 'idle-platform', () =>
      import('./idle-platform.ts').then(({ startIdlePlatform }) => {
        hold();
        startIdlePlatform(kiosk, consent, held, (name, start) => guarded(bus, name, start));
      }),
    ),
  );
  // spec 9.6: only the projects that run it pay for the tool's loader (its own chunk, loaded here).
  if (config.features.marketingAnalytics ?? MARKETING_ANALYTICS_PROJECTS.includes(config.project))
    void import('./third-party/marketing-analytics.ts').then(({ startMarketingAnalytics }) =>
      guarded(bus, 'marketing-analytics', () => startMarketingAnalytics(kiosk)),
    );
  const { blankTargetDomain } = config;
  // Loaded only where the page sets it, so the core of every other page does not carry the observer.
  if (blankTargetDomain)
    guarded(bus, 'blank-target', () =>
      import('./page/blank-target.ts').then((module) => module.startBlankTarget(blankTargetDomain)),
    );
  return kiosk;
}
