import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createIsland } from '../../src/kit/island.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { restingControl } from '../../src/kit/resting-control.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { afterLoadWhenIdle } from '../../src/when-idle.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/icon-button.css';
import { meta } from './meta.ts';
import './newsticker.css';

const CONTROL = '.kiosk-newsticker__bell';

/**
 * `data-widget="newsticker"`: the bell in the site header (issue 14). It shares the page's ticker
 * (features/newsticker) with the highlight slider; one tab of the site polls for all. Until the reader
 * reaches for it (issue 22) the bell is its resting markup with the unread badge in plain DOM; the React
 * bell with the list and its popover loads then (src/kit/island.ts), the ticker on idle or then.
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  const moreUrl = safeUrl(props.moreUrl, { source: meta.name, field: 'data-props.moreUrl' });
  const bell = await restingControl(
    element,
    CONTROL,
    () => import('./resting-markup.ts').then(({ BELL_MARKUP }) => BELL_MARKUP),
    scope,
  );
  kioskRoot(bell.parentElement ?? element);
  // issue 22: the page's ticker (its feed code and first poll) is no part of the page's load: it starts
  // on idle after the load event, or when the reader reaches for the bell; the bell names no count
  // until then, as while the feed loads.
  let started: Promise<NewsTicker> | undefined;
  const start = () =>
    (started ??= import('./unread-badge.ts').then(({ holdUnreadBadge }) =>
      holdUnreadBadge(bell, kiosk, scope),
    ));
  afterLoadWhenIdle(() => void start().catch(() => (started = undefined)), scope.signal);
  createIsland({
    element,
    scope,
    control: CONTROL,
    // The list comes with the bell: the reader who reaches for the bell is about to open it.
    load: async () => {
      const [{ renderBell }, ticker] = await Promise.all([
        import('./mount-bell.tsx'),
        start(),
        import('./news-popover.tsx'),
      ]);
      return renderBell(ticker, moreUrl, kiosk.bus);
    },
    // The bell and its badge stay; the next reach tries again.
    onError: (error) => {
      started = undefined;
      reportWidgetError(element, 'the news list failed to load', error);
    },
  });
});
