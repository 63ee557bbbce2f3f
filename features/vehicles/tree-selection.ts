import type { TreeBrand, TreeSeries } from './vehicle-types.ts';

/** The picker's path through the tree: brand → series → version (spec 2.7 'Marke', 'Baureihe'). */
export interface TreeSelection {
  brand?: string;
  series?: string;
  version?: string;
}

/**
 * Choosing a level clears the levels below it, so a version never belongs to another brand than
 * the one shown; an id the tree does not hold selects nothing.
 */
export function selectInTree(
  tree: readonly TreeBrand[],
  selection: TreeSelection,
  level: keyof TreeSelection,
  id: string | undefined,
): TreeSelection {
  if (level == 'brand') return tree.some((brand) => brand.id == id) ? { brand: id } : {};
  const brand = tree.find((entry) => entry.id == selection.brand);
  if (level == 'series') {
    const found = brand?.series.some((series) => series.id == id);
    return found ? { brand: selection.brand, series: id } : { brand: selection.brand };
  }
  const series = seriesOf(tree, selection);
  const found = series?.versions.some((version) => version.id == id);
  return found ? { ...selection, version: id } : { brand: selection.brand, series: selection.series };
}

export const seriesOf = (tree: readonly TreeBrand[], selection: TreeSelection): TreeSeries | undefined =>
  tree.find((brand) => brand.id == selection.brand)?.series.find((series) => series.id == selection.series);

/** The options of each level under the current selection. */
export function treeOptions(tree: readonly TreeBrand[], selection: TreeSelection) {
  const brand = tree.find((entry) => entry.id == selection.brand);
  return {
    brands: tree.map(({ id, name }) => ({ id, name })),
    series: brand?.series.map(({ id, name }) => ({ id, name })) ?? [],
    versions: seriesOf(tree, selection)?.versions ?? [],
  };
}
