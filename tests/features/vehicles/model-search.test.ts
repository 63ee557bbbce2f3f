import { describe, expect, it } from 'vitest';
import { buildTree, CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import { findModels, foldForSearch } from '../../../features/vehicles/model-search.ts';
import type { TreeBrand } from '../../../features/vehicles/vehicle-types.ts';

const cars = buildTree(CATALOGUE, 'car');
const labels = (text: string, tree: readonly TreeBrand[] = cars) =>
  findModels(tree, text).map((m) => m.label);

describe("the comparison's model search (issue 23)", () => {
  it('finds versions across brands by every word typed, with the path the selects take', () => {
    expect(labels('tdi dsg')).toEqual([
      'Skoda Octavia Combi 2.0 TDI DSG',
      'VW Golf 2.0 TDI DSG',
      'VW Passat Variant 2.0 TDI DSG',
    ]);
    expect(findModels(cars, 'golf gti')).toEqual([
      { brand: 'vw', series: 'vw-golf', version: 'vw-golf-gti-dsg', label: 'VW Golf GTI DSG' },
    ]);
  });

  it('folds case, accents and umlauts, written either way', () => {
    expect(labels('TENERE', buildTree(CATALOGUE, 'motorcycle'))).toEqual(['Yamaha Ténéré 700 Basis']);
    const tree: TreeBrand[] = [
      {
        id: 'bussing',
        name: 'Büssing',
        series: [{ id: 'b-grosse', name: 'Große Klasse', versions: [{ id: 'b-1', name: 'Fünfsitzer' }] }],
      },
    ];
    for (const text of ['büssing', 'BUESSING', 'bussing grosse', 'funfsitzer', 'fuenfsitzer'])
      expect(labels(text, tree), text).toEqual(['Büssing Große Klasse Fünfsitzer']);
    expect(foldForSearch('Größe')).toBe(foldForSearch('groesse'));
  });

  it('finds nothing for no words or words no version has, and at most the limit', () => {
    expect(labels('   ')).toEqual([]);
    expect(labels('golf zebra')).toEqual([]);
    expect(findModels(cars, 'e', 4)).toHaveLength(4);
  });
});
