import { whenSeen } from '../../src/analytics/when-seen.ts';
import type { Bus } from '../../src/bus.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { createOfferBox, type Offer, type OfferLinks } from './offer-box.ts';

/** spec 9.1: the paywall events follow the wall by 1 s; focus returns 100 ms after an offer click. */
export const EVENT_DELAY_MS = 1000;
export const FOCUS_RESTORE_MS = 100;
/** The attribute that marks the walled article (spec 4.2 "marked as paywalled"). */
export const PAYWALLED = 'data-kiosk-paywalled';

export interface WallOptions {
  bus: Bus;
  /** The mount's element helper (`createElementHelper`), for the offer box. */
  h: ElementHelper;
  /** The checked offer and login URLs; the caller walls only when there is a way on (`hasWayOn`). */
  links: OfferLinks;
  premium: boolean;
  articleId: string;
  author: string;
  /** The provider's read counter at the verdict. */
  counter: number;
}

export interface Wall {
  box: HTMLElement;
  remove(): void;
}

/**
 * Where the article is cut: 35 % of it (at least 10 rem), at most 60 %, so some is always readable and
 * some withheld; but never above the bottom of the screen: text the reader already sees is not taken
 * away (no layout shift in view, and a late verdict does not pull the paragraph being read).
 */
function clipHeight(article: HTMLElement): number {
  const { top, height } = article.getBoundingClientRect();
  const inView = Math.max(0, innerHeight - top);
  return Math.round(Math.max(inView, Math.min(Math.max(height * 0.35, 160), height * 0.6)));
}

/**
 * spec 4.2: walls the article: marks it, cuts it with a fade-out of the last lines, makes the cut
 * part unreachable (inert), puts the offer box right under it and records the paywall events:
 * after 1 s 'free_article_limit_reached' (not for premium articles), then 'paywall_triggered';
 * 'paywall_impression' once the box is seen; 'paywall_click' per offer click.
 */
export function applyWall(article: HTMLElement, options: WallOptions): Wall {
  const { bus } = options;
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  const box = createOfferBox({
    ...options,
    onOfferClick(offer: Offer, link) {
      bus.emit('analytics-event', { name: 'paywall_click', props: { offer } });
      // The offer opens in a new tab; a reader who comes back finds the focus where they left it.
      timers.push(setTimeout(() => link.focus(), FOCUS_RESTORE_MS));
    },
  });
  const clip = clipHeight(article);
  article.setAttribute(PAYWALLED, 'true');
  article.style.setProperty('--kiosk-paywall-clip', `${clip}px`);
  const hidden = [...article.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.offsetTop >= clip && !child.inert,
  );
  for (const child of hidden) child.inert = true;
  article.after(box);

  timers.push(
    setTimeout(() => {
      if (!options.premium)
        bus.emit('analytics-event', {
          name: 'free_article_limit_reached',
          props: { article_id: options.articleId, author: options.author, counter: options.counter },
        });
      bus.emit('analytics-event', { name: 'paywall_triggered', props: { article_id: options.articleId } });
    }, EVENT_DELAY_MS),
  );

  const stopWatching = whenSeen(box, () =>
    bus.emit('analytics-event', { name: 'paywall_impression', props: { article_id: options.articleId } }),
  );

  return {
    box,
    remove() {
      for (const timer of timers) clearTimeout(timer);
      stopWatching();
      box.remove();
      for (const child of hidden) child.inert = false;
      article.removeAttribute(PAYWALLED);
      article.style.removeProperty('--kiosk-paywall-clip');
    },
  };
}

/** spec 4.2: brings the offer box to the middle of the screen, 100 px higher on mobile. */
export function scrollToOffer(box: HTMLElement, mobile: boolean): void {
  const top = box.getBoundingClientRect().top + scrollY - innerHeight / 2 + (mobile ? 100 : 0);
  scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}
