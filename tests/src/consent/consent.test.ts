import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { TCString } from '@iabtechlabtcf/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../../src/bus.ts';
import { startConsent, type ConsentState } from '../../../src/consent/consent.ts';
import { tcStringFor, VENDOR_IDS } from './tc-strings.ts';

const PURPOSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const subsetOf = (ids: number[]) => fc.subarray(ids).map((picked) => [...picked].sort((a, b) => a - b));

/** The IAB's own CMP API on this page: installs `window.__tcfapi` as a real CMP does. */
function startCmp() {
  return new CmpApi(999, 1, false);
}

function lastState(bus: Bus) {
  return () => bus.last('consent-changed') as ConsentState | undefined;
}

afterEach(() => {
  delete (window as { __tcfapi?: unknown }).__tcfapi;
  document.documentElement.removeAttribute('data-kiosk-consent');
});

describe('consent from the page CMP (issue 24, spec 3.6)', () => {
  it('is not ready while the banner is up, and nothing is allowed', () => {
    const cmp = startCmp();
    cmp.update('', true);
    const bus = createBus(document);
    const consent = startConsent(bus, true);
    expect(consent.state().ready).toBe(false);
    expect(consent.allows({ purpose: 1 })).toBe(false);
    expect(bus.last('consent-changed')).toBeUndefined();
    expect(document.documentElement.getAttribute('data-kiosk-consent')).toBe('pending');
  });

  it('allows exactly the purposes and vendors the TC string carries, and follows each change of mind', () => {
    const cmp = startCmp();
    cmp.update('', true);
    const bus = createBus(document);
    const consent = startConsent(bus, true);
    const state = lastState(bus);
    fc.assert(
      fc.property(subsetOf(PURPOSES), subsetOf(VENDOR_IDS), (purposes, vendors) => {
        const tcString = tcStringFor(purposes, vendors);
        cmp.update(tcString, false);
        expect(state()?.ready).toBe(true);
        expect(document.documentElement.getAttribute('data-kiosk-consent')).toBe('ready');
        for (const purpose of PURPOSES) expect(consent.allows({ purpose })).toBe(purposes.includes(purpose));
        for (const vendor of VENDOR_IDS) expect(consent.allows({ vendor })).toBe(vendors.includes(vendor));
        expect(state()?.vendors).toEqual(vendors);
        // What Kiosk saw decodes, with the IAB's own library, to the reader's choice.
        const seen = TCString.decode(state()?.tcString ?? '');
        expect([...seen.purposeConsents.values()]).toEqual(purposes);
        expect([...seen.vendorConsents.values()]).toEqual(vendors);
      }),
      { numRuns: 40 },
    );
  });

  it('reads a stored choice at once (tcloaded)', () => {
    const cmp = startCmp();
    cmp.update(tcStringFor([1, 8], [755]), false);
    const consent = startConsent(createBus(document), false);
    expect(consent.state().ready).toBe(true);
    expect(consent.allows({ vendor: 755 })).toBe(true);
    expect(consent.allows({ vendor: 91 })).toBe(false);
  });

  it('lets a Pur or plus subscriber load no third party, whatever the CMP says', () => {
    const cmp = startCmp();
    cmp.update(tcStringFor(PURPOSES, VENDOR_IDS), false);
    const bus = createBus(document);
    const consent = startConsent(bus, true);
    expect(consent.allows({ vendor: 755 })).toBe(true);
    consent.setSubscriber(true);
    expect(consent.allows({ vendor: 755 })).toBe(false);
    expect(lastState(bus)()).toMatchObject({ subscriber: true, vendors: [] });
    consent.setSubscriber(false);
    expect(consent.allows({ vendor: 755 })).toBe(true);
  });

  it.each([
    [true, true],
    [false, false],
  ])('without a CMP: no vendor; analytics purposes %s when the config says %s', (analytics) => {
    const consent = startConsent(createBus(document), analytics);
    expect(consent.state()).toMatchObject({ ready: true, vendors: [] });
    expect(consent.allows({ vendor: 755 })).toBe(false);
    expect(consent.allows({ purpose: 8 })).toBe(analytics);
  });

  it('treats a CMP that says GDPR does not apply like no CMP', () => {
    const cmp = startCmp();
    cmp.update(null, false);
    const consent = startConsent(createBus(document), true);
    expect(consent.state()).toMatchObject({ ready: true, vendors: [], purposes: [1, 8] });
  });
});
