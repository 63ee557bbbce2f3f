import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../../../src/analytics/create-analytics.ts';
import { createBus } from '../../../src/bus.ts';
import { parsePageData, parseSiteConfig } from '../../../src/config.ts';
import { startConsent } from '../../../src/consent/consent.ts';
import { resetLogMemory } from '../../../src/log.ts';
import type { ReceivedEvent } from '../../../demo-host/api/events/index.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { tcStringFor } from '../consent/tc-strings.ts';

const PUR = { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false };

/** A page with the IAB's CMP API showing its banner, Kiosk's consent and analytics, the demo's sink. */
function usePage() {
  const backend = routeFetchToDemoHost();
  const cmp = new CmpApi(999, 1, false);
  cmp.update('', true);
  const bus = createBus(document);
  const config = parseSiteConfig({ project: 'mo', apiHost: backend.apiHost }, 'http://localhost:5173');
  const page = parsePageData({ analyticsDomain: 'motorrad.kiosk-demo.de' });
  const consent = startConsent(bus, true);
  const analytics = createAnalytics({ bus, config, page, consent });
  analytics.articleReady();
  const received = async () =>
    ((await (await backend.app.request('/api/events')).json()) as ReceivedEvent[]).reverse();
  const names = async () => (await received()).map((event) => event.n);
  /** Lets every send started so far reach the sink. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { ...backend, cmp, consent, analytics, received, names, settle };
}

describe('analytics waits for consent (issue 24)', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(false);
  });
  afterEach(() => {
    delete (window as { __tcfapi?: unknown }).__tcfapi;
  });

  it('holds events while the banner is up and sends them in order once the reader accepts', async () => {
    const { cmp, analytics, names, requests, settle } = usePage();
    analytics.loginReady({ loggedIn: false });
    analytics.track('login_start');
    analytics.track('paywall_impression');
    await settle();
    expect(requests).toEqual([]);
    cmp.update(tcStringFor([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [755]), false);
    analytics.track('paywall_click', { offer: 'monat' });
    await vi.waitFor(async () =>
      expect(await names()).toEqual(['login_start', 'paywall_impression', 'paywall_click']),
    );
  });

  it('drops what was held when the reader refuses, logs it once, and sends after a change of mind', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { cmp, analytics, names, requests, settle } = usePage();
    analytics.loginReady({ loggedIn: false });
    analytics.track('login_start');
    cmp.update(tcStringFor([], []), false);
    analytics.track('paywall_impression');
    await settle();
    expect(requests).toEqual([]);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('no consent'))).toHaveLength(1);

    cmp.update(tcStringFor([1, 8], []), false);
    analytics.track('paywall_click', { offer: 'monat' });
    await vi.waitFor(async () => expect(await names()).toEqual(['paywall_click']));
  });

  it('needs both analytics purposes: 1 without 8 sends nothing', async () => {
    const { cmp, analytics, requests, settle } = usePage();
    analytics.loginReady({ loggedIn: false });
    cmp.update(tcStringFor([1, 9], [755]), false);
    analytics.track('login_start');
    await settle();
    expect(requests).toEqual([]);
  });

  it('reports a Pur subscriber with their tier as before, even when the CMP holds a refusal', async () => {
    const { cmp, consent, analytics, received } = usePage();
    analytics.track('login_start');
    cmp.update(tcStringFor([], []), false);
    consent.setSubscriber(true);
    analytics.loginReady({ loggedIn: true, subscription: PUR });
    await vi.waitFor(async () => expect(await received()).toHaveLength(1));
    expect((await received())[0]?.m).toMatchObject({ consent_status: 'pur', abo_type: 'pur' });
  });
});
