import { useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import { relativeTime } from '../../features/newsticker/relative-time.ts';
import { actionButtonMinor } from '../../ui/action-button.ts';
import { Notice } from '../../ui/notice.tsx';
import { Popover, type PopoverAnchorProps } from '../../ui/popover.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import type { TrackNews } from './track.ts';
import './news-popover.css';

export interface NewsPopoverProps {
  ticker: NewsTicker;
  moreUrl: string | undefined;
  track: TrackNews;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: (props: PopoverAnchorProps) => ReactNode;
}

/** The list under the bell: the latest items, 'Mehr News', a skeleton while loading, a German error with retry. */
export function NewsPopover({ ticker, moreUrl, track, open, onOpenChange, anchor }: NewsPopoverProps) {
  return (
    <Popover
      overlayId="newsticker"
      label={NEWS_LABELS.list}
      anchor={anchor}
      open={open}
      onOpenChange={onOpenChange}
      placement="bottom-end"
      className="kiosk-newsticker__popover"
    >
      {(close) => <NewsList ticker={ticker} moreUrl={moreUrl} track={track} close={close} />}
    </Popover>
  );
}

function NewsList({
  ticker,
  moreUrl,
  track,
  close,
}: Pick<NewsPopoverProps, 'ticker' | 'moreUrl' | 'track'> & { close: () => void }) {
  const loading = useStore(ticker.store, (state) => state.loading);
  const items = useStore(ticker.store, (state) => state.items);
  const failed = useStore(ticker.store, (state) => state.failed);
  const checkedAt = useStore(ticker.store, (state) => state.checkedAt);
  const unread = useStore(ticker.store, (state) => state.unread);
  // The items that were new when the list opened (newest first): opening marks them seen at once, so
  // the count is taken before that, as the list mounts with each open.
  const [newCount] = useState(unread);
  // The time the list opened, or of the last answer if later: relative times stay put while reading.
  const [openedAt] = useState(Date.now);
  const now = Math.max(openedAt, checkedAt ?? 0);
  // After a retry that worked, focus goes to the heading above the items, not to the emptied alert.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="kiosk-newsticker__content">
      <h2 ref={heading} className="kiosk-newsticker__heading" tabIndex={-1}>
        {NEWS_LABELS.list}
      </h2>
      {loading && <Skeleton lines={4} label={NEWS_LABELS.loading} />}
      <Notice
        message={failed ? NEWS_LABELS.failed : undefined}
        onRetry={ticker.retry}
        focusWhenGone={heading}
      />
      {!loading && items.length == 0 && !failed && (
        <p className="kiosk-newsticker__empty">{NEWS_LABELS.empty}</p>
      )}
      {items.length > 0 && (
        <ul className="kiosk-newsticker__list">
          {items.map((item, index) => (
            <li key={item.id} className="kiosk-newsticker__item">
              <a
                className="kiosk-newsticker__link"
                href={item.url}
                onClick={() => track('Newsticker / Meldung', item.title)}
              >
                {index < newCount && (
                  <span className="kiosk-newsticker__new">
                    Neu
                    <VisuallyHidden>: </VisuallyHidden>
                  </span>
                )}
                <span className="kiosk-newsticker__title">{item.title}</span>
                <span className="kiosk-newsticker__meta">
                  {item.rubric && <span>{item.rubric} · </span>}
                  <time dateTime={item.date}>{relativeTime(item.time, now)}</time>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* Last in reading order: focus opens on the first item, and Tab ends here (issue 23). */}
      <div className="kiosk-newsticker__footer">
        {moreUrl && (
          <a
            className="kiosk-newsticker__more"
            href={moreUrl}
            onClick={() => track('Newsticker / Mehr News')}
          >
            {NEWS_LABELS.moreNews}
          </a>
        )}
        <button type="button" className={`${actionButtonMinor} kiosk-newsticker__close`} onClick={close}>
          Schließen
        </button>
      </div>
    </div>
  );
}
