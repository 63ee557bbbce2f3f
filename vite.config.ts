/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import cssInjectedByJs from 'vite-plugin-css-injected-by-js';
import { NONCE_EXPRESSION } from './src/inject-style.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Each chunk injects its own CSS under the page's CSP nonce (see src/inject-style.ts). */
const injectCss = (cssCode: string) =>
  `try{var s=document.createElement('style');s.nonce=${NONCE_EXPRESSION};` +
  `s.setAttribute('data-kiosk-style','');s.appendChild(document.createTextNode(${cssCode}));` +
  `document.head.appendChild(s)}catch(e){console.error('[kiosk] style injection failed',e)}`;

/**
 * Two builds into dist/: the default one (loader.js, the runtime chunk, one chunk per widget) and
 * `--mode embed` (cart-embed.js for partner pages: one self-contained file, since a partner page
 * loads the cart and nothing else). `npm run build` runs both.
 */
const embed = (mode: string) => mode == 'embed';

export default defineConfig(({ command, mode }) => ({
  define: {
    __KIOSK_VERSION__: JSON.stringify(version),
    ...(command == 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    // Source and unit tests use React 19; the production bundle ships preact/compat (~7 KB instead of ~69 KB).
    alias:
      command == 'build'
        ? [
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          ]
        : [],
  },
  plugins: [cssInjectedByJs({ relativeCSSInjection: true, injectCode: injectCss })],
  build: {
    outDir: 'dist',
    emptyOutDir: !embed(mode),
    target: 'es2022',
    sourcemap: true,
    manifest: embed(mode) ? 'embed-manifest.json' : true,
    // Library mode: no module-preload helper in the loader (the loader starts the runtime chunk itself,
    // in parallel with each widget chunk), ES modules only, and entry names that stay stable for CMS tags.
    lib: {
      entry: (embed(mode)
        ? { 'cart-embed': 'embed/cart-embed.tsx' }
        : { loader: 'loader/index.ts' }) as Record<string, string>,
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        // Lib mode keeps whitespace in ES output by default; readers' phones should not pay for it.
        minify: true,
        comments: false,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash:6].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: embed(mode)
          ? false
          : {
              groups: [
                // The framework-free runtime: one chunk for every widget on the page (one session, one bus).
                // src/cart is shared only by the cart widgets, so it gets its own chunk, not every page.
                { name: 'kiosk-core', test: /[\\/]src[\\/](?!react[\\/]|cart[\\/])/, priority: 2 },
                // The UI runtime (preact/compat and the React binding), shared by all widgets.
                { name: 'kiosk-ui', test: /[\\/](node_modules[\\/]preact|src[\\/]react)[\\/]/, priority: 1 },
              ],
            },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Type-only suites (`*.test-d.ts`: expectTypeOf, @ts-expect-error) run under tsc in `vitest run`, so
    // an expectation that stops holding, or an @ts-expect-error that stops erroring, fails the unit run.
    // Errors in the source itself are `npm run typecheck`'s to report, not these suites'.
    typecheck: {
      enabled: true,
      include: ['tests/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
      ignoreSourceErrors: true,
    },
  },
}));
