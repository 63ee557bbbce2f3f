import { startAnalytics } from './analytics/create-analytics.ts';
import { applyBrand } from './brand-style.ts';
import { sharedBus, type Bus } from './bus.ts';
import { parsePageData, parseSiteConfig, readJsonBlock } from './config.ts';
import { isSubscriber } from './analytics/subscription.ts';
import { startConsent } from './consent/consent.ts';
import { MARKETING_ANALYTICS_PROJECTS } from './marketing-analytics-projects.ts';
import { createHostApi } from './host-api.ts';
import { createPlatformApi } from './platform-api.ts';
import { lazyCommands } from './lazy-commands.ts';
import { logError } from './log.ts';
import { startAnchorNavigation } from './page/anchor-navigation.ts';
import { showCongressPage } from './page/congress-page.ts';
import { startHiddenMode } from './page/hidden-mode.ts';
import { startMobileFlag } from './page/mobile-flag.ts';
import { startSession } from './session/start-session.ts';
import { publishSubscription, subscriptionOf } from './session/subscription-state.ts';
import { startTheme } from './theme/theme.ts';
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

/** Runs one page behaviour; a failing one is reported and the others carry on. */
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
  const consent = startConsent(bus, config.analyticsWithoutCmp);
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
  guarded(bus, 'analytics', () => {
    const analytics = startAnalytics(kiosk);
    // spec 4.7: the login data is ready once the token check has finished (a late subscriber gets
    // the last session state at once).
    bus.on('session-changed', (state) => {
      if (!state.loginValidated) return;
      if (state.error) analytics.loginFailed();
      analytics.loginReady({ loggedIn: state.loggedIn, subscription: subscriptionOf(state.user) });
    });
  });
  // spec 9.6: only the projects that run it pay for the tool's loader (its own chunk, loaded here).
  if (config.features.marketingAnalytics ?? MARKETING_ANALYTICS_PROJECTS.includes(config.project))
    void import('./third-party/marketing-analytics.ts').then(({ startMarketingAnalytics }) =>
      guarded(bus, 'marketing-analytics', () => startMarketingAnalytics(kiosk)),
    );
  // A host's pop-up, platform call or ad-stack flag must not wait for a widget that may not be on the
  // page; each loads its module on first use.
  lazyCommands(bus, ['overlay.request', 'overlay.closed'], () =>
    import('./overlay/page-overlay.ts').then(({ pageOverlay }) => pageOverlay()),
  );
  lazyCommands(bus, ['api.call'], () =>
    import('./host-api-call.ts').then(({ serveHostApiCalls }) => serveHostApiCalls(kiosk)),
  );
  lazyCommands(bus, ['page-state.set'], () =>
    import('./page/page-state.ts').then(({ pageState }) => pageState(kiosk)),
  );
  guarded(bus, 'hidden-mode', () => startHiddenMode(bus));
  guarded(bus, 'anchor-navigation', startAnchorNavigation);
  // spec 7.8: article pages that ask for it (stats.tracking.articletracker) load the tracker's chunk.
  if (page.PageType == 'Artikel' && page.stats?.tracking?.articletracker)
    guarded(bus, 'article-tracker', () =>
      import('./page/article-tracker.ts').then((module) => module.trackArticle(kiosk)),
    );
  const { blankTargetDomain } = config;
  // Loaded only where the page sets it, so the core of every other page does not carry the observer.
  if (blankTargetDomain)
    guarded(bus, 'blank-target', () =>
      import('./page/blank-target.ts').then((module) => module.startBlankTarget(blankTargetDomain)),
    );
  return kiosk;
}
