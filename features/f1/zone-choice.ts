import type { TabStorage } from '../../src/kit/tab-storage.ts';
import type { TimeView } from './zone-time.ts';

const KEY = 'kiosk_f1_time_view';
const VIEWS: readonly TimeView[] = ['german', 'track', 'reader'];

/** The reader's remembered choice of clock (issue 30: 'the choice is remembered'); German time by default. */
export const readTimeView = (tabs: TabStorage): TimeView => {
  const stored = tabs.read(KEY);
  return VIEWS.includes(stored as TimeView) ? (stored as TimeView) : 'german';
};

export const writeTimeView = (tabs: TabStorage, view: TimeView) => tabs.write(KEY, view);
