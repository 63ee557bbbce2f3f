import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_VARIANT_IDS } from '../../demo-host/api/storefront/seed.ts';
import { dropPageShared } from '../../src/kit/page-shared.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

/**
 * Issue 17: the React components as a real package. Builds it (scripts/build-react-package.ts), packs
 * it with npm, installs the tarball into a tiny React 19 host next to real react and react-dom (not
 * preact), type-checks a host component against its declarations, and renders the drawer with
 * react-dom. Everything installs from this repository's node_modules: no network.
 */
// Not `new URL('../..', import.meta.url)`: under happy-dom the global URL is the DOM's.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modules = join(root, 'node_modules');
let host: string;

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stdout}${result.stderr}`);
  return result.stdout;
};

beforeAll(() => {
  host = mkdtempSync(join(tmpdir(), 'kiosk-react-host-'));
  run('npx', ['tsx', 'scripts/build-react-package.ts'], root);
  const tarball = run('npm', ['pack', join(root, 'dist-react'), '--pack-destination', host], root)
    .trim()
    .split('\n')
    .at(-1)!;
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  const local = ['react', 'react-dom', '@types/react', 'zustand', 'gql.tada', '@urql/core'].map((name) =>
    join(modules, name),
  );
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', `./${tarball}`, ...local], host);
}, 240_000);

afterAll(() => {
  if (host) rmSync(host, { recursive: true, force: true });
  dropPageShared('cart');
});

describe('@kiosk/cart-react in a React 19 host', () => {
  it('type-checks a host component against the package declarations', () => {
    writeFileSync(
      join(host, 'app.tsx'),
      `import { CartDrawer, CartProvider, createCart, type Cart } from '@kiosk/cart-react';
const cart = createCart({ endpoint: 'https://shop.example.de/api/2026-04/graphql.json', accessToken: 'token' });
export const App = () => (
  <CartProvider controller={cart} options={{ onCheckout: (current: Cart) => console.log(current.checkoutUrl) }}>
    <CartDrawer />
  </CartProvider>
);
// @ts-expect-error the Cart type is the real one, not any
export const wrong = (current: Cart) => current.notAField;
`,
    );
    writeFileSync(
      join(host, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['ES2023', 'DOM'],
          types: [],
        },
        files: ['app.tsx'],
      }),
    );
    run(join(modules, '.bin', 'tsc'), ['-p', '.'], host);
  }, 60_000);

  it('renders the drawer with react-dom and adds a line', async () => {
    const { storefront } = routeFetchToDemoHost();
    const pkg = await import(/* @vite-ignore */ join(host, 'node_modules/@kiosk/cart-react/index.js'));
    const react = await import(/* @vite-ignore */ join(host, 'node_modules/react/index.js'));
    const client = await import(/* @vite-ignore */ join(host, 'node_modules/react-dom/client.js'));
    const cart = pkg.createCart(storefront);
    const container = document.body.appendChild(document.createElement('div'));
    const root = client.createRoot(container);
    react.act?.(() =>
      root.render(
        react.createElement(
          pkg.CartProvider,
          { controller: cart, options: {} },
          react.createElement(pkg.CartDrawer),
        ),
      ),
    );
    await vi.waitFor(() => expect(container.querySelector('dialog h2')?.textContent).toBe('Warenkorb'));
    // Scoped under .kiosk-root, with the drawer's styles on the page.
    expect(container.querySelector('.kiosk-root dialog.kiosk-cart')).not.toBeNull();
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toContain('.kiosk-root .kiosk-cart');
    await cart.add([{ merchandiseId: SEED_VARIANT_IDS.mug, quantity: 1 }]);
    await vi.waitFor(() => expect(container.querySelectorAll('.kiosk-cart-line')).toHaveLength(1));
    root.unmount();
  }, 30_000);
});
