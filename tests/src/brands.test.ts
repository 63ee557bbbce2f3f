import { describe, expect, it } from 'vitest';
import { BRANDS, forProject, themeProject } from '../../src/brands.ts';

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

  it("reads a feature's own table by project code, with its default for every other project", () => {
    const table = { default: 'neutral', mo: 'motorcycle' };
    expect(forProject(table, 'mo')).toBe('motorcycle');
    expect(forProject(table, 'ams')).toBe('neutral');
    expect(forProject(table, 'constructor')).toBe('neutral');
  });
});
