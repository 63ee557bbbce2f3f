/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import cssInjectedByJs from 'vite-plugin-css-injected-by-js';
import { metaDocsOnlyInNode } from './loader/meta-docs-plugin.ts';
import { ownKeysExport } from './loader/own-keys-export-plugin.ts';
import { kioskStubs, STAMP_PLACEHOLDER } from './loader/stubs-plugin.ts';
import { NONCE_EXPRESSION } from './src/inject-style.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Each chunk injects its own CSS under the page's CSP nonce (see src/inject-style.ts). This runs at the
 * top of every chunk with styles, so it uses the shortest DOM calls (`append` of the text, `dataset`):
 * about 20 B gzip less per such chunk than `appendChild(createTextNode(…))` and `setAttribute`.
 */
const injectCss = (cssCode: string) =>
  `try{var s=document.createElement('style');s.nonce=${NONCE_EXPRESSION};` +
  `s.dataset.kioskStyle='';s.append(${cssCode});` +
  `document.head.append(s)}catch(e){console.error('[kiosk] style injection failed',e)}`;

/**
 * Two builds into dist/: the default one (loader.js, a stub per widget, the widgets' bodies and the
 * shared chunks) and `--mode embed` (cart-embed.js for partner pages, small, with its drawer and Storefront
 * client in one lazy `shared/embed-…` chunk). `npm run build` runs both.
 */
const embed = (mode: string) => mode == 'embed';
/**
 * `--mode react` (scripts/build-react-package.ts): the React components (embed/react.ts) for React
 * hosts, as one ES module into dist-react/, with React itself left to the host (no preact alias).
 */
const reactPackage = (mode: string) => mode == 'react';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The module id relative to the repository, with `/` separators; node_modules paths stay as they are. */
const relative = (id: string) => id.replaceAll('\\', '/').replace(root.replaceAll('\\', '/'), '');
const UI_CHUNK =
  /(^|\/)node_modules\/(preact\/|zustand\/esm\/react\.mjs)|^ui\/(mount-[a-z-]+\.tsx|use-unique-id\.ts)$/;
/**
 * What the cart gate (on every page with a cart) reads from features/cart: it rides with the gate, not
 * in the storefront chunk, which the gate would otherwise pull onto every page. It may read constants
 * from the storefront side (CART_ID_KEY from cart-id-storage.ts): `inlineConst` copies them, so the gate
 * does not import that chunk. Hint: a storefront module must not import it back, or the group takes
 * it along as a dependency. The add-to-cart's resting select (issue 22) reads its options the same way.
 */
const CART_GATE_NEEDS = new Set(['features/cart/stored-cart.ts', 'features/cart/quantity-options.ts']);
const STOREFRONT_PACKAGES = /(^|\/)node_modules\/(urql|@urql\/core|wonka|gql\.tada|@0no-co\/graphql\.web)\//;

/**
 * Platform modules that only some pages or widgets use: they stay out of the core and the kit chunk,
 * so the pages that never need them do not download them. The analytics sender, the page behaviours
 * that can wait, the article tracker's trigger and the host commands whose modules load on first use
 * come on idle (src/idle-platform.ts, issue 22); the runtime imports the link observer when its setting
 * is on and the loader of third-party scripts after consent; the idle platform imports the article
 * tracker where the page asks for it and the element observer where the CMS marked elements (issue 31),
 * HTTP (src/http.ts with its JSON writer) comes with the first call (src/request-later.ts),
 * which loads the affiliate selectors' reader where the page has web-analytics settings,
 * and the overlay layer, the page-state store and the generic
 * platform call on a host's first command (issues 24, 25). The others go with the widgets that use them
 * (a `shared/common-…` chunk once two of them share one): the plain-DOM element helper, the per-project
 * tables, the config section reader and the tab storage (issue 22: their users on an article start on
 * idle), the pollers' leadership and backoff (newsticker and GP ticker, issue 30), and again the overlay layer (every dialog), the page-state store and the generic call.
 */
const ON_DEMAND =
  /^src\/(idle-platform|lazy-commands|api-call|host-api-call|http|json-text|session\/community-api|analytics\/(create-analytics|queue|sender|catalogue|when-seen|element-events|subscription)|consent\/(consent|tc-data)|page\/(blank-target|anchor-navigation|hidden-mode|page-state|article-tracker|marked-elements|affiliate-links)|overlay\/.*|kit\/(element-helper|by-project|config-section|tab-storage|leadership|poll-delay)|third-party\/(marketing-analytics|third-party-script))\.ts$/;

/**
 * Chunks by role (a reader of dist/ sees what each file is). Higher priority claims a module first;
 * a group also takes the dependencies of what it captures unless a higher group already has them.
 */
const SHARED_GROUPS = [
  // Exactly what the runtime reaches (src/ without the kit). Every page loads it once.
  {
    name: 'core',
    test: (id: string) =>
      relative(id).startsWith('src/') &&
      !relative(id).startsWith('src/kit/') &&
      !ON_DEMAND.test(relative(id)),
    priority: 4,
  },
  // HTTP (src/http.ts) and the community calls (the session's): the first call brings them
  // (src/request-later.ts, issue 22); the cart's Storefront calls share it.
  {
    name: 'http',
    test: (id: string) => /^src\/(http|session\/community-api)\.ts$/.test(relative(id)),
    priority: 4,
  },
  // The JSON writer every request body and storage write goes through, apart from HTTP: a widget that only
  // stores (the reading history of the inactive-tab overlay, at load) does not bring the HTTP code.
  { name: 'json', test: (id: string) => relative(id) == 'src/json-text.ts', priority: 5 },
  // The widget kit (src/kit/): every widget's body imports it, the runtime does not; it comes with the
  // first widget, in the same wave as the UI chunk.
  {
    name: 'kit',
    test: (id: string) => relative(id).startsWith('src/kit/') && !ON_DEMAND.test(relative(id)),
    priority: 3,
  },
  // preact, preact/compat and the React binding every component tree needs (ui/mount-*.tsx,
  // use-unique-id.ts; its base.css is the styles chunk below, and zustand's useStore, with which components read the
  // stores). The other ui/ components (dialog, popover with Floating UI, ...) go with the widgets that
  // render them, or into a `shared/common-…` chunk those widgets share: a page pays only for the
  // components it shows (issue 9: "the UI chunk holds preact and the binding only").
  { name: 'ui', test: (id: string) => UI_CHUNK.test(relative(id)), priority: 2 },
  // ui/base.css and the tokens (ui/base-styles.ts), which every widget's styles stand on, once per page:
  // the plain-DOM widgets (issue 22) need them without the UI runtime.
  { name: 'styles', test: (id: string) => relative(id) == 'ui/base-styles.ts', priority: 3 },
  // The Storefront client and the cart store: only pages that shop.
  {
    name: 'storefront',
    test: (id: string) =>
      STOREFRONT_PACKAGES.test(id) ||
      (relative(id).startsWith('features/cart/') && !CART_GATE_NEEDS.has(relative(id))),
    priority: 1,
  },
];

/**
 * Small platform modules several widgets share, each kept to one chunk with exactly the modules its
 * users need (`shared/common-<name>-…`). Issue 31: the element events come with the element areas they
 * name (catalogue.ts holds nothing else at run time), so the element observer, the F1 widgets, the GP
 * ticker, the technical data overlay and the paid boxes fetch one file for both, not two (the observer:
 * 1,959 → 1,799 B). The visibility watcher stays apart and claims first, so the element events' group does
 * not take it along: the forms, the paywall, the teasers, videos and galleries use it without events.
 */
const COMMON_GROUPS = [
  { name: 'when-seen', test: (id: string) => relative(id) == 'src/analytics/when-seen.ts', priority: 2 },
  {
    name: 'element-events',
    test: (id: string) => /^src\/analytics\/(element-events|catalogue)\.ts$/.test(relative(id)),
    priority: 1,
  },
];

/**
 * `widgets/<name>-<hash>.js` for a widget's body, `widgets/<name>-<part>-<hash>.js` for a part it loads
 * lazily (`mount-drawer.tsx` → `cart-drawer`: the part a gate mounts), `shared/<group>-<hash>.js`
 * for the groups above, and `shared/common-<first module>-<hash>.js` for code two widgets share.
 */
const chunkFileName = ({ facadeModuleId, name }: { facadeModuleId: string | null; name: string }) => {
  const widgetPart = /^widgets\/([^/]+)\/([^/]+)\.tsx?$/.exec(relative(facadeModuleId ?? ''));
  if (!widgetPart)
    return SHARED_GROUPS.some((group) => group.name == name)
      ? `shared/${name}-[hash:8].js`
      : `shared/common-${name}-[hash:8].js`;
  const [, widget, file = ''] = widgetPart;
  return file == 'index'
    ? `widgets/${widget}-[hash:8].js`
    : `widgets/${widget}-${file.replace(/^mount-/, '')}-[hash:8].js`;
};

export default defineConfig(({ command, mode }) => ({
  define: {
    __KIOSK_VERSION__: JSON.stringify(version),
    __KIOSK_STAMP__: JSON.stringify(STAMP_PLACEHOLDER),
    ...(command == 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    // Source and unit tests use React 19; the production bundle ships preact/compat (~7 KB instead of ~69 KB).
    alias:
      command == 'build' && !reactPackage(mode)
        ? [
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          ]
        : [],
  },
  plugins: [
    cssInjectedByJs({ relativeCSSInjection: true, injectCode: injectCss }),
    ...(embed(mode) || reactPackage(mode) ? [] : [kioskStubs()]),
    ownKeysExport(),
    metaDocsOnlyInNode(),
  ],
  // Emitted assets (the camping map's outline) are fetched relative to the chunk that asks for them, so
  // the bundle works from wherever it is served (a CDN folder, the demo host's /kiosk/).
  experimental: { renderBuiltUrl: () => ({ relative: true }) },
  build: {
    outDir: reactPackage(mode) ? 'dist-react' : 'dist',
    emptyOutDir: !embed(mode),
    target: 'es2022',
    // The maps are written, but the bundle does not name them: a `//# sourceMappingURL` line is about
    // 40 B gzip in every file a reader downloads (an article page loads a dozen). Whoever debugs loads
    // the `.map` beside a file by hand, or an error tracker gets them from the build. The React package
    // is read by bundlers, which follow the line.
    sourcemap: reactPackage(mode) ? true : 'hidden',
    manifest: reactPackage(mode) ? false : embed(mode) ? 'embed-manifest.json' : true,
    // Library mode: no module-preload helper in the loader (the loader starts the runtime chunk itself,
    // in parallel with each widget body), ES modules only, and entry names that stay stable: CMS tags
    // point at loader.js, and the loader at each widget's stub.
    lib: {
      entry: (reactPackage(mode)
        ? { index: 'embed/react.ts' }
        : embed(mode)
          ? { 'cart-embed': 'embed/cart-embed.ts' }
          : { loader: 'loader/index.ts' }) as Record<string, string>,
      formats: ['es'],
    },
    rolldownOptions: {
      external: reactPackage(mode) ? [/^react($|\/)/, /^react-dom($|\/)/] : [],
      // Imported constants become literals, so a module used only for a constant is not imported at all:
      // the cart gate reads CART_ID_KEY without pulling the storefront chunk, and that one constant
      // gets no chunk of its own.
      optimization: { inlineConst: true },
      output: {
        // Lib mode keeps whitespace in ES output by default; readers' phones should not pay for it.
        minify: true,
        comments: false,
        entryFileNames: '[name].js',
        // The partner embed's lazy half (embed/cart-app.tsx) is a hashed, immutable chunk like the others.
        chunkFileNames: embed(mode) ? 'shared/embed-[name]-[hash:8].js' : chunkFileName,
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: reactPackage(mode)
          ? false
          : embed(mode)
            ? true
            : { groups: [...SHARED_GROUPS, ...COMMON_GROUPS] },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // Worker threads, not forked processes: the same files pass, in about a tenth less CPU (296 s against
    // 334 s for the whole suite alone, 360 s of CPU against 402 s), which npm test's e2e run beside it gets.
    pool: 'threads',
    include: ['tests/**/*.test.{ts,tsx}'],
    // One worker runs file after file without a new isolate each (React, Testing Library and happy-dom
    // load once): unit CPU 274 s → 134 s. tests/support/fresh-page.ts gives each file a fresh page.
    isolate: false,
    setupFiles: ['tests/support/fresh-page.ts', 'tests/support/testing-library-timeout.ts'],
    restoreMocks: true,
    // A test that walks a widget through several answers of the demo host takes about a second alone, and
    // npm test runs it beside e2e on two cores: 5 s (the default) was too short there once in a while.
    testTimeout: 15_000,
    unstubGlobals: true,
    // Type-only suites (`*.test-d.ts`: expectTypeOf, @ts-expect-error) run under tsc in `vitest run`, so
    // an expectation that stops holding, or an @ts-expect-error that stops erroring, fails the unit run.
    // Errors in the source itself are `npm run typecheck`'s to report, not these suites'; so tsc here
    // reads only the suites and what they import (tsconfig.type-tests.json), not the whole project again.
    typecheck: {
      enabled: true,
      // TypeScript 5, by path: node_modules/.bin/tsc may be either compiler (package.json's typescript-7).
      checker: 'node_modules/typescript/bin/tsc',
      include: ['tests/**/*.test-d.ts'],
      tsconfig: './tsconfig.type-tests.json',
      ignoreSourceErrors: true,
    },
  },
}));
