import { returnAddress } from '../../features/login/return-address.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { LABELS } from './labels.ts';
import type { PaywallSettings } from './settings.ts';

export type Offer = 'plus' | 'pur';

export interface OfferBoxOptions {
  /** The mount's element helper: its listeners end with the mount. */
  h: ElementHelper;
  settings: Pick<PaywallSettings, 'offers' | 'loginUrl'>;
  premium: boolean;
  onOfferClick(offer: Offer, link: HTMLAnchorElement): void;
}

/** The login page with the return address of spec 2.3 (this article unless returnUrl/returnTo say else). */
function loginHref(loginUrl: string | undefined): string | undefined {
  const login = safeUrl(loginUrl, { source: 'paywall', field: 'paywall.loginUrl' });
  if (!login) return undefined;
  const url = new URL(login);
  url.searchParams.set('returnUrl', returnAddress() ?? location.href);
  return url.href;
}

/**
 * The German inline offer under the truncated article: plus and pur offers (each shown when its URL
 * passes the URL check) and a login link back to this article. Plain DOM in a `.kiosk-root`, so the
 * paywall needs no UI runtime.
 */
export function createOfferBox({ h, settings, premium, onOfferClick }: OfferBoxOptions): HTMLElement {
  const offers = (['plus', 'pur'] as const).flatMap((offer) => {
    const href = safeUrl(settings.offers[offer], { source: 'paywall', field: `paywall.offers.${offer}` });
    if (!href) return [];
    const link: HTMLAnchorElement = h(
      'a',
      {
        class: 'kiosk-paywall__offer-link',
        href,
        target: '_blank',
        rel: 'noopener',
        on: { click: () => onOfferClick(offer, link) },
      },
      LABELS[`${offer}Action`],
      h('span', { class: 'kiosk-paywall__hidden' }, ` ${LABELS.newTab}`),
    );
    return [
      h(
        'li',
        { class: 'kiosk-paywall__offer' },
        h('p', { class: 'kiosk-paywall__offer-name' }, LABELS[`${offer}Name`]),
        h('p', { class: 'kiosk-paywall__offer-text' }, LABELS[`${offer}Text`]),
        link,
      ),
    ];
  });
  const login = loginHref(settings.loginUrl);
  return h(
    'section',
    { class: 'kiosk-root kiosk-paywall', 'aria-label': LABELS.region },
    h('h2', { class: 'kiosk-paywall__heading' }, premium ? LABELS.headingPremium : LABELS.headingMetered),
    h('p', { class: 'kiosk-paywall__text' }, premium ? LABELS.textPremium : LABELS.textMetered),
    offers.length > 0 && h('ul', { class: 'kiosk-paywall__offers' }, ...offers),
    login &&
      h(
        'p',
        { class: 'kiosk-paywall__login' },
        `${LABELS.loginQuestion} `,
        h('a', { class: 'kiosk-paywall__login-link', href: login }, LABELS.loginAction),
      ),
  );
}
