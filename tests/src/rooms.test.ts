import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const filesUnder = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));

/** Every module `entry` reaches through its relative imports (static, dynamic and type-only). */
function reach(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g))
      visit(relative(root, join(root, dirname(file), specifier!)));
  };
  entries.forEach(visit);
  return seen;
}

describe('rooms (ARCHITECTURE.md)', () => {
  it('src/ holds only the platform: what the runtime reaches, and the widget kit', () => {
    const reached = reach(['src/runtime.ts', ...filesUnder('src/kit')]);
    const strays = filesUnder('src').filter((file) => !reached.has(file));
    // Hint: a module only widgets use belongs in features/<domain>/ (logic) or ui/ (components).
    expect(strays).toEqual([]);
  });

  it('the runtime and the kit reach nothing outside src/', () => {
    const outside = [...reach(['src/runtime.ts', ...filesUnder('src/kit')])].filter(
      (file) => !file.startsWith('src/'),
    );
    expect(outside).toEqual([]);
  });
});
