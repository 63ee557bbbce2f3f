import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import { holdPageTicker } from '../../features/newsticker/page-ticker.ts';
import { badgeText, unreadLabel } from '../../features/newsticker/unread.ts';
import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

/**
 * The resting bell on the page's ticker (issue 22: loaded on idle or on a reach, not with the page): its
 * name and unread badge, the same as bell.tsx shows them. Holds the ticker for the mount's scope.
 */
export function holdUnreadBadge(bell: HTMLElement, kiosk: Kiosk, scope: WidgetScope): NewsTicker {
  const { ticker, release } = holdPageTicker(kiosk, 'newsticker');
  scope.add(release);
  const badge = document.createElement('span');
  badge.className = 'kiosk-newsticker__badge';
  badge.setAttribute('aria-hidden', 'true');
  const show = ({ unread, loading }: { unread: number; loading: boolean }) => {
    bell.setAttribute(
      'aria-label',
      loading ? NEWS_LABELS.bell : `${NEWS_LABELS.bell}: ${unreadLabel(unread)}`,
    );
    badge.textContent = loading ? '' : badgeText(unread);
    if (badge.textContent) bell.append(badge);
    else badge.remove();
  };
  show(ticker.store.getState());
  scope.add(ticker.store.subscribe(show));
  return ticker;
}
