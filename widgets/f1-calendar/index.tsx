import { trackElement } from '../../src/analytics/element-events.ts';
import { loadSeason, SEASON_ICS_PATH } from '../../features/f1/season-calls.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { localTabStorage } from '../../src/kit/tab-storage.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { F1Calendar } from './f1-calendar.tsx';
import { meta } from './meta.ts';

/**
 * issue 30: the season calendar. Without a season (a failed call, an answer that is not one) the
 * server's plain list stays, and nothing else happens.
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  const season = await loadSeason(kiosk, meta.name);
  if (!season || scope.signal.aborted) return;
  const feed = safeUrl(`${kiosk.config.apiHost}${SEASON_ICS_PATH}`, { source: meta.name, field: 'apiHost' });
  // webcal: makes calendar apps subscribe instead of importing once (the feed's UIDs stay stable).
  const subscribeUrl = feed?.replace(/^https?:/, 'webcal:');
  scope.add(
    trackElement(element, { area: 'f1Widget', label: 'kalender' }, (event) =>
      kiosk.bus.emit('analytics-event', event),
    ),
  );
  return mountReact(
    element,
    <F1Calendar
      season={season}
      tabs={localTabStorage()}
      alarm={props.alarm ?? true}
      subscribeUrl={subscribeUrl}
      now={Date.now()}
    />,
  );
});
