import type { Kiosk } from '../widget-contract.ts';
import { readConfigSection } from '../kit/config-section.ts';
import { loadThirdPartyScript } from './third-party-script.ts';

/**
 * spec 9.6: the further marketing-analytics tool, on projects whose brand-table flag
 * `marketingAnalytics` is on. `#kiosk-config` names its script and its Global Vendor List id:
 * `"marketingAnalytics": { "scriptUrl": "https://…", "vendorId": 123 }`. Without both nothing loads.
 */
export function startMarketingAnalytics(kiosk: Pick<Kiosk, 'bus' | 'consent'>): void {
  const { scriptUrl, vendorId } = readConfigSection('marketing-analytics', 'marketingAnalytics', (read) => ({
    scriptUrl: read.string('scriptUrl'),
    vendorId: read.number('vendorId'),
  }));
  if (vendorId === undefined) return;
  loadThirdPartyScript(kiosk, {
    vendor: vendorId,
    src: scriptUrl,
    source: 'marketing-analytics',
    field: 'marketingAnalytics.scriptUrl',
  });
}
