import { readFileSync } from 'node:fs';

interface EmbedChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The partner embed's files from dist/embed-manifest.json: what runs at load (cart-embed.js and its
 * static imports) and what the first add, `open` or a stored cart loads on top (embed/cart-app.tsx).
 */
export function embedFiles(dist: string): { atLoad: string[]; onFirstNeed: string[] } {
  const manifest = JSON.parse(readFileSync(`${dist}/embed-manifest.json`, 'utf8')) as Record<
    string,
    EmbedChunk
  >;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const atLoad = closure(['embed/cart-embed.ts']);
  const later = closure(manifest['embed/cart-embed.ts']?.dynamicImports ?? []);
  const files = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.file ?? []);
  return { atLoad: files(atLoad), onFirstNeed: files([...later].filter((key) => !atLoad.has(key))) };
}
