import { returnAddress } from '../../features/login/return-address.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { LABELS } from './labels.ts';
import type { PaywallSettings } from './settings.ts';

export type Offer = 'plus' | 'pur';

/** The offer and login URLs that passed the URL check: the reader's ways on from a cut article. */
export interface OfferLinks {
  offers: ReadonlyArray<{ offer: Offer; href: string }>;
  login?: string;
}

/** Checks the configured URLs once per mount; an unsafe one is reported (safeUrl) and not offered. */
export function offerLinks(settings: Pick<PaywallSettings, 'offers' | 'loginUrl'>): OfferLinks {
  const offers = (['plus', 'pur'] as const).flatMap((offer) => {
    const href = safeUrl(settings.offers[offer], { source: 'paywall', field: `paywall.offers.${offer}` });
    return href ? [{ offer, href }] : [];
  });
  return { offers, login: safeUrl(settings.loginUrl, { source: 'paywall', field: 'paywall.loginUrl' }) };
}

/** A wall needs a way on: at least one offer or the login link. */
export const hasWayOn = ({ offers, login }: OfferLinks) => offers.length > 0 || login !== undefined;

export interface OfferBoxOptions {
  /** The mount's element helper: its listeners end with the mount. */
  h: ElementHelper;
  links: OfferLinks;
  premium: boolean;
  onOfferClick(offer: Offer, link: HTMLAnchorElement): void;
}

/** The login page with the return address of spec 2.3 (this article unless returnUrl/returnTo say else). */
function loginHref(login: string): string {
  const url = new URL(login);
  url.searchParams.set('returnUrl', returnAddress() ?? location.href);
  return url.href;
}

/**
 * The German inline offer under the truncated article: plus and pur offers (each shown when its URL
 * passes the URL check) and a login link back to this article. Plain DOM in a `.kiosk-root`, so the
 * paywall needs no UI runtime.
 */
export function createOfferBox({ h, links, premium, onOfferClick }: OfferBoxOptions): HTMLElement {
  const offers = links.offers.map(({ offer, href }) => {
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
    return h(
      'li',
      { class: 'kiosk-paywall__offer' },
      h('p', { class: 'kiosk-paywall__offer-name' }, LABELS[`${offer}Name`]),
      h('p', { class: 'kiosk-paywall__offer-text' }, LABELS[`${offer}Text`]),
      link,
    );
  });
  const login = links.login && loginHref(links.login);
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
