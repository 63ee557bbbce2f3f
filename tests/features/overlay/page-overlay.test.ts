import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOverlay } from '../../../features/overlay/page-overlay.ts';
import { createBus } from '../../../src/bus.ts';
import { startConsent } from '../../../src/consent/consent.ts';
import { createHostApi } from '../../../src/host-api.ts';
import { sharedTabs } from '../../support/shared-tabs.ts';
import { tcStringFor } from '../../src/consent/tc-strings.ts';

const ARRIVAL_MS = 1_000;

function setUp() {
  const cmp = new CmpApi(999, 1, false);
  cmp.update('', true);
  const bus = createBus(document);
  const consent = startConsent(bus, true);
  const host = createHostApi(bus);
  const states: string[] = [];
  host.on('overlay', ({ id, state }) => states.push(`${id} ${state}`));
  pageOverlay({ bus, consent }, sharedTabs().tab(), ARRIVAL_MS);
  return { cmp, host, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete (window as { __kioskOverlay?: unknown }).__kioskOverlay;
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
});
