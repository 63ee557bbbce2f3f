import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import { holdPageTicker } from '../../features/newsticker/page-ticker.ts';
import { badgeText, unreadLabel } from '../../features/newsticker/unread.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createIsland } from '../../src/kit/island.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { restingControl } from '../../src/kit/resting-control.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/icon-button.css';
import { meta } from './meta.ts';
import './newsticker.css';
import { BELL_MARKUP } from './resting-markup.ts';
import { newsTracker } from './track.ts';

const CONTROL = '.kiosk-newsticker__bell';

/**
 * `data-widget="newsticker"`: the bell in the site header (issue 14). It shares the page's ticker
 * (features/newsticker) with the highlight slider; one tab of the site polls for all. Until the reader
 * reaches for it (issue 22) the bell is its resting markup with the unread badge in plain DOM; the React
 * bell with the list and its popover loads then (src/kit/island.ts).
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { ticker, release } = holdPageTicker(kiosk, meta.name);
  scope.add(release);
  const moreUrl = safeUrl(props.moreUrl, { source: meta.name, field: 'data-props.moreUrl' });
  const bell = restingControl(element, CONTROL, BELL_MARKUP, scope);
  kioskRoot(bell.parentElement ?? element);
  const badge = document.createElement('span');
  badge.className = 'kiosk-newsticker__badge';
  badge.setAttribute('aria-hidden', 'true');
  // The same name and badge as bell.tsx shows them.
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
  createIsland({
    element,
    scope,
    control: CONTROL,
    // The list comes with the bell: the reader who reaches for the bell is about to open it.
    load: async () => {
      const [{ renderBell }] = await Promise.all([import('./mount-bell.tsx'), import('./news-popover.tsx')]);
      return renderBell(ticker, moreUrl, newsTracker(kiosk.bus));
    },
    // The bell and its badge stay; the next reach tries again.
    onError: (error) => reportWidgetError(element, 'the news list failed to load', error),
  });
});
