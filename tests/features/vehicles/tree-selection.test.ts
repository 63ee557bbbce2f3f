import { describe, expect, it } from 'vitest';
import { buildTree, CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import { selectInTree, treeOptions } from '../../../features/vehicles/tree-selection.ts';

const tree = buildTree(CATALOGUE, 'car');

describe('the brand → series → version picker (spec 2.7)', () => {
  it('offers the series of the chosen brand and the versions of the chosen series', () => {
    let selection = selectInTree(tree, {}, 'brand', 'vw');
    expect(treeOptions(tree, selection).series.map((series) => series.name)).toEqual([
      'Golf',
      'ID.3',
      'ID.4',
      'Passat',
      'Tiguan',
    ]);
    expect(treeOptions(tree, selection).versions).toEqual([]);
    selection = selectInTree(tree, selection, 'series', 'vw-golf');
    expect(treeOptions(tree, selection).versions.map((version) => version.name)).toEqual([
      '1.5 eTSI DSG',
      '2.0 TDI DSG',
      'GTI DSG',
    ]);
    selection = selectInTree(tree, selection, 'version', 'vw-golf-gti-dsg');
    expect(selection).toEqual({ brand: 'vw', series: 'vw-golf', version: 'vw-golf-gti-dsg' });
  });

  it('clears the levels below when a level changes', () => {
    const golf = { brand: 'vw', series: 'vw-golf', version: 'vw-golf-gti-dsg' };
    expect(selectInTree(tree, golf, 'brand', 'bmw')).toEqual({ brand: 'bmw' });
    expect(selectInTree(tree, golf, 'series', 'vw-id-3')).toEqual({ brand: 'vw', series: 'vw-id-3' });
    expect(selectInTree(tree, golf, 'brand', undefined)).toEqual({});
  });

  it('selects nothing for an id of another branch or none at all', () => {
    const vw = { brand: 'vw' };
    expect(selectInTree(tree, vw, 'series', 'bmw-3er')).toEqual({ brand: 'vw' });
    expect(
      selectInTree(tree, { brand: 'vw', series: 'vw-golf' }, 'version', 'bmw-3er-320i-limousine'),
    ).toEqual({
      brand: 'vw',
      series: 'vw-golf',
    });
    expect(selectInTree(tree, {}, 'brand', 'trabant')).toEqual({});
  });
});
