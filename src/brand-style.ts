import type { BrandColours } from './brands.ts';
import type { SiteConfig } from './config.ts';
import { injectStyle } from './inject-style.ts';

const brandTokens = ({ accent, onAccent }: BrandColours) =>
  `--kiosk-brand:${accent};--kiosk-on-brand:${onAccent}`;

/**
 * spec 2.2: every page carries `theme-{project}`; widget CSS reads the brand's colours for both themes
 * from custom properties. These selectors outrank the neutral defaults in ui/tokens.css (written
 * with `:where()`), so it does not matter which of the two styles reaches the page first.
 */
export function applyBrand(config: SiteConfig) {
  document.documentElement.classList.add(`theme-${config.project}`);
  const { light, dark } = config.brand.colours;
  injectStyle('brand', `:root{${brandTokens(light)}}:root[data-kiosk-theme=dark]{${brandTokens(dark)}}`);
}
