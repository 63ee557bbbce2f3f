import { readdirSync, readFileSync } from 'node:fs';

/**
 * What each shared chunk may hold (vite.config.ts `SHARED_GROUPS`), checked on the build's source maps:
 * a domain folder or a widget slipping into the chunk every page loads fails `npm test`.
 */
const ROLES: Record<string, RegExp> = {
  core: /^(src\/(?!kit\/|third-party\/)|node_modules\/zustand\/)/,
  kit: /^src\/kit\//,
  http: /^src\/(http|session\/community-api)\.ts$/,
  json: /^src\/json-text\.ts$/,
  ui: /^(ui\/|node_modules\/(preact|zustand\/esm\/react\.mjs))/,
  styles: /^ui\/base-styles\.ts$/,
  storefront: /^(features\/cart\/|node_modules\/(urql|@urql\/core|wonka|gql\.tada|@0no-co\/graphql\.web)\/)/,
};

/** A source-map path as the repository names it: `src/log.ts`, `node_modules/preact/…`. */
const repoPath = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^.*?(node_modules\/)/, '$1');

/** Every module in a shared chunk that does not belong to its role, as `shared/<file>: <module>`. */
export function misplacedModules(distDir: string): string[] {
  const misplaced: string[] = [];
  for (const file of readdirSync(`${distDir}/shared`).filter((name) => name.endsWith('.js'))) {
    const role = ROLES[file.replace(/-[\w-]{8}\.js$/, '')];
    if (!role) continue;
    const { sources } = JSON.parse(readFileSync(`${distDir}/shared/${file}.map`, 'utf8')) as {
      sources: string[];
    };
    for (const source of sources.map(repoPath))
      if (!role.test(source)) misplaced.push(`shared/${file}: ${source}`);
  }
  return misplaced;
}
