import { defineConfigSection } from '../kit/config-schema.ts';
import { readConfigSection } from '../kit/config-section.ts';
import type { Kiosk } from '../widget-contract.ts';
import { loadThirdPartyScript } from './third-party-script.ts';

/** `#kiosk-config` `marketingAnalytics`: the tool's script and its Global Vendor List id. */
export const MARKETING_ANALYTICS_SECTION = defineConfigSection('marketingAnalytics', {
  scriptUrl: { type: 'string', required: true, description: 'the tool’s script (https)' },
  vendorId: {
    type: 'number',
    whole: true,
    min: 1,
    description: 'the tool’s Global Vendor List id; it loads after consent for this vendor',
  },
});

/**
 * spec 9.6: the further marketing-analytics tool, on projects in MARKETING_ANALYTICS_PROJECTS (or a
 * page whose `features.marketingAnalytics` is on). Without both fields nothing loads.
 */
export function startMarketingAnalytics(kiosk: Pick<Kiosk, 'bus' | 'consent'>): void {
  const settings = readConfigSection('marketing-analytics', MARKETING_ANALYTICS_SECTION);
  if (settings?.vendorId === undefined) return;
  loadThirdPartyScript(kiosk, {
    vendor: settings.vendorId,
    src: settings.scriptUrl,
    source: 'marketing-analytics',
    field: 'marketingAnalytics.scriptUrl',
  });
}
