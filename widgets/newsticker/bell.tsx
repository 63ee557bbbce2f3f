import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import { badgeText, unreadLabel } from '../../features/newsticker/unread.ts';
import { iconButton } from '../../ui/icon-button.tsx';
import type { PopoverAnchorProps } from '../../ui/popover.tsx';
import { logError } from '../../src/log.ts';
import { BellIcon } from './bell-icon.tsx';
import type { TrackNews } from './track.ts';

type ListModule = typeof import('./news-popover.tsx');

export interface BellProps {
  ticker: NewsTicker;
  moreUrl: string | undefined;
  track: TrackNews;
}

/**
 * The bell with its unread badge. The list and the shared popover (about 11 KB gzip)
 * load on the first open only: the bell sits on every page, the list is opened on few.
 */
export function Bell({ ticker, moreUrl, track }: BellProps) {
  const unread = useStore(ticker.store, (state) => state.unread);
  const loading = useStore(ticker.store, (state) => state.loading);
  const latest = useStore(ticker.store, (state) => state.latestArticleId);
  const [list, setList] = useState<ListModule>();
  const [open, setOpen] = useState(false);

  // Whatever the open list shows counts as seen, news that arrive while it is open included.
  useEffect(() => {
    if (open) ticker.markSeen();
  }, [open, latest, ticker]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) track('Newsticker / Glocke');
  };

  const badge = loading ? '' : badgeText(unread);
  const label = loading ? NEWS_LABELS.bell : `${NEWS_LABELS.bell}: ${unreadLabel(unread)}`;
  const button = (props: Partial<PopoverAnchorProps>) => (
    <button type="button" className={`${iconButton} kiosk-newsticker__bell`} aria-label={label} {...props}>
      <BellIcon />
      {badge && (
        <span className="kiosk-newsticker__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );

  if (!list)
    return button({
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onClick: () =>
        void import('./news-popover.tsx').then(
          (module) => {
            setList(module);
            onOpenChange(true);
          },
          // The chunk may load on the next click; the bell and its badge stay.
          (error: unknown) => logError('newsticker', 'the news list failed to load', error),
        ),
    });
  return (
    <list.NewsPopover
      ticker={ticker}
      moreUrl={moreUrl}
      track={track}
      open={open}
      onOpenChange={onOpenChange}
      anchor={button}
    />
  );
}
