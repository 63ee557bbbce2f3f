import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import { Notice } from '../../ui/notice.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

export interface HighlightSliderProps {
  ticker: NewsTicker;
  title: string;
  limit: number;
  /** The image slot's size: the pictures' width and height attributes, so nothing shifts as they load. */
  imageWidth: number;
  imageHeight: number;
  track: (label: string) => void;
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A horizontally scrolling row of the latest items with scroll snapping (swipe and trackpad scroll
 * natively), previous/next buttons that move by a page, and arrow keys that move from item to item.
 * The buttons stay focusable at either end (`aria-disabled`), so a keyboard reader never loses focus.
 */
export function HighlightSlider({
  ticker,
  title,
  limit,
  imageWidth,
  imageHeight,
  track,
}: HighlightSliderProps) {
  const loading = useStore(ticker.store, (state) => state.loading);
  const items = useStore(ticker.store, (state) => state.items);
  const failed = useStore(ticker.store, (state) => state.failed);
  const shown = items.slice(0, limit);
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const headingId = useUniqueId('kiosk-highlights');
  const ratio: CSSProperties = { aspectRatio: `${imageWidth} / ${imageHeight}` };

  const measure = useCallback(() => {
    const list = row.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    setEdges({ start: list.scrollLeft <= 1, end: list.scrollLeft >= max - 1 });
  }, []);
  useEffect(() => {
    measure();
    globalThis.addEventListener('resize', measure);
    return () => globalThis.removeEventListener('resize', measure);
  }, [measure, shown.length]);

  const page = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    list.scrollBy({
      left: direction * list.clientWidth * 0.9,
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const step = keys[event.key];
    if (!step) return;
    const links = [...(row.current?.querySelectorAll('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[index + step];
    if (index < 0 || !next) return;
    event.preventDefault();
    next.focus();
    next.scrollIntoView({
      block: 'nearest',
      inline: 'nearest',
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  };

  if (!loading && !failed && shown.length == 0) return null;
  return (
    <section className="kiosk-highlights" aria-labelledby={headingId}>
      <div className="kiosk-highlights__head">
        <h2 className="kiosk-highlights__title" id={headingId}>
          {title}
        </h2>
        <div className="kiosk-highlights__controls">
          <button
            type="button"
            className="kiosk-highlights__step"
            aria-label={NEWS_LABELS.previous}
            aria-disabled={edges.start}
            onClick={() => page(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="kiosk-highlights__step"
            aria-label={NEWS_LABELS.next}
            aria-disabled={edges.end}
            onClick={() => page(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <Notice message={failed && shown.length == 0 ? NEWS_LABELS.failed : undefined} onRetry={ticker.retry} />
      <ul className="kiosk-highlights__row" ref={row} onScroll={measure} onKeyDown={onKeyDown}>
        {loading
          ? Array.from({ length: 3 }, (_, index) => (
              <li
                key={index}
                className="kiosk-highlights__item kiosk-highlights__item--placeholder"
                aria-hidden="true"
              >
                <span className="kiosk-highlights__picture" style={ratio} />
                <span className="kiosk-highlights__line" />
                <span className="kiosk-highlights__line" />
              </li>
            ))
          : shown.map((item, index) => (
              <li key={item.id} className="kiosk-highlights__item">
                <a className="kiosk-highlights__link" href={item.url} onClick={() => track(item.title)}>
                  {item.image ? (
                    <img
                      className="kiosk-highlights__picture"
                      src={item.image}
                      width={imageWidth}
                      height={imageHeight}
                      style={ratio}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="kiosk-highlights__picture" style={ratio} />
                  )}
                  {item.rubric && <span className="kiosk-highlights__rubric">{item.rubric}</span>}
                  <span className="kiosk-highlights__headline">{item.title}</span>
                  <VisuallyHidden>{`, ${index + 1} von ${shown.length}`}</VisuallyHidden>
                </a>
              </li>
            ))}
      </ul>
      {loading && <VisuallyHidden>{NEWS_LABELS.loading}</VisuallyHidden>}
    </section>
  );
}
