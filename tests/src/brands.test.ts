import { describe, expect, it } from 'vitest';
import { BRANDS, themeProject } from '../../src/brands.ts';

describe('brand table', () => {
  it('has one brand per subject area of spec §1', () => {
    const subjects = new Set(BRANDS.map((brand) => brand.subject));
    for (const subject of [
      'cars',
      'motorcycles',
      'aviation',
      'camping',
      'cycling',
      'fitness',
      'home',
      'fuel-prices',
      'tech-pro',
    ])
      expect(subjects).toContain(subject);
    expect(new Set(BRANDS.map((brand) => brand.project)).size).toBe(BRANDS.length);
  });

  it('maps love→wh and lovemh→mh in preview mode only (spec 2.2)', () => {
    expect(themeProject('love', true)).toBe('wh');
    expect(themeProject('lovemh', true)).toBe('mh');
    expect(themeProject('love', false)).toBe('love');
    expect(themeProject('ams', true)).toBe('ams');
  });
});
