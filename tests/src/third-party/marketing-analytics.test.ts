import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { startConsent } from '../../../src/consent/consent.ts';
import { startMarketingAnalytics } from '../../../src/third-party/marketing-analytics.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { tcStringFor } from '../consent/tc-strings.ts';

/** The demo GVL's made-up marketing-analytics vendor. */
const VENDOR = 9901;
const SCRIPT = 'https://tool.example/tag.js';

function setUp(section: Record<string, unknown>) {
  document.body.innerHTML = `<script type="application/json" id="kiosk-config">${JSON.stringify({
    project: 'ams',
    apiHost: 'https://api.example',
    marketingAnalytics: section,
  })}</script>`;
  const cmp = new CmpApi(999, 1, false);
  cmp.update('', true);
  const bus = createBus(document);
  const consent = startConsent(bus, true);
  startMarketingAnalytics({ bus, consent });
  const scripts = () =>
    [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  return { cmp, consent, scripts };
}

describe('marketing-analytics tool (spec 9.6, issue 24)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetLogMemory();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as { __tcfapi?: unknown }).__tcfapi;
  });

  it('loads its script once, when idle, only after consent for its vendor, also when the reader agrees later', () => {
    const { cmp, scripts } = setUp({ scriptUrl: SCRIPT, vendorId: VENDOR });
    vi.runAllTimers();
    expect(scripts()).toEqual([]);
    cmp.update(tcStringFor([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [755]), false);
    vi.runAllTimers();
    expect(scripts()).toEqual([]);
    cmp.update(tcStringFor([1, 8], [VENDOR]), false);
    expect(scripts()).toEqual([]);
    vi.runAllTimers();
    expect(scripts()).toEqual([SCRIPT]);
    cmp.update(tcStringFor([1, 8, 9], [VENDOR]), false);
    vi.runAllTimers();
    expect(scripts()).toEqual([SCRIPT]);
  });

  it('loads it within 2 s of the consent on a page that is never idle', () => {
    // A browser with no idle period: the callback runs only when its timeout forces it.
    vi.stubGlobal('requestIdleCallback', (fire: () => void, options?: { timeout?: number }) =>
      options?.timeout === undefined ? 0 : setTimeout(fire, options.timeout),
    );
    const { cmp, scripts } = setUp({ scriptUrl: SCRIPT, vendorId: VENDOR });
    cmp.update(tcStringFor([1, 8], [VENDOR]), false);
    vi.advanceTimersByTime(1_999);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual([SCRIPT]);
  });

  it('loads nothing for a Pur subscriber who agreed', () => {
    const { cmp, consent, scripts } = setUp({ scriptUrl: SCRIPT, vendorId: VENDOR });
    consent.setSubscriber(true);
    cmp.update(tcStringFor([1, 8], [VENDOR]), false);
    vi.runAllTimers();
    expect(scripts()).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', ''])(
    'drops a script URL that is not https (%j) and loads nothing',
    (scriptUrl) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { cmp, scripts } = setUp({ scriptUrl, vendorId: VENDOR });
      cmp.update(tcStringFor([1, 8], [VENDOR]), false);
      vi.runAllTimers();
      expect(scripts()).toEqual([]);
    },
  );
});
