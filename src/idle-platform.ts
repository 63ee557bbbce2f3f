import type { AnalyticsEvent } from './analytics/catalogue.ts';
import type { Bus } from './bus.ts';
import type { Result } from './http.ts';
import { startAnalytics } from './analytics/create-analytics.ts';
import { startConsent } from './consent/consent.ts';
import type { ConsentLater } from './consent/consent-later.ts';
import { subscriptionOf } from './session/subscription-state.ts';
import { lazyCommands } from './lazy-commands.ts';
import { startAnchorNavigation } from './page/anchor-navigation.ts';
import { startHiddenMode } from './page/hidden-mode.ts';
import type { Kiosk } from './widget-contract.ts';

/**
 * The platform parts that can wait for the page to be idle (issue 22): the reader's consent from the
 * page's CMP (src/consent/consent-later.ts holds `kiosk.consent` until then), the analytics sender, the
 * page behaviours a reader starts with a key or a link, and the host commands whose modules load on
 * first use (the bus holds a command pushed before then, and runs it once its handler is there). They are their own chunk, so the core every page
 * loads at once stays small. `held` are the analytics events asked for before this ran, in order.
 */
export function startIdlePlatform(
  kiosk: Kiosk,
  consent: ConsentLater,
  held: readonly AnalyticsEvent[],
  guarded: (name: string, start: () => unknown) => void,
) {
  const { bus } = kiosk;
  // The reader's consent first (issue 24): analytics, the overlay layer and third-party scripts wait for it.
  guarded('consent', () =>
    consent.start((subscriber, tcfapi) =>
      startConsent(bus, kiosk.config.analyticsWithoutCmp, subscriber, tcfapi),
    ),
  );
  guarded('analytics', () => {
    const analytics = startAnalytics(kiosk, held);
    // spec 4.7: the login data is ready once the token check has finished (a late subscriber gets
    // the last session state at once).
    bus.on('session-changed', (state) => {
      if (!state.loginValidated) return;
      if (state.error) analytics.loginFailed();
      analytics.loginReady({ loggedIn: state.loggedIn, subscription: subscriptionOf(state.user) });
    });
  });
  // A host's pop-up, platform call or ad-stack flag must not wait for a widget that may not be on the
  // page; each loads its module on first use.
  lazyCommands(bus, ['overlay.request', 'overlay.closed'], () =>
    import('./overlay/page-overlay.ts').then(({ pageOverlay }) => pageOverlay()),
  );
  lazyCommands(bus, ['api.call'], () =>
    import('./host-api-call.ts').then(({ serveHostApiCalls }) => serveHostApiCalls(kiosk)),
  );
  offerApiCall(bus);
  lazyCommands(bus, ['page-state.set'], () =>
    import('./page/page-state.ts').then(({ pageState }) => pageState(kiosk)),
  );
  // spec 7.8: article pages that ask for it (stats.tracking.articletracker) load the tracker's chunk.
  const { page } = kiosk;
  if (page.PageType == 'Artikel' && page.stats?.tracking?.articletracker)
    guarded('article-tracker', () =>
      import('./page/article-tracker.ts').then((module) => module.trackArticle(kiosk)),
    );
  // spec 9.6, issue 31: the element observer's chunk loads only where the CMS marked elements or the
  // page data names affiliate selectors (the selector is the only work on a page without them). The
  // guard logs a chunk that fails to load, the observer's or its affiliate selectors'.
  if (document.querySelector('[data-kiosk-element]') || page.stats?.tracking?.ga)
    guarded('element-events', () =>
      import('./page/marked-elements.ts').then((module) => module.trackMarkedElements(bus, page)),
    );
  guarded('hidden-mode', () => startHiddenMode(bus));
  guarded('anchor-navigation', startAnchorNavigation);
}

/** `window.kiosk.api`: the generic call for host scripts (issue 25). */
export interface HostApiCalls {
  call(request: unknown): Promise<Result<unknown>>;
}

/**
 * issue 25: host scripts get `window.kiosk.api.call(request)`, a promise of what the `api.call` command
 * answers (the same request object; its module loads on the first call, as for the command). Set on
 * the loader's `window.kiosk` here, with the idle platform, because neither the loader nor the core
 * has bytes to spare for it; the command works at any time, before the loader too.
 */
export function offerApiCall(bus: Bus, win: object = window) {
  const host = (win as { kiosk?: { version?: string; api?: HostApiCalls } }).kiosk;
  if (host?.version)
    host.api = {
      call: (request) => new Promise((resolve) => bus.run('api.call', [request, resolve])),
    };
}
