import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { startConsent } from '../../../src/consent/consent.ts';
import { consentLater } from '../../../src/consent/consent-later.ts';
import type { TcData } from '../../../src/consent/tc-data.ts';

type Listener = (tcData: TcData, success: boolean) => void;
const answer = (purposes: Record<string, boolean>): TcData => ({
  gdprApplies: true,
  eventStatus: 'useractioncomplete',
  purpose: { consents: purposes },
  vendor: { consents: {} },
});

describe('consentLater (issue 22: the CMP is read on idle)', () => {
  it('is not ready before it starts, and hands the answers heard before then over in order', () => {
    const listeners: Listener[] = [];
    vi.stubGlobal('__tcfapi', (_: string, __: number, listener: Listener) => listeners.push(listener));
    const consent = consentLater();
    expect(listeners).toHaveLength(1);
    // The reader agrees, then refuses, before idle; a subscriber flag arrives as well.
    listeners[0]?.(answer({ 1: true, 8: true }), true);
    listeners[0]?.(answer({}), true);
    consent.setSubscriber(true);
    expect(consent.allows({ purpose: 1 })).toBe(false);
    expect(consent.state()).toMatchObject({ ready: false, subscriber: true });

    const bus = createBus(document);
    const changes = vi.fn();
    bus.on('consent-changed', changes);
    consent.start((subscriber, tcfapi) => startConsent(bus, true, subscriber, tcfapi));
    expect(consent.state()).toMatchObject({ ready: true, purposes: [], subscriber: true });
    const seen = changes.mock.calls.map(([state]) => (state as { purposes: number[] }).purposes);
    expect(seen[0]).toEqual([1, 8]);
    expect(seen.at(-1)).toEqual([]);
    // Live answers go straight through from then on.
    listeners[0]?.(answer({ 1: true, 8: true }), true);
    expect(consent.allows({ purpose: 8 })).toBe(true);
  });

  it('without a CMP, Kiosk analytics runs once started, as the page config says', () => {
    vi.stubGlobal('__tcfapi', undefined);
    const consent = consentLater();
    const bus = createBus(document);
    consent.start((subscriber, tcfapi) => startConsent(bus, true, subscriber, tcfapi));
    expect(consent.allows({ purpose: 1 })).toBe(true);
    expect(consent.allows({ vendor: 755 })).toBe(false);
  });
});
