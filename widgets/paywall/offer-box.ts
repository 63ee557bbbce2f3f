import { returnAddress } from '../../features/login/return-address.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { LABELS } from './labels.ts';
import type { PaywallSettings } from './settings.ts';

export type Offer = 'plus' | 'pur';

export interface OfferBoxOptions {
  settings: Pick<PaywallSettings, 'offers' | 'loginUrl'>;
  premium: boolean;
  onOfferClick(offer: Offer, link: HTMLAnchorElement): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
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
export function createOfferBox({ settings, premium, onOfferClick }: OfferBoxOptions): HTMLElement {
  const box = element('section', 'kiosk-root kiosk-paywall');
  box.setAttribute('aria-label', LABELS.region);
  box.append(
    element('h2', 'kiosk-paywall__heading', premium ? LABELS.headingPremium : LABELS.headingMetered),
    element('p', 'kiosk-paywall__text', premium ? LABELS.textPremium : LABELS.textMetered),
  );
  const offers = element('ul', 'kiosk-paywall__offers');
  for (const offer of ['plus', 'pur'] as const) {
    const href = safeUrl(settings.offers[offer], { source: 'paywall', field: `paywall.offers.${offer}` });
    if (!href) continue;
    const item = element('li', 'kiosk-paywall__offer');
    const name = element('p', 'kiosk-paywall__offer-name', LABELS[`${offer}Name`]);
    const text = element('p', 'kiosk-paywall__offer-text', LABELS[`${offer}Text`]);
    const link = element('a', 'kiosk-paywall__offer-link', LABELS[`${offer}Action`]);
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.append(element('span', 'kiosk-paywall__hidden', ` ${LABELS.newTab}`));
    link.addEventListener('click', () => onOfferClick(offer, link));
    item.append(name, text, link);
    offers.append(item);
  }
  if (offers.childElementCount) box.append(offers);
  const login = loginHref(settings.loginUrl);
  if (login) {
    const line = element('p', 'kiosk-paywall__login', `${LABELS.loginQuestion} `);
    const link = element('a', 'kiosk-paywall__login-link', LABELS.loginAction);
    link.href = login;
    line.append(link);
    box.append(line);
  }
  return box;
}
