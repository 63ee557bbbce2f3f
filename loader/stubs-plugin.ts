import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';

/**
 * Build time only (Node): the build side of the loader's stub protocol (loader/index.ts header).
 * For every widget of the catalogue it adds an entry `widgets/<name>.js`, a virtual module of two
 * exports: the default trigger, inlined as a literal (so the stub never imports meta.ts), and `load`,
 * which imports the widget's hashed body. After rendering it computes the build stamp over every
 * emitted chunk but loader.js and writes it into loader.js, which asks for `widgets/<name>.js?v=<stamp>`.
 */
const VIRTUAL = 'virtual:kiosk-stub/';
const RESOLVED = '\0' + VIRTUAL;

/** What loader/index.ts holds until the bundle is written; as long as the stamp, so source maps stay true. */
export const STAMP_PLACEHOLDER = 'kstamp00';
const STAMP_LENGTH = STAMP_PLACEHOLDER.length;

type Catalogue = typeof import('../widgets/catalogue.ts');

/**
 * The catalogue reads each meta.ts with a dynamic import, which a bundled vite.config cannot follow;
 * Vite's module runner (without a config file, so this config is not loaded again) can.
 */
const importCatalogue = async () =>
  (
    await runnerImport<Catalogue>(fileURLToPath(new URL('../widgets/catalogue.ts', import.meta.url)), {
      configFile: false,
    })
  ).module;

/**
 * A stub's body import, retried once under another address: Chromium keeps a failed dynamic import in
 * its module map and answers the same URL with the same failure, so a flaky connection would cost the
 * widget. `?retry` is a fresh fetch (the demo host and CDNs serve a body whatever its query).
 */
export function withRetry(code: string, error: (message: string) => never): string {
  const retried = code.replace(
    /import\((["'`])(\.\/[^"'`?]+\.js)\1\)/,
    (call, quote: string, file: string) => `${call}.catch(()=>import(${quote}${file}?retry${quote}))`,
  );
  if (retried == code) error(`kiosk-stubs: no body import in the stub: ${code}`);
  return retried;
}

/** Adds a stub entry `widgets/<name>` per widget of the catalogue to the lib build whose entry is loader.js. */
export function kioskStubs(loaderFile = 'loader.js'): Plugin {
  const byName = new Map<string, WidgetMeta>();
  let entryOf: Catalogue['widgetEntry'] = () => '';
  return {
    name: 'kiosk-stubs',
    apply: 'build',
    async config() {
      const catalogue = await importCatalogue();
      for (const meta of catalogue.WIDGETS) byName.set(meta.name, meta);
      entryOf = catalogue.widgetEntry;
      const entry = Object.fromEntries([...byName.keys()].map((name) => [`widgets/${name}`, VIRTUAL + name]));
      return { build: { lib: { entry } } };
    },
    // Lib mode hands entries over as paths under the root: `<root>/virtual:kiosk-stub/<name>`.
    resolveId(id) {
      const at = id.indexOf(VIRTUAL);
      return at < 0 ? undefined : RESOLVED + id.slice(at + VIRTUAL.length);
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return;
      const meta = byName.get(id.slice(RESOLVED.length));
      if (!meta) return;
      return (
        `export const trigger = ${JSON.stringify(meta.trigger)};\n` +
        `export const load = () => import(${JSON.stringify(`/${entryOf(meta.name)}`)});\n`
      );
    },
    generateBundle(_options, bundle) {
      const loader = bundle[loaderFile];
      if (loader?.type != 'chunk') return;
      for (const output of Object.values(bundle))
        if (output.type == 'chunk' && output.facadeModuleId?.startsWith(RESOLVED))
          output.code = withRetry(output.code, this.error.bind(this));
      const hash = createHash('sha256');
      for (const file of Object.keys(bundle).sort()) {
        const output = bundle[file];
        if (output?.type == 'chunk' && file != loaderFile) hash.update(file).update(output.code);
      }
      const stamp = hash.digest('base64url').slice(0, STAMP_LENGTH);
      if (!loader.code.includes(STAMP_PLACEHOLDER)) this.error(`${loaderFile} lacks the stamp placeholder`);
      loader.code = loader.code.replaceAll(STAMP_PLACEHOLDER, stamp);
    },
  };
}
