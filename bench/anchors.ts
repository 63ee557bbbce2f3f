/** Figures from the best-known products, for scale (issue 4; ../shared/anchors/cart.md §3). */
export const ANCHORS: ReadonlyArray<{ name: string; gzip: number; note?: string }> = [
  { name: 'is-land (islands loader)', gzip: 2_080 },
  { name: "Astro's island runtime", gzip: 1_787 },
  { name: 'Shopify Buy Button JS', gzip: 59_104, note: '+ 4,995 B CSS' },
  { name: 'react-dom', gzip: 68_958 },
  { name: 'preact/compat', gzip: 7_183 },
];
