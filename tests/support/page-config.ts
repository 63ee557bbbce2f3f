import { jsonForScript } from '../../demo-host/layout.ts';

/**
 * The page's `#kiosk-config` block in the head, as the demo host's layout writes it (the widgets read
 * their sections there, not from the config given to `kioskOnDemoHost`). Replaces the head.
 */
export function writePageConfig(config: object): void {
  document.head.innerHTML = `<script type="application/json" id="kiosk-config">${jsonForScript(config)}</script>`;
}
