import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOverlay } from '../../../src/overlay/page-overlay.ts';
import { sharedBus } from '../../../src/bus.ts';
import { startConsent } from '../../../src/consent/consent.ts';
import { createHostApi } from '../../../src/host-api.ts';
import { sharedTabs } from '../../support/shared-tabs.ts';
import { tcStringFor } from '../../src/consent/tc-strings.ts';

const ARRIVAL_MS = 1_000;

function setUp() {
  const cmp = new CmpApi(999, 1, false);
  cmp.update('', true);
  const bus = sharedBus();
  startConsent(bus, true);
  const host = createHostApi(bus);
  const states: string[] = [];
  host.on('overlay', ({ id, state }) => states.push(`${id} ${state}`));
  pageOverlay({ storage: sharedTabs().tab(), arrivalMs: ARRIVAL_MS, pageAgeMs: 0 });
  return { cmp, host, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete (window as { __kioskOverlay?: unknown }).__kioskOverlay;
  delete (window as { __kioskBus?: unknown }).__kioskBus;
  for (const flag of ['consent', 'paywall']) document.documentElement.removeAttribute(`data-kiosk-${flag}`);
  vi.restoreAllMocks();
  delete (window as { __tcfapi?: unknown }).__tcfapi;
  document.body.replaceChildren();
});

describe('the host asks the overlay layer for a turn (issue 24)', () => {
  it("waits for the consent answer and the page's arrival, then gives the host its turn", () => {
    const { cmp, host, states } = setUp();
    host.push(['overlay.request', { id: 'cms-newsletter' }]);
    vi.advanceTimersByTime(ARRIVAL_MS);
    expect(states).toEqual(['cms-newsletter queued']);
    cmp.update(tcStringFor([1], []), false);
    expect(states).toEqual(['cms-newsletter queued', 'cms-newsletter shown']);
    host.push(['overlay.closed', 'cms-newsletter']);
    expect(states.at(-1)).toBe('cms-newsletter closed');
  });

  it('holds the turn while the reader types in a form field', () => {
    const { cmp, host, states } = setUp();
    cmp.update(tcStringFor([1], []), false);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    host.push(['overlay.request', { id: 'cms-newsletter' }]);
    vi.advanceTimersByTime(ARRIVAL_MS);
    expect(states).toEqual(['cms-newsletter queued']);
    field.blur();
    expect(states.at(-1)).toBe('cms-newsletter shown');
  });

  it('holds the turn while the paywall verdict is pending (its page flag)', async () => {
    const { cmp, host, states } = setUp();
    cmp.update(tcStringFor([1], []), false);
    document.documentElement.setAttribute('data-kiosk-paywall', 'pending');
    await Promise.resolve();
    host.push(['overlay.request', { id: 'cms-newsletter' }]);
    vi.advanceTimersByTime(ARRIVAL_MS);
    expect(states).toEqual(['cms-newsletter queued']);
    document.documentElement.setAttribute('data-kiosk-paywall', 'true');
    await vi.waitFor(() => expect(states.at(-1)).toBe('cms-newsletter shown'));
  });

  it('lets the host close a pop-up that was pre-empted, and ask again', () => {
    const { cmp, host, states } = setUp();
    cmp.update(tcStringFor([1], []), false);
    host.push(['overlay.request', { id: 'cms-newsletter' }]);
    vi.advanceTimersByTime(ARRIVAL_MS);
    const closePanel = pageOverlay().request({
      id: 'bookmarks-panel',
      kind: 'reader',
      show: () => undefined,
    });
    host.push(['overlay.closed', 'cms-newsletter']);
    host.push(['overlay.request', { id: 'cms-newsletter' }]);
    closePanel();
    expect(states).toEqual([
      'cms-newsletter queued',
      'cms-newsletter shown',
      'cms-newsletter pre-empted',
      'bookmarks-panel shown',
      'cms-newsletter queued',
      'bookmarks-panel closed',
      'cms-newsletter shown',
    ]);
  });

  it.each([
    [['overlay.request', { priority: 1 }], 'overlay.request needs { id: string, priority?, cap? }; ignored'],
    [['overlay.closed', { id: 'cms-newsletter' }], 'overlay.closed takes the id; ignored'],
  ])('says what is wrong with a malformed host command: %j', (command, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host, states } = setUp();
    host.push(command as [string, unknown]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(message);
    expect(states).toEqual([]);
  });
});
