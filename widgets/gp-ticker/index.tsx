import { trackElement } from '../../src/analytics/element-events.ts';
import { createGpTicker } from '../../features/f1/gp-ticker.ts';
import { loadTicker } from '../../features/f1/ticker-calls.ts';
import { leaseLeadership, webLocksLeadership } from '../../src/kit/leadership.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { localTabStorage } from '../../src/kit/tab-storage.ts';
import { logError } from '../../src/log.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { GpTicker } from './gp-ticker.tsx';
import { meta } from './meta.ts';
import { GP_TICKER_CONFIG } from './ticker-settings.ts';

const documentVisibility = {
  hidden: () => document.visibilityState == 'hidden',
  onChange(listener: () => void) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** issue 30: the GP ticker detail of one race, polled while visible by one tab for all. */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const round = props.round ?? new URLSearchParams(location.search).get('rennen') ?? '';
  if (!/^[a-z0-9-]+$/.test(round)) {
    logError(meta.name, 'no race: neither the round prop nor the page’s rennen parameter names one');
    return;
  }
  const { intervalSeconds, timeoutMs } = readConfigSection(meta.name, GP_TICKER_CONFIG, (values) => values);
  const tabs = localTabStorage();
  const lock = `kiosk-f1-ticker:${round}`;
  const ticker = createGpTicker({
    round,
    load: (query) => loadTicker(kiosk, round, query, { timeoutMs }),
    tabs,
    leadership:
      webLocksLeadership(lock) ??
      leaseLeadership({
        tabs,
        key: `${lock}:lease`,
        tabId: Math.random().toString(36).slice(2),
        ttlMs: 15_000,
      }),
    visibility: documentVisibility,
    intervalMs: intervalSeconds * 1000,
  });
  scope.add(ticker.stop);
  scope.add(
    trackElement(element, { area: 'f1Widget', label: 'ticker' }, (event) =>
      kiosk.bus.emit('analytics-event', event),
    ),
  );
  return mountReact(element, <GpTicker ticker={ticker} />);
});
