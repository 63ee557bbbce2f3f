import { describe, expect, it, vi } from 'vitest';
import { localTabStorage } from '../../../src/kit/tab-storage.ts';
import {
  HISTORY_LENGTH,
  readHistory,
  recordRead,
} from '../../../widgets/inactive-tab-overlay/reading-history.ts';
import { sharedTabs } from '../../support/shared-tabs.ts';

describe('reading history (issue 25)', () => {
  it('keeps the last 50 articles read on this device, newest first, each once', () => {
    const storage = sharedTabs().tab();
    for (let id = 1; id <= HISTORY_LENGTH + 5; id++) recordRead(storage, String(id));
    recordRead(storage, '30');
    const history = readHistory(storage);
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history.slice(0, 3)).toEqual(['30', '55', '54']);
    expect(history.filter((id) => id == '30')).toHaveLength(1);
    expect(history).not.toContain('5');
  });

  it('is shared by the tabs of the site, and reads junk as none', () => {
    const tabs = sharedTabs();
    recordRead(tabs.tab(), '1201');
    expect(readHistory(tabs.tab())).toEqual(['1201']);
    const junk = tabs.tab();
    junk.write('kiosk_read_articles', { not: 'a list' });
    expect(readHistory(junk)).toEqual([]);
    junk.write('kiosk_read_articles', ['5101', 7, null]);
    expect(readHistory(junk)).toEqual(['5101']);
  });

  it('is none with blocked storage: nothing from earlier page views', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as Window;
    recordRead(localTabStorage(blocked), '1201');
    expect(readHistory(localTabStorage(blocked))).toEqual([]);
  });
});
