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

/**
 * A widget's `meta.example` as the mount point a CMS author pastes: `data-props` in single quotes, as
 * CMS templates write JSON attributes. `attributes` adds others (an id, `data-load`) before it.
 */
export function exampleMountPoint(meta: WidgetMeta, attributes: Readonly<Record<string, string>> = {}) {
  const escape = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const extra = Object.entries(attributes).map(([key, value]) => ` ${key}="${escape(value)}"`);
  const { props, markup } = meta.example;
  const data =
    props === undefined
      ? ''
      : ` data-props='${JSON.stringify(props).replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'`;
  return `<div data-widget="${meta.name}"${extra.join('')}${data}>${markup}</div>`;
}
