// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS, NEUTRAL_BRAND, type Brand } from '../../src/brands.ts';

/** WCAG 2.2 thresholds: 1.4.3 (text, large text) and 1.4.11 (focus rings, borders of controls). */
const TEXT = 4.5;
const LARGE_TEXT = 3;
const NON_TEXT = 3;

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

type Theme = 'light' | 'dark';

/** The token declarations of one block of ui/tokens.css, as written (the dark block only overrides). */
function tokenBlock(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`ui/tokens.css has no ${selector} block`);
  const body = css.slice(start, css.indexOf('}', start)).replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...body.matchAll(/(--kiosk-[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const css = readFileSync(new URL('../../ui/tokens.css', import.meta.url), 'utf8');
const light = tokenBlock(css, ':where(:root)');
const TOKENS: Record<Theme, Record<string, string>> = {
  light,
  dark: { ...light, ...tokenBlock(css, ":where(:root[data-kiosk-theme='dark'])") },
};

/** A token's colour in a theme with the page's brand applied (as src/brand-style.ts injects it). */
function tokenColour(theme: Theme, brand: Brand, name: string): string {
  const brandTokens: Record<string, string> = {
    '--kiosk-brand': brand.colours[theme].accent,
    '--kiosk-on-brand': brand.colours[theme].onAccent,
  };
  const value = brandTokens[name] ?? TOKENS[theme][name];
  if (value === undefined) throw new Error(`ui/tokens.css does not define ${name}`);
  const reference = /^var\((--kiosk-[a-z-]+)\)$/.exec(value);
  return reference ? tokenColour(theme, brand, reference[1]!) : value;
}

const SURFACES = ['--kiosk-surface', '--kiosk-surface-raised'];
const THEMES: Theme[] = ['light', 'dark'];

describe('brand colours meet WCAG AA on the tokens of ui/tokens.css', () => {
  for (const brand of [...BRANDS, NEUTRAL_BRAND])
    for (const theme of THEMES)
      it(`${brand.project} in the ${theme} theme`, () => {
        const colour = (name: string) => tokenColour(theme, brand, name);
        const brandColour = colour('--kiosk-brand');
        // "Zur Kasse", add-to-cart, the cart button: on-brand text on the brand.
        expect(contrast(colour('--kiosk-on-brand'), brandColour)).toBeGreaterThanOrEqual(TEXT);
        expect(contrast(colour('--kiosk-on-brand'), brandColour)).toBeGreaterThanOrEqual(LARGE_TEXT);
        for (const surface of SURFACES) {
          // Brand-coloured text and links on a panel, at body and at large size.
          expect(contrast(brandColour, colour(surface))).toBeGreaterThanOrEqual(TEXT);
          expect(contrast(brandColour, colour(surface))).toBeGreaterThanOrEqual(LARGE_TEXT);
          // The focus ring is drawn on the surface around the control.
          expect(contrast(colour('--kiosk-focus'), colour(surface))).toBeGreaterThanOrEqual(NON_TEXT);
        }
      });
});

describe('the neutral tokens meet WCAG AA', () => {
  for (const theme of THEMES)
    it(`in the ${theme} theme`, () => {
      const colour = (name: string) => tokenColour(theme, NEUTRAL_BRAND, name);
      for (const surface of SURFACES) {
        for (const text of ['--kiosk-text', '--kiosk-text-muted', '--kiosk-danger', '--kiosk-success'])
          expect(contrast(colour(text), colour(surface)), `${text} on ${surface}`).toBeGreaterThanOrEqual(
            TEXT,
          );
        expect(contrast(colour('--kiosk-border'), colour(surface))).toBeGreaterThanOrEqual(NON_TEXT);
      }
      // A disabled add-to-cart button: surface-coloured text on the muted colour.
      expect(contrast(colour('--kiosk-surface'), colour('--kiosk-text-muted'))).toBeGreaterThanOrEqual(TEXT);
    });

  it('default to the neutral brand of src/brands.ts', () => {
    for (const theme of THEMES) {
      expect(TOKENS[theme]['--kiosk-brand']).toBe(NEUTRAL_BRAND.colours[theme].accent);
      expect(TOKENS[theme]['--kiosk-on-brand']).toBe(NEUTRAL_BRAND.colours[theme].onAccent);
    }
  });
});

describe('the contrast helper', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // The cycling brand's house orange with white text: why its light accent is darker.
    expect(contrast('#ffffff', '#f28c00')).toBeLessThan(TEXT);
  });
});
