import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';

/**
 * Every widget's metadata (`widgets/<name>/meta.ts`), for build-time and Node tools only: the build's
 * loader stubs, the demo index, the README reference and the bench. Never imported by browser code,
 * so adding a widget costs the loader nothing.
 */
// Not `new URL('.', import.meta.url)`: happy-dom's URL (unit tests) resolves it against its own page.
const folder = dirname(fileURLToPath(import.meta.url));
const names = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export const WIDGETS: readonly WidgetMeta[] = await Promise.all(
  names.map(async (name) => {
    const { meta } = (await import(`./${name}/meta.ts`)) as { meta: WidgetMeta };
    if (meta.name !== name) throw new Error(`widgets/${name}/meta.ts names itself "${meta.name}"`);
    return meta;
  }),
);

/** The folder of a widget's entry module, relative to the repository root. */
export const widgetEntry = (name: string) => {
  const file = readdirSync(`${folder}/${name}`).find((entry) => /^index\.tsx?$/.test(entry));
  if (!file) throw new Error(`widgets/${name} has no index.ts or index.tsx`);
  return `widgets/${name}/${file}`;
};
