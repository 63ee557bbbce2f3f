import { themeProject } from './brands.ts';
import type { SiteConfig } from './config.ts';
import { injectStyle } from './inject-style.ts';

/** spec 2.2: every page carries `theme-{project}`; widget CSS reads the brand colour from a custom property. */
export function applyBrand(config: SiteConfig) {
  document.documentElement.classList.add(`theme-${themeProject(config.project, config.preview)}`);
  injectStyle('brand', `@layer kiosk{:root{--kiosk-brand:${config.brand.colour}}}`);
}
