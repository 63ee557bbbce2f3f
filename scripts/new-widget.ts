/**
 * `npm run new:widget <name> [--react]`: scaffolds a widget that is complete from its first commit
 * (issue 21): meta with example and budget, a plain-DOM (or React) entry, a unit test that mounts it,
 * an e2e spec with axe, a demo page, and the README reference. `tests/house/completeness.test.ts`
 * passes on it as it stands; then make it do its job.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';
import { exampleMountPoint, WIDGETS } from '../widgets/catalogue.ts';
import { updateIntegrationGuide } from './integration-guide.ts';
import { updateReadme } from './readme-widgets.ts';

// Not `new URL('..', import.meta.url)`: happy-dom's URL (unit tests) resolves it against its own page.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export interface ScaffoldOptions {
  /** The repository (or a copy of it) to write into. */
  root: string;
  name: string;
  /** A React widget (`mountReact`, a component file) instead of a plain-DOM one. */
  react?: boolean;
}

/** Why `name` cannot be a new widget's name under `root`, or undefined when it can. */
export function nameProblem(root: string, name: string): string | undefined {
  if (!KEBAB.test(name)) return `"${name}" is not kebab-case (a-z, 0-9, single dashes, a letter first)`;
  // A name the loader would find on every object (mount point names are looked up as keys).
  if (name in Object.prototype) return `"${name}" is a property of every object`;
  if (WIDGETS.some((meta) => meta.name == name) || existsSync(join(root, 'widgets', name)))
    return `widget "${name}" exists already`;
  const clash = [`tests/widgets/${name}`, `e2e/${name}.spec.ts`, `demo-host/pages/${name}.html`].find(
    (path) => existsSync(join(root, path)),
  );
  return clash ? `${clash} exists already` : undefined;
}

const pascal = (name: string) =>
  name.replace(/(?:^|-)([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The text the scaffold renders, so its tests have something real to find. */
const greeting = (name: string) => `Neues Widget ${name}`;

/** The new widget's meta, as its meta.ts (below) says it: the README and demo page are written from it. */
function scaffoldMeta(name: string): WidgetMeta {
  return {
    name,
    trigger: 'visible',
    summary: `${name}: what it does, in one line, with the spec sections`,
    description: 'Was das Widget tut, in einem Satz für die Demo-Übersicht.',
    props: { title: { type: 'string', description: `the text it shows (default '${greeting(name)}')` } },
    config: {},
    fallback: '',
    example: { props: { title: greeting(name) }, markup: '' },
    budget: 1024,
  };
}

/** The widget's own files and its tests, by path relative to the root. */
function widgetFiles(meta: WidgetMeta, react: boolean): Record<string, string> {
  const { name } = meta;
  const entry = `widgets/${name}/index.${react ? 'tsx' : 'ts'}`;
  const component = pascal(name);
  const files: Record<string, string> = {
    [`widgets/${name}/meta.ts`]: `import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: '${name}',
  trigger: '${meta.trigger}',
  summary: '${meta.summary}',
  description: '${meta.description}',
  props: {
    title: { type: 'string', description: "the text it shows (default '${greeting(name)}')" },
  },
  config: {},
  fallback: '',
  example: { props: { title: '${greeting(name)}' }, markup: '' },
  budget: 1 * KB,
});
`,
    [`tests/widgets/${name}/${name}.test.ts`]: `import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../${entry}';
import { meta } from '../../../widgets/${name}/meta.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

describe('${name} mounted through the kit', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('renders the title of its example, and takes it away on unmount', async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    await waitFor(() => expect(within(element).getByText('${greeting(name)}')).toBeTruthy());
    unmount();
    expect(within(element).queryByText('${greeting(name)}')).toBeNull();
  });
});
`,
    [`e2e/${name}.spec.ts`]: `import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('${name} renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('${demoPath(name)}');
  const widget = page.locator('[data-widget="${name}"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('${greeting(name)}')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
`,
  };
  if (!react)
    files[entry] = `import { defineWidget } from '../../src/kit/define-widget.ts';
import { meta } from './meta.ts';

/** \`data-widget="${name}"\`: a plain-DOM widget, no UI runtime. */
export const mount = defineWidget(meta, ({ element, props }) => {
  const text = document.createElement('p');
  text.className = 'kiosk-${name}';
  text.textContent = props.title ?? '${greeting(name)}';
  element.replaceChildren(text);
  return () => text.remove();
});
`;
  else {
    files[entry] = `import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { ${component} } from './${name}.tsx';
import { meta } from './meta.ts';

/** \`data-widget="${name}"\`. */
export const mount = defineWidget(meta, ({ element, props }) =>
  mountReact(element, <${component} title={props.title ?? '${greeting(name)}'} />),
);
`;
    files[`widgets/${name}/${name}.tsx`] = `export function ${component}({ title }: { title: string }) {
  return <p className="kiosk-${name}">{title}</p>;
}
`;
  }
  return files;
}

/** Where the widget's demo page is served. */
const demoPath = (name: string) => `/widgets/${name}/`;

/**
 * The widget's demo page: its body in `demo-host/pages/<name>.html`, registered in the demo site.
 * The one place that knows how demo pages are registered (today: an entry in `demo-host/site.ts`).
 */
function writeDemoPage(root: string, meta: WidgetMeta): string[] {
  // A demo page is its markup plus its registration beside it (demo-host/site.ts finds both).
  const body = `demo-host/pages/${meta.name}.html`;
  const registration = `demo-host/pages/${meta.name}.ts`;
  writeFileSync(
    join(root, body),
    `<article class="article">\n  <h1>${meta.name}</h1>\n  ${exampleMountPoint(meta)}\n</article>\n`,
  );
  writeFileSync(
    join(root, registration),
    `import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '${demoPath(meta.name)}',
    title: '${meta.name}',
    project: 'ams',
    description: 'Demoseite des Widgets ${meta.name}.',
  },
];
`,
  );
  return [body, registration];
}

/** Writes the whole set under `root` and rewrites the README reference; returns the paths written. */
export async function scaffoldWidget({ root, name, react = false }: ScaffoldOptions): Promise<string[]> {
  const problem = nameProblem(root, name);
  if (problem) throw new Error(problem);
  const written: string[] = [];
  const meta = scaffoldMeta(name);
  for (const [path, text] of Object.entries(widgetFiles(meta, react))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    written.push(path);
  }
  written.push(...writeDemoPage(root, meta));
  // Formatted as `npm run lint` expects, whatever the templates' line lengths.
  for (const path of written) {
    const file = join(root, path);
    const options = { ...(await resolveConfig(file)), filepath: file };
    writeFileSync(file, await format(readFileSync(file, 'utf8'), options));
  }
  // The generated docs format themselves.
  const widgets = [...WIDGETS, meta].sort((a, b) => a.name.localeCompare(b.name));
  for (const [path, update] of [
    ['README.md', updateReadme],
    ['docs/integration.md', updateIntegrationGuide],
  ] as const) {
    const file = join(root, path);
    writeFileSync(file, await update(readFileSync(file, 'utf8'), widgets, file));
    written.push(path);
  }
  return written;
}

if (process.argv[1] && import.meta.url == pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith('--'));
  if (!name) {
    console.error('usage: npm run new:widget <name> [-- --react]');
    process.exit(1);
  }
  try {
    const files = await scaffoldWidget({ root: REPO, name, react: args.includes('--react') });
    console.info(
      `widget "${name}" scaffolded:\n  ${files.map((file) => relative(REPO, join(REPO, file))).join('\n  ')}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
