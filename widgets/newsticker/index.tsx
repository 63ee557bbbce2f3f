import { holdPageTicker } from '../../features/newsticker/page-ticker.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { Bell } from './bell.tsx';
import { meta } from './meta.ts';
import { newsTracker } from './track.ts';
import './newsticker.css';

/**
 * `data-widget="newsticker"`: the bell in the site header (issue 14). It shares the page's ticker
 * (features/newsticker) with the highlight slider; one tab of the site polls for all.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { ticker, release } = holdPageTicker(kiosk, meta.name);
  scope.add(release);
  const moreUrl = safeUrl(props.moreUrl, { source: meta.name, field: 'data-props.moreUrl' });
  return mountReact(element, <Bell ticker={ticker} moreUrl={moreUrl} track={newsTracker(kiosk.bus)} />);
});
