import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import type { NewsItem } from '../../features/newsticker/news-item.ts';
import type { NewsState } from '../../features/newsticker/news-ticker.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { noticeDom } from '../../ui/notice-dom.ts';
import '../../ui/visually-hidden.css';

export interface SliderViewOptions {
  h: ElementHelper;
  title: string;
  limit: number;
  /** The image slot's size: the pictures' width and height attributes, so nothing shifts as they load. */
  imageWidth: number;
  imageHeight: number;
  onRetry: () => void;
  track: (label: string) => void;
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const PLACEHOLDERS = 3;
let sliders = 0;

/**
 * spec 1: a horizontally scrolling row of the latest items with scroll snapping (swipe and trackpad
 * scroll natively), previous/next buttons that move by a page, and arrow keys that move from item to
 * item. The buttons stay focusable at either end (`aria-disabled`), so a keyboard reader never loses
 * focus. Plain DOM (issue 22): links, two buttons and native scrolling need no UI runtime. A card's
 * node lives as long as its item, so a poll that adds items keeps the reader's focus where it was.
 */
export function sliderView({ h, title, limit, imageWidth, imageHeight, onRetry, track }: SliderViewOptions) {
  const headingId = `kiosk-highlights-${++sliders}`;
  // Through the CSSOM, not a style attribute, which a strict CSP (no 'unsafe-inline' styles) refuses.
  const sized = <E extends HTMLElement>(picture: E) => {
    picture.style.aspectRatio = `${imageWidth} / ${imageHeight}`;
    return picture;
  };
  const step = (label: string, symbol: string, direction: 1 | -1) =>
    h(
      'button',
      {
        type: 'button',
        class: 'kiosk-highlights__step',
        'aria-label': label,
        'aria-disabled': 'true',
        on: {
          click: () =>
            row.scrollBy({
              left: direction * row.clientWidth * 0.9,
              behavior: reducedMotion() ? 'auto' : 'smooth',
            }),
        },
      },
      h('span', { 'aria-hidden': 'true' }, symbol),
    );
  const previous = step(NEWS_LABELS.previous, '‹', -1);
  const next = step(NEWS_LABELS.next, '›', 1);
  const notice = noticeDom(h, onRetry);
  const loadingText = h('span', { class: 'kiosk-visually-hidden' }, NEWS_LABELS.loading);

  const measure = () => {
    const max = row.scrollWidth - row.clientWidth;
    previous.setAttribute('aria-disabled', String(row.scrollLeft <= 1));
    next.setAttribute('aria-disabled', String(row.scrollLeft >= max - 1));
  };

  // issue 23, 11: a card is as tall as the placeholder whatever its headline (rubric line always there,
  // the headline clamped to three lines and holding three; highlight-slider.css), so nothing grows when
  // the feed arrives.
  const placeholder = () =>
    h(
      'li',
      { class: 'kiosk-highlights__item kiosk-highlights__item--placeholder', 'aria-hidden': 'true' },
      h(
        'span',
        { class: 'kiosk-highlights__link' },
        sized(h('span', { class: 'kiosk-highlights__picture' })),
        h('span', { class: 'kiosk-highlights__rubric' }),
        h('span', { class: 'kiosk-highlights__headline' }),
      ),
    );

  const cards = new Map<string, { card: HTMLLIElement; position: HTMLSpanElement }>();
  const cardOf = (item: NewsItem) => {
    let known = cards.get(item.id);
    if (!known) {
      const position = h('span', { class: 'kiosk-visually-hidden' });
      const card = h(
        'li',
        { class: 'kiosk-highlights__item' },
        h(
          'a',
          { class: 'kiosk-highlights__link', href: item.url, on: { click: () => track(item.title) } },
          sized(
            item.image
              ? h('img', {
                  class: 'kiosk-highlights__picture',
                  width: imageWidth,
                  height: imageHeight,
                  alt: '',
                  loading: 'lazy',
                  decoding: 'async',
                  src: item.image,
                })
              : h('span', { class: 'kiosk-highlights__picture' }),
          ),
          h('span', { class: 'kiosk-highlights__rubric' }, item.rubric),
          h('span', { class: 'kiosk-highlights__headline' }, item.title),
          position,
        ),
      );
      known = { card, position };
      cards.set(item.id, known);
    }
    return known;
  };

  const row = h('ul', {
    class: 'kiosk-highlights__row',
    on: {
      scroll: measure,
      keydown: (event) => {
        const direction = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[event.key];
        if (!direction) return;
        const links = [...row.querySelectorAll('a')];
        const target = links[links.indexOf(document.activeElement as HTMLAnchorElement) + direction];
        if (!links.includes(document.activeElement as HTMLAnchorElement) || !target) return;
        event.preventDefault();
        target.focus({ preventScroll: true });
        reveal(target);
      },
    },
  });

  // issue 23, 3: a card cut off at an edge scrolls fully into view. 'nearest' moved the row by less than
  // half a card, and the mandatory snapping (to a card's start) took it back; a card's start is a snap
  // position, so the row scrolls there (the browser stops at the row's end for the last ones).
  const reveal = (link: HTMLElement) => {
    const box = (link.closest('li') ?? link).getBoundingClientRect();
    const view = row.getBoundingClientRect();
    if (box.left >= view.left && box.right <= view.right) return;
    row.scrollBy({
      left: box.left - view.left - parseFloat(getComputedStyle(row).scrollPaddingLeft || '0'),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  };

  const section = h(
    'section',
    { class: 'kiosk-highlights', 'aria-labelledby': headingId },
    h(
      'div',
      { class: 'kiosk-highlights__head' },
      h('h2', { class: 'kiosk-highlights__title', id: headingId }, title),
      h('div', { class: 'kiosk-highlights__controls' }, previous, next),
    ),
    notice.region,
    row,
  );

  let last: Pick<NewsState, 'loading' | 'items' | 'failed'> | undefined;
  return {
    root: section,
    measure,
    show(state: Pick<NewsState, 'loading' | 'items' | 'failed'>) {
      const { loading, items, failed } = state;
      // The ticker also changes for the bell (unread marks): the row only when its own parts do.
      if (last && last.loading == loading && last.items == items && last.failed == failed) return;
      last = state;
      const shown = items.slice(0, limit);
      section.hidden = !loading && !failed && shown.length == 0;
      notice.show(failed && shown.length == 0 ? NEWS_LABELS.failed : undefined);
      const focused = row.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
      const ids = new Set(shown.map((item) => item.id));
      for (const id of cards.keys()) if (!ids.has(id)) cards.delete(id);
      row.replaceChildren(
        ...(loading
          ? Array.from({ length: PLACEHOLDERS }, placeholder)
          : shown.map((item, index) => {
              const { card, position } = cardOf(item);
              position.textContent = `, ${index + 1} von ${shown.length}`;
              return card;
            })),
      );
      if (loading) section.append(loadingText);
      else loadingText.remove();
      if (focused && row.contains(focused)) focused.focus({ preventScroll: true });
      measure();
    },
  };
}
