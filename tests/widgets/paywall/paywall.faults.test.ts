import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { PAYWALL_CONFIG, PROVIDER_SCRIPT_PATH } from '../../../demo-host/api/paywall/seed.ts';
import { createWidgetScope } from '../../../src/kit/widget-scope.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { readPageFlag } from '../../../src/page-flags.ts';
import { publishSubscription } from '../../../src/session/subscription-state.ts';
import { LABELS as PAYWALL_LABELS } from '../../../widgets/paywall/labels.ts';
import { readPaywallSettings } from '../../../widgets/paywall/settings.ts';
import { startPaywall } from '../../../widgets/paywall/start-paywall.ts';
import { PAYWALLED } from '../../../widgets/paywall/wall.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { articlePage, loadThroughDemoHost } from './harness.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The paywall's fault row (e2e/faults/paywall.ts): the provider's loader script, the one backend it
 * calls, on a premium article. Every failure fails open (README "paywall"): the article stays whole,
 * with no offer box over nothing; once the script loads again, the wall is back.
 */

/**
 * The script timeout of the e2e row's page (`paywall.scriptTimeoutMs`; production keeps 10 s): shorter
 * than SLOW_MS, so the slow cell's script arrives after the timeout, as it does there.
 */
const SCRIPT_TIMEOUT_MS = 1_000;
const PARAGRAPHS = 8;

type Cell = ReturnType<typeof kioskOnDemoHost> & {
  article?: HTMLElement;
  scope?: ReturnType<typeof createWidgetScope>;
};

faultTable<Cell>([
  {
    action: 'paywall verdict (provider script, premium article)',
    call: { method: 'GET', path: PROVIDER_SCRIPT_PATH },
    timeoutMs: SCRIPT_TIMEOUT_MS,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      // The failure is said on the console (spec 8); the cells look at the page instead.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const demo = kioskOnDemoHost({}, { page: articlePage({ premium: true }) });
      const paywall = {
        ...PAYWALL_CONFIG,
        provider: { ...PAYWALL_CONFIG.provider, script: `${demo.backend.origin}${PROVIDER_SCRIPT_PATH}` },
        scriptTimeoutMs: SCRIPT_TIMEOUT_MS,
      };
      writePageConfig({ paywall });
      // The runtime's wiring (src/runtime.ts): the subscription follows the session.
      publishSubscription(demo.kiosk.bus);
      return demo;
    },
    async act(cell) {
      // The reader opens the premium article (again): a new page view, with the provider's global gone.
      cell.scope?.close();
      cell.article?.remove();
      delete (window as unknown as { demowall?: unknown }).demowall;
      resetLogMemory();
      const article = document.createElement('div');
      article.className = 'article-body';
      article.innerHTML = Array.from({ length: PARAGRAPHS }, (_, index) => `<p>Absatz ${index + 1}</p>`).join(
        '',
      );
      document.body.append(article);
      cell.article = article;
      cell.scope = createWidgetScope('paywall');
      // The widget's mount adds a script tag, which happy-dom would fetch past the demo host: the
      // loader hook the paywall has for tests runs the demo provider's script through it instead.
      await startPaywall({
        element: article,
        kiosk: cell.kiosk,
        scope: cell.scope,
        settings: readPaywallSettings()!,
        loadScript: loadThroughDemoHost,
      });
    },
    async failed({ article }) {
      // Past the script timeout: still no wall, the whole article readable.
      await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS + 300);
      await vi.waitFor(() => expect(readPageFlag('paywall')).toBe('false'));
      expect(document.querySelector('.kiosk-paywall')).toBeNull();
      expect(article!.getAttribute(PAYWALLED)).toBeNull();
      expect(article!.querySelectorAll('p')).toHaveLength(PARAGRAPHS);
      expect(article!.querySelector('p:last-child')?.textContent).toBe(`Absatz ${PARAGRAPHS}`);
    },
    async succeeded({ article }) {
      await vi.waitFor(() => expect(article!.getAttribute(PAYWALLED)).toBe('true'));
      within(document.body).getByRole('region', { name: PAYWALL_LABELS.region });
      expect(readPageFlag('paywall')).toBe('true');
    },
  },
]);
