import type { TreeBrand } from './vehicle-types.ts';

/** A version found by name, with the path the picker's three selects take to it. */
export interface ModelMatch {
  brand: string;
  series: string;
  version: string;
  /** 'VW Golf 1.5 eTSI DSG', as the selects would show it. */
  label: string;
}

/**
 * Case and umlauts folded, so 'mueller', 'muller' and 'Müller' meet: accents go (NFD), ß is ss, and
 * the written-out umlauts (ae, oe, ue) become the plain vowel on both sides.
 */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/([aou])e/g, '$1');

/**
 * issue 23: the comparison's type-ahead. Every word typed must appear in a version's full name (brand,
 * series, version), across all brands of the loaded tree; at most `limit` matches, in the tree's order.
 */
export function findModels(tree: readonly TreeBrand[], text: string, limit = 8): ModelMatch[] {
  const words = foldForSearch(text).split(/\s+/).filter(Boolean);
  if (words.length == 0) return [];
  const found: ModelMatch[] = [];
  for (const brand of tree)
    for (const series of brand.series)
      for (const version of series.versions) {
        const label = `${brand.name} ${series.name} ${version.name}`;
        const folded = foldForSearch(label);
        if (!words.every((word) => folded.includes(word))) continue;
        found.push({ brand: brand.id, series: series.id, version: version.id, label });
        if (found.length == limit) return found;
      }
  return found;
}
