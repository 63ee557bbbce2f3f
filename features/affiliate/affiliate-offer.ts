import { pagePriceLookup } from '../store-price/page-price-lookup.ts';
import { readPriceCallSettings } from '../store-price/settings.ts';
import { parseStorePrice, standText, type StorePrice } from '../store-price/store-price.ts';
import { whenSeen } from '../../src/analytics/when-seen.ts';
import type { WidgetContext } from '../../src/kit/define-widget.ts';
import { logError } from '../../src/log.ts';

/** The classes of the server markup Kiosk fills (README 'Affiliate boxes and buttons'). */
export const OFFER_CLASSES = {
  link: 'kiosk-affiliate__link',
  price: 'kiosk-affiliate__price',
  ad: 'kiosk-affiliate__ad',
} as const;

/** Issue 31: the price line, 'ab 89,99 €', character for character. */
export const priceText = ({ priceHuman }: StorePrice) => `ab ${priceHuman} €`;
/** UWG § 5a: an advertorial page's or a paid box's offer says it is advertising. */
export const AD_LABEL = 'Anzeige';

export interface OfferProps {
  /** The server's price as the reader reads it ('89,99'), shown until (and unless) the lookup has one. */
  price?: string;
  /** A paid placement: labelled 'Anzeige' like every offer on an advertorial page. */
  paid?: boolean;
}

/** A price worth showing: parsable and above 0 (a missing price shows none, never '0 €'). */
const shown = (price: StorePrice | undefined) => (price && price.price > 0 ? price : undefined);

/** The server's `price` prop ('1.299,00') read as the lookup's answer would be. */
function serverPrice(priceHuman: string | undefined): StorePrice | undefined {
  if (priceHuman === undefined) return undefined;
  const price = Number(priceHuman.replaceAll('.', '').replace(',', '.'));
  return shown(parseStorePrice({ price, priceHuman }));
}

/**
 * Issue 31: an affiliate box or button on its server markup. The markup is the whole offer; Kiosk
 * writes only into slots the server rendered (the price line, the ad label), so nothing moves: the
 * server's price first, then the store-price lookup's (the page's one lookup, so each URL is asked once
 * per page and kept for the session), never '0 €'. The link gains `rel="sponsored noopener"`;
 * impression (a tenth in view) and clicks are reported as `{kind}_impression` / `{kind}_click`.
 */
export function enhanceOffer(
  kind: 'affiliate_box' | 'affiliate_button',
  widget: string,
  { element, props, kiosk, scope }: WidgetContext<OfferProps>,
) {
  const link = element.matches('a[href]')
    ? (element as HTMLAnchorElement)
    : element.querySelector<HTMLAnchorElement>(`a.${OFFER_CLASSES.link}[href]`);
  if (!link)
    return logError(widget, `no <a class="${OFFER_CLASSES.link}" href> in the markup; left as it is`);
  link.relList.add('sponsored', 'noopener');
  const slot = (name: 'price' | 'ad') => element.querySelector<HTMLElement>(`.${OFFER_CLASSES[name]}`);

  if (props.paid || kiosk.page.isAdvertorial) {
    const ad = slot('ad');
    if (ad) ad.textContent = AD_LABEL;
    else logError(widget, `no .${OFFER_CLASSES.ad} slot for '${AD_LABEL}'; the server must render it`);
  }

  let current = serverPrice(props.price);
  const priceSlot = slot('price');
  const show = (price: StorePrice | undefined, at?: number) => {
    if (!priceSlot) return;
    priceSlot.textContent = price ? priceText(price) : '';
    if (at !== undefined) priceSlot.title = standText(at);
  };
  // The server's line as it should read: its price, or nothing where it wrote none or '0 €'.
  show(current);

  const settings = readPriceCallSettings(widget, kiosk.config.apiHost);
  if (settings && priceSlot)
    void pagePriceLookup(
      widget,
      settings,
    )(link.href).then((answer) => {
      const live = shown(answer);
      if (scope.signal.aborted || !live) return;
      current = live;
      show(live, answer?.at);
    });

  const withPrice = () => ({ url: link.href, ...(current && { price: current.priceHuman }) });
  scope.add(
    whenSeen(element, () =>
      kiosk.bus.emit('analytics-event', { name: `${kind}_impression`, props: withPrice() }),
    ),
  );
  const onClick = (event: MouseEvent) => {
    if (event.type == 'auxclick' && event.button != 1) return;
    kiosk.bus.emit('analytics-event', { name: `${kind}_click`, props: withPrice() });
  };
  // A middle click opens the store in a new tab, the usual way to follow an affiliate link.
  for (const type of ['click', 'auxclick'] as const)
    link.addEventListener(type, onClick, { signal: scope.signal, capture: true });
}
