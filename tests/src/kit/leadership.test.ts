import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaseLeadership, webLocksLeadership } from '../../../src/kit/leadership.ts';
import { localTabStorage } from '../../../src/kit/tab-storage.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { sharedTabs } from '../../support/shared-tabs.ts';

/** The Web Locks API of one browser: one holder per name, the others wait in order. */
function fakeLocks() {
  const queue: Array<{ grant: () => Promise<void>; signal: AbortSignal; done: (value: unknown) => void }> =
    [];
  let held = false;
  const next = () => {
    if (held) return;
    const waiting = queue.shift();
    if (!waiting) return;
    held = true;
    void waiting.grant().then(() => {
      held = false;
      waiting.done(undefined);
      next();
    });
  };
  return {
    request(_name: string, { signal }: { signal: AbortSignal }, grant: () => Promise<void>) {
      return new Promise((resolve, reject) => {
        const entry = { grant, signal, done: resolve };
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(entry);
        next();
      });
    },
  };
}

describe('webLocksLeadership', () => {
  it('lets one tab lead, and the next waiting one when it gives up', async () => {
    const locks = fakeLocks();
    const nav = { locks } as unknown as Navigator;
    const leads: string[] = [];
    const first = webLocksLeadership('poll', nav)!.request(
      () => leads.push('first'),
      () => undefined,
    );
    const second = webLocksLeadership('poll', nav)!.request(
      () => leads.push('second'),
      () => undefined,
    );
    await Promise.resolve();
    expect(leads).toEqual(['first']);
    first();
    await vi.waitFor(() => expect(leads).toEqual(['first', 'second']));
    second();
  });

  it('polls alone where locks are refused (an opaque origin)', async () => {
    const nav = {
      locks: { request: () => Promise.reject(new DOMException('opaque', 'SecurityError')) },
    } as unknown as Navigator;
    const onLead = vi.fn();
    webLocksLeadership('poll', nav)!.request(onLead, () => undefined);
    await vi.waitFor(() => expect(onLead).toHaveBeenCalledTimes(1));
  });

  it('is undefined without Web Locks, so the lease takes over', () => {
    expect(webLocksLeadership('poll', {} as Navigator)).toBeUndefined();
  });
});

describe('leaseLeadership', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  const lease = (tabs: ReturnType<ReturnType<typeof sharedTabs>['tab']>, tabId: string) =>
    leaseLeadership({ tabs, key: 'lease', tabId, ttlMs: 15_000 });

  it('gives the lead to one tab, and to another at once when it is given up', async () => {
    const hub = sharedTabs();
    const leads: string[] = [];
    const giveUp = lease(hub.tab(), 'a').request(
      () => leads.push('a'),
      () => undefined,
    );
    lease(hub.tab(), 'b').request(
      () => leads.push('b'),
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(leads).toEqual(['a']);
    giveUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(leads).toEqual(['a', 'b']);
  });

  it('takes over a closed leader’s lease once it has run out', async () => {
    const hub = sharedTabs();
    hub.entries.set('lease', JSON.stringify({ tab: 'closed', until: Date.now() + 15_000 }));
    const onLead = vi.fn();
    lease(hub.tab(), 'b').request(onLead, () => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onLead).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onLead).toHaveBeenCalledTimes(1);
  });

  it('steps down when another tab wrote the lease at the same moment', async () => {
    const hub = sharedTabs();
    const onLose = vi.fn();
    lease(hub.tab(), 'a').request(() => undefined, onLose);
    hub.entries.set('lease', JSON.stringify({ tab: 'b', until: Date.now() + 15_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onLose).toHaveBeenCalledTimes(1);
  });
});

describe('localTabStorage', () => {
  beforeEach(() => resetLogMemory());

  it('keeps values for this page with one console line when storage is blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = Object.defineProperty(new EventTarget(), 'localStorage', {
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    }) as unknown as Window;
    const tabs = localTabStorage(win);
    tabs.write('key', { a: 1 });
    tabs.write('key', { a: 2 });
    expect(tabs.read('key')).toEqual({ a: 2 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[kiosk:platform\] localStorage is not available/);
    warn.mockRestore();
  });

  it('reads what another tab wrote, and hears of it through the storage event', () => {
    const tabs = localTabStorage(window);
    const listener = vi.fn();
    const stop = tabs.watch('kiosk_test', listener);
    localStorage.setItem('kiosk_test', '{"from":"other tab"}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'kiosk_test' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tabs.read('kiosk_test')).toEqual({ from: 'other tab' });
    localStorage.setItem('kiosk_test', 'not json');
    expect(tabs.read('kiosk_test')).toBeUndefined();
    stop();
    localStorage.removeItem('kiosk_test');
  });
});
