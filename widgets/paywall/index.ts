import { defineWidget } from '../../src/kit/define-widget.ts';
import { startPaywall } from './start-paywall.ts';
import { meta } from './meta.ts';
import { readPaywallSettings } from './settings.ts';
// The tokens only: the paywall renders plain DOM and needs no UI runtime (ui/base.css rides with it).
import '../../ui/tokens.css';
import './paywall.css';

/**
 * `data-widget="paywall"` on the article text block: the metered paywall (spec 4.2). The article is
 * the server's markup and stays; the widget only cuts it and adds the offer box when the provider
 * says so. Without its config section it does nothing (the section's reader reports why).
 */
export const mount = defineWidget(meta, async ({ element, kiosk, scope }) => {
  const settings = readPaywallSettings();
  if (settings) await startPaywall({ element, kiosk, scope, settings });
});
