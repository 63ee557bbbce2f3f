import { forProject } from '../../src/kit/by-project.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import { logError, logWarning } from '../../src/log.ts';
import { setPageFlag } from '../../src/page-flags.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { hasWayOn, offerLinks } from './offer-box.ts';
import { readPageSettings } from './page-settings.ts';
import { rememberPaywallArticle } from './paywall-article-cookie.ts';
import { watchPathChanges } from './path-changes.ts';
import {
  createPaywallStore,
  setPaywallActive,
  type PaywallState,
  type PaywallStore,
} from './paywall-store.ts';
import { installProviderStub, loadScript as addScript, type LoadScript } from './provider-script.ts';
import type { PaywallSettings } from './settings.ts';
import { skipReason } from './skip-rules.ts';
import { secondUserStatus, userStatus, watchUser } from './user-status.ts';
import { WITHOUT_VERDICT } from './verdict-projects.ts';
import { applyWall, scrollToOffer, type Wall } from './wall.ts';

export interface PaywallOptions {
  element: HTMLElement;
  kiosk: Kiosk;
  scope: WidgetScope;
  settings: PaywallSettings;
  /** Default: a script tag. Tests load the demo provider through the demo host instead. */
  loadScript?: LoadScript;
}

/** What 'on_evaluated' hands back (spec 7.6); only display_paywall is relied on. */
interface Evaluation {
  display_paywall?: unknown;
  read_count?: unknown;
}

/**
 * The paywall controller (spec 4.2, 5.1, 7.6): decides whether the provider is asked at all, talks
 * to it through its command queue, and turns its verdict into the wall. Fail open: without a verdict
 * (the script failed, is slow, or the config is missing) the article stays whole.
 */
export async function startPaywall(options: PaywallOptions): Promise<PaywallStore> {
  const { element, kiosk, scope, settings } = options;
  const { bus, config } = kiosk;
  const store = createPaywallStore(config.features.plus, Date.now());
  const page = readPageSettings(kiosk.page, settings.provider.block);
  // 'pending' until the verdict is in (the overlay layer holds unrequested pop-ups meanwhile, issue
  // 24); false once none is coming (the script failed or is slow: fail open, the article stays whole).
  // The project without a verdict never waits for one.
  const waitsForVerdict = !forProject(WITHOUT_VERDICT, config.project);
  const flagOf = ({ paywallReady, paywallActive, pwJsError, pwJsToLong }: PaywallState) =>
    paywallReady ? paywallActive : !pwJsError && !pwJsToLong && 'pending';
  if (waitsForVerdict) setPageFlag('paywall', 'pending');
  scope.add(
    store.subscribe((state, previous) => {
      const flag = flagOf(state);
      if (flag !== flagOf(previous) && (waitsForVerdict || state.paywallReady)) setPageFlag('paywall', flag);
    }),
  );

  const skipped = await skipReason({
    disableForFrontend: page.provider.disableForFrontend,
    paywallFeature: config.features.paywall,
    bypass: settings.bypass,
  });
  if (scope.signal.aborted) return store;
  if (skipped) {
    // spec 8: the one message of an accepted bypass code.
    if (skipped == 'bypass') logWarning('paywall', 'Wall Breaker active!');
    setPaywallActive(store, false);
    return store;
  }
  if (!page.provider.key || !page.provider.domain) {
    logError('paywall', `${settings.provider.name} Config (key) missing`);
    setPaywallActive(store, false);
    return store;
  }

  const command = installProviderStub(settings.provider.global);
  command('config', { key: page.provider.key });
  loadProvider(store, settings, options.loadScript ?? addScript, scope);

  let wall: Wall | undefined;
  const links = offerLinks(settings);
  const h = createElementHelper('paywall', scope);
  const hasArticle = () => element.isConnected && (element.textContent ?? '').trim() != '';
  scope.add(
    store.subscribe((state) => {
      if (state.paywallActive && !wall && hasArticle())
        wall = applyWall(element, {
          bus,
          h,
          links,
          premium: page.article.isPremiumArticle,
          articleId: page.articleId,
          author: page.author,
          counter: state.readCounter,
        });
      else if (!state.paywallActive && wall) {
        wall.remove();
        wall = undefined;
      }
    }),
  );
  scope.add(() => wall?.remove());

  const pageView = () => {
    const { userStatus: status, scoringIndex } = store.getState();
    if (!status) return;
    const scoringBlock =
      page.provider.hasScoring && scoringIndex !== null
        ? document.querySelector(`[data-kiosk-scoring="${scoringIndex}"]`)
        : null;
    const { object_type, object_id, section, content_type } = page.provider;
    command('page_view', {
      article_container: scoringBlock ?? element,
      object_type,
      object_id,
      section,
      content_type,
      user_status: status,
    });
  };

  const onEvaluated = (result: Evaluation) => {
    if (scope.signal.aborted) return;
    const counter = typeof result?.read_count == 'number' ? result.read_count : 0;
    store.setState({ readCounter: counter });
    const display = result?.display_paywall === true;
    // A cut article needs a way on. Without an offer or login URL that passed the URL check the reader
    // reads (fail open), and page flag, mark and events agree: no wall, none of them (README, paywall).
    if (display && !hasWayOn(links))
      logError(
        'paywall',
        'no offer or login URL passed the URL check; the article stays whole and is not counted as walled',
      );
    setPaywallActive(store, display && hasWayOn(links));
  };

  let evaluating = false;
  watchUser(bus, scope, (loggedIn, subscription) => {
    store.setState({ ...subscription, ready: true });
    const status = userStatus(loggedIn, subscription);
    if (status == store.getState().userStatus) return;
    store.setState({ userStatus: status, secondUserStatus: secondUserStatus(config.project, subscription) });
    // spec 4.2: registered once the user status is known, except on the one special project.
    if (!evaluating && !forProject(WITHOUT_VERDICT, config.project)) command('on_evaluated', onEvaluated);
    evaluating = true;
    pageView();
  });

  watchPathChanges(() => {
    const { paywallActive } = store.getState();
    if (page.resetPaywallArticle || paywallActive)
      rememberPaywallArticle(page.articleId, page.resetPaywallArticle);
    pageView();
  }, scope.signal);

  scope.add(
    bus.handle('paywall.scoring', (index) => {
      const scoringIndex = typeof index == 'number' && Number.isInteger(index) ? index : null;
      if (scoringIndex === store.getState().scoringIndex) return;
      store.setState({ scoringIndex });
      pageView();
    }),
  );
  scope.add(bus.handle('paywall.check', () => wall && scrollToOffer(wall.box, kiosk.isMobile())));
  return store;
}

/** Loads the provider's script: pwJsError on failure (cleared on success), pwJsToLong after the timeout. */
function loadProvider(store: PaywallStore, settings: PaywallSettings, load: LoadScript, scope: WidgetScope) {
  const src = safeUrl(settings.provider.script, { source: 'paywall', field: 'paywall.provider.script' });
  if (!src) return store.setState({ pwJsError: true });
  const timer = setTimeout(() => {
    store.setState({ pwJsToLong: true });
    logWarning(
      'paywall',
      `the ${settings.provider.name} script took longer than ${settings.scriptTimeoutMs} ms; the article stays readable`,
    );
  }, settings.scriptTimeoutMs);
  scope.add(() => clearTimeout(timer));
  scope.add(
    load(src, {
      onLoad() {
        clearTimeout(timer);
        store.setState({ pwJsError: false });
      },
      onError() {
        clearTimeout(timer);
        store.setState({ pwJsError: true });
        logError(
          'paywall',
          `the ${settings.provider.name} script failed to load; the article stays readable`,
        );
      },
    }),
  );
}
