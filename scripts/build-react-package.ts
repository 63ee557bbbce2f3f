/**
 * Builds the React components (embed/react.ts) as an npm package in dist-react/: one ES module with
 * React left to the host (`vite build --mode react`), type declarations (tsc), and a package.json
 * with an `exports` entry. `npm pack dist-react` makes the tarball a React host installs
 * (tests/embed/react-package.test.ts does exactly that).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}dist-react`;
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

run('npx', ['vite', 'build', '--mode', 'react']);
// Declarations keep the sources' `.ts` specifiers, which TypeScript resolves inside .d.ts files.
run('npx', [
  'tsc',
  'env.d.ts',
  'embed/react.ts',
  '--declaration',
  '--emitDeclarationOnly',
  '--outDir',
  `${out}/types`,
  '--jsx',
  'react-jsx',
  '--module',
  'esnext',
  '--moduleResolution',
  'bundler',
  '--target',
  'es2022',
  '--strict',
  '--skipLibCheck',
  '--allowImportingTsExtensions',
  '--types',
  'node',
]);
// gql.tada reads the Storefront schema's types from this declaration; the Cart type needs it.
mkdirSync(`${out}/types/features/cart`, { recursive: true });
copyFileSync(`${root}features/cart/storefront-env.d.ts`, `${out}/types/features/cart/storefront-env.d.ts`);

const repository = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Only what the declarations import; the code bundles its dependencies. */
const typeDependencies = ['gql.tada', 'zustand', '@urql/core'];
writeFileSync(
  `${out}/package.json`,
  JSON.stringify(
    {
      name: '@kiosk/cart-react',
      version: repository.version,
      description: 'The Kiosk cart drawer and add-to-cart button as React components.',
      type: 'module',
      exports: { '.': { types: './types/embed/react.d.ts', import: './index.js' } },
      types: './types/embed/react.d.ts',
      sideEffects: true,
      files: ['index.js', 'index.js.map', 'types'],
      dependencies: Object.fromEntries(typeDependencies.map((name) => [name, repository.dependencies[name]])),
      peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
    },
    null,
    2,
  ) + '\n',
);
console.info(`@kiosk/cart-react ${repository.version} built in dist-react/`);
