/**
 * What each room means (ARCHITECTURE.md "Rooms"), checked so a wrong placement fails `npm test`:
 *
 * - `src/` is the platform every page runs (what `src/runtime.ts` reaches) and the widget kit
 *   (`src/kit/`). It knows no widget: no file names one (by folder name or in camelCase; comments
 *   aside) or imports from `features/` or `widgets/`. A feature declares its own bus and analytics
 *   events by declaration merging and keeps its own brand data keyed by project code (`ByProject`).
 * - `features/<domain>/` holds what two or more entries share. Entries are the widget bodies
 *   (`widgets/<name>/index.ts(x)`), the partner embed (`embed/`) and the demo backends
 *   (`demo-host/api/<backend>/`): a backend counts because a domain's wire types and tables must have
 *   one home that both sides import, and a widget's folder is its own body's alone. At least one of
 *   the entries must ship (a widget or the embed). Imports count transitively.
 *   What only one entry uses lives in that widget's folder; it moves to `features/` when a second
 *   entry needs it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const filesUnder = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));
const folders = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The files `file` imports by a relative path (static, dynamic and type-only), from the root. */
const importsOf = (file: string) =>
  [...read(file).matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(([, specifier]) =>
    relative(root, join(root, dirname(file), specifier!)),
  );

/** Every module `entries` reach through their relative imports. */
function reach(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/** The code of a file without its comments (a comment may cite a widget as an example). */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');

const WIDGETS = folders('widgets');
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
/**
 * Widget names that are also words of the platform's own configuration: spec 3.5 names `paywall` a
 * site feature flag (`features.paywall`) and spec 3.6 a page flag, both of which the platform reads;
 * spec 9.6 names 'Paid-Box' an article element area and the paid box's purchase, both in the analytics
 * catalogue every element event is typed by; it names `gallery` an element area too, and spec 3.6 the
 * gallery's page flags (`galleryOpen`, `isStickyGalleryActive`), which the page-state store holds.
 */
const PLATFORM_WORDS = new Set(['paywall', 'paid-box', 'gallery']);

const platformFiles = filesUnder('src');

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

  it('no file in src/ imports from outside src/ (features/, widgets/, ui/ …)', () => {
    const outward = platformFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('src/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(outward).toEqual([]);
  });

  describe('src/ names no widget', () => {
    for (const widget of WIDGETS.filter((name) => !PLATFORM_WORDS.has(name))) {
      it(widget, () => {
        const names = [...new Set([widget, camelCase(widget)])].join('|');
        const pattern = new RegExp(`(?<!\\w)(?:${names})(?!\\w)`, 'i');
        // Hint: declare the widget's events in its feature by declaration merging, and keep its brand
        // data there keyed by project code (src/kit/by-project.ts).
        expect(platformFiles.filter((file) => pattern.test(code(file)))).toEqual([]);
      });
    }
  });

  describe('features/<domain>/ is shared by two or more entries', () => {
    const widgetEntries = WIDGETS.map((name) => ({
      name: `widgets/${name}`,
      ships: true,
      files: filesUnder(`widgets/${name}`).filter((file) => /\/index\.tsx?$/.test(file)),
    }));
    const entries = [
      ...widgetEntries,
      { name: 'embed', ships: true, files: filesUnder('embed') },
      ...folders('demo-host/api').map((name) => ({
        name: `demo-host/api/${name}`,
        ships: false,
        files: filesUnder(`demo-host/api/${name}`),
      })),
    ].map((entry) => ({ ...entry, reached: reach(entry.files) }));

    for (const domain of folders('features')) {
      it(domain, () => {
        const users = entries.filter((entry) =>
          [...entry.reached].some((file) => file.startsWith(`features/${domain}/`)),
        );
        const named = `features/${domain}/ is used by: ${users.map((entry) => entry.name).join(', ') || 'nothing'}`;
        // Hint: a domain only one widget uses belongs in that widget's folder.
        expect(users.length, named).toBeGreaterThanOrEqual(2);
        expect(
          users.some((entry) => entry.ships),
          named,
        ).toBe(true);
      });
    }
  });
});
