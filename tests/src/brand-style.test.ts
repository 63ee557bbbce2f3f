import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand } from '../../src/brand-style.ts';
import { parseSiteConfig } from '../../src/config.ts';

describe('applyBrand', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.documentElement.className = '';
  });

  it("sets the theme class and the brand's tokens for both themes (spec 2.2)", () => {
    applyBrand(parseSiteConfig({ project: 'rb' }, 'https://www.example.de'));
    expect(document.documentElement.classList).toContain('theme-rb');
    const css = document.querySelector('style[data-kiosk-style="brand"]')?.textContent;
    expect(css).toBe(
      ':root{--kiosk-brand:#ae6405;--kiosk-on-brand:#ffffff}' +
        ':root[data-kiosk-theme=dark]{--kiosk-brand:#f28c00;--kiosk-on-brand:#1a1a1a}',
    );
  });
});
