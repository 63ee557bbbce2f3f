import type { AnalyticsEvent } from '../../src/analytics/catalogue.ts';
import type { PriceLookup } from '../../features/store-price/price-lookup.ts';
import {
  priceSuffix,
  standText,
  type DatedPrice,
  type StorePrice,
} from '../../features/store-price/store-price.ts';
import { isInsideWidget } from './store-link.ts';

/** spec 7.5, 9.1: the lookup goes out 1500 ms after the link was found fully inside the viewport. */
export const LOOKUP_DELAY_MS = 1500;

/** How long answers that came in wait for the rest of their screen's before they are shown. */
export const SETTLE_MS = 300;

/**
 * spec 5.3 "not processed before": set on a link once its lookup has gone out, so a second mount or a
 * later scan leaves it alone. `done` once it shows a price, `none` when there was none to show.
 */
export const PROCESSED = 'data-kiosk-price';

export interface DecorateOptions {
  root: HTMLElement;
  /** spec 5.3: does the URL point at the store (store-link.ts)? */
  isStoreLink: (url: string) => boolean;
  lookup: PriceLookup;
  /** spec 9.6: affiliate link impression and click events. */
  track: (event: AnalyticsEvent) => void;
  signal: AbortSignal;
  /** The CMS's affiliate marker after the price ('*', ' (Anzeige)'), as written; none by default. */
  marker?: string | undefined;
}

/**
 * Decorates the store links inside `root` (spec 2.6, 5.3, 7.5), and those added to it later (infinite
 * scroll, a gallery). It costs no layout work per link: IntersectionObservers say when a link is fully
 * inside the viewport (never getBoundingClientRect), and the scan reads only `href` and the ancestors'
 * attributes.
 */
export function decorateStoreLinks({
  root,
  isStoreLink,
  lookup,
  track,
  signal,
  marker = '',
}: DecorateOptions) {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const fullyVisible = new WeakSet<Element>();
  /** Decorated links not yet seen fully with their price: their impression waits for it. */
  const unseen = new WeakMap<Element, StorePrice>();

  const forget = (link: Element) => {
    near.unobserve(link);
    full.unobserve(link);
  };

  const impression = (link: HTMLAnchorElement, price: StorePrice) => {
    forget(link);
    track({ name: 'affiliate_link_impression', props: { url: link.href, price: price.priceHuman } });
  };

  const show = (link: HTMLAnchorElement, price: DatedPrice) => {
    // Text, never HTML (spec 2.6): a link's own markup and the answer stay apart. The marker says the
    // link is advertising (UWG § 5a), the title when the price was true.
    link.append(priceSuffix(price) + marker);
    link.title = [link.title, standText(price.at)].filter(Boolean).join(' · ');
    link.setAttribute(PROCESSED, 'done');
    if (fullyVisible.has(link)) impression(link, price);
    else unseen.set(link, price);
  };

  /**
   * The prices of one screen are asked together; they are shown together, in one frame, once every
   * answer is in (or {@link SETTLE_MS} after the first, so a slow one holds none of the others). The
   * text then reflows once for the screen rather than once per link: the layout shift the reader sees
   * stays that of one reflow.
   */
  const ready: Array<[HTMLAnchorElement, DatedPrice]> = [];
  let asking = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const showReady = () => {
    clearTimeout(settle);
    settle = undefined;
    requestAnimationFrame(() => {
      if (!signal.aborted) for (const [link, price] of ready.splice(0)) show(link, price);
    });
  };
  const answered = (link: HTMLAnchorElement, price: DatedPrice | undefined) => {
    asking--;
    if (signal.aborted) return;
    if (price) ready.push([link, price]);
    else {
      link.setAttribute(PROCESSED, 'none');
      forget(link);
    }
    if (!ready.length) return;
    if (asking == 0) showReady();
    else settle ??= setTimeout(showReady, SETTLE_MS);
  };

  const lookUp = (link: HTMLAnchorElement) => {
    timers.delete(link);
    link.setAttribute(PROCESSED, '');
    asking++;
    void lookup(link.href).then((price) => answered(link, price));
  };

  const leave = (link: Element) => {
    fullyVisible.delete(link);
    // Left the viewport before its lookup went out: not looked up yet (issue 13).
    clearTimeout(timers.get(link));
    timers.delete(link);
  };

  /**
   * Every store link, at threshold 0: Chromium checks such an observer's targets far from the viewport
   * cheaply while the reader scrolls, where a threshold-1 observer measures all 2,000 every frame. A link
   * on screen moves to {@link full}, and back when it leaves.
   */
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) full.observe(entry.target);
      else {
        full.unobserve(entry.target);
        leave(entry.target);
      }
    }
  });

  /** spec 5.3 "fully inside the viewport": threshold 1, for the few links on screen only. */
  const full = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const link = entry.target as HTMLAnchorElement;
        // The first report after observe() comes whatever the ratio, so it must be checked.
        if (!entry.isIntersecting || entry.intersectionRatio < 1) {
          leave(link);
          continue;
        }
        fullyVisible.add(link);
        const price = unseen.get(link);
        if (price) impression(link, price);
        else if (!link.hasAttribute(PROCESSED) && !timers.has(link))
          timers.set(link, setTimeout(lookUp, LOOKUP_DELAY_MS, link));
      }
    },
    { threshold: 1 },
  );

  const scan = (node: Element) => {
    const links = node.matches('a[href]') ? [node] : node.querySelectorAll('a[href]');
    for (const link of links as Iterable<HTMLAnchorElement>)
      if (!link.hasAttribute(PROCESSED) && isStoreLink(link.href) && !isInsideWidget(link, root))
        near.observe(link);
  };

  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  });

  const onClick = (event: Event) => {
    const link = event.target instanceof Element && event.target.closest(`a[${PROCESSED}="done"]`);
    if (link && root.contains(link))
      track({ name: 'affiliate_link_click', props: { url: (link as HTMLAnchorElement).href } });
  };

  scan(root);
  added.observe(root, { childList: true, subtree: true });
  // auxclick: a middle click opens the store in a new tab, the usual way to follow an affiliate link.
  for (const type of ['click', 'auxclick']) root.addEventListener(type, onClick, { capture: true, signal });

  return () => {
    near.disconnect();
    full.disconnect();
    added.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    clearTimeout(settle);
  };
}
