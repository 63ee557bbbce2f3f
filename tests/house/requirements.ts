import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readProps } from '../../src/kit/read-props.ts';
import type { WidgetMeta } from '../../src/kit/widget-meta.ts';

/**
 * What every widget brings along (issue 21), each a check of one widget against the files under
 * `root` (the repository, or a scaffold's copy of it). A check returns what is missing, or undefined.
 */
export interface Requirement {
  name: string;
  /** Whether the requirement applies to this widget at all (fault rows only for one with a backend). */
  applies?(meta: WidgetMeta): boolean;
  check(root: string, meta: WidgetMeta): string | undefined;
}

/** Every file under `folder`, as paths relative to it; none when it does not exist. */
const filesUnder = (folder: string): string[] =>
  existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : [];

const hasBackend = (meta: WidgetMeta) => (meta.backend ?? []).length > 0;

export const REQUIREMENTS: readonly Requirement[] = [
  {
    name: 'meta with a valid example and a budget',
    check: (_root, meta) => {
      if (!meta.example || typeof meta.example.markup != 'string') return 'meta.example is missing';
      // The example must mount: its props pass the same check `defineWidget` makes.
      const props = readProps({ ...meta.example.props }, meta.props);
      if (!props.ok || props.problems.length) return `meta.example.props: ${props.problems.join('; ')}`;
      if (!(Number.isInteger(meta.budget) && meta.budget > 0))
        return 'meta.budget is not a positive byte count';
      return undefined;
    },
  },
  {
    name: 'backends named in meta exist',
    applies: hasBackend,
    check: (root, meta) => {
      const missing = (meta.backend ?? []).filter((name) => !existsSync(join(root, 'demo-host/api', name)));
      return missing.length ? `no demo-host/api/${missing.join(', demo-host/api/')}/` : undefined;
    },
  },
  {
    name: 'unit tests',
    check: (root, { name }) =>
      filesUnder(join(root, 'tests/widgets', name)).some((file) => /\.test\.tsx?$/.test(file))
        ? undefined
        : `no test file in tests/widgets/${name}/`,
  },
  {
    name: 'an e2e spec',
    check: (root, { name }) =>
      readdirSync(join(root, 'e2e')).some((file) => file.startsWith(name) && file.endsWith('.spec.ts'))
        ? undefined
        : `no e2e/${name}*.spec.ts`,
  },
  {
    name: 'fault rows',
    applies: hasBackend,
    check: (root, { name }) =>
      existsSync(join(root, 'e2e/faults', `${name}.ts`)) ? undefined : `no e2e/faults/${name}.ts`,
  },
  {
    // Every backend answer is server text the widget shows or follows.
    name: 'hostile-content fields',
    applies: hasBackend,
    check: (root, { name }) =>
      existsSync(join(root, 'e2e/hostile', `${name}.ts`)) ? undefined : `no e2e/hostile/${name}.ts`,
  },
  {
    name: 'a demo page',
    check: (root, { name }) => {
      const pages = join(root, 'demo-host/pages');
      const mountPoint = `data-widget="${name}"`;
      // The site header (demo-host/layout.ts) is on every demo page: its widgets are on all of them.
      const files = [
        ...filesUnder(pages).map((file) => join(pages, file)),
        join(root, 'demo-host/layout.ts'),
      ].filter((file) => existsSync(file) && statSync(file).isFile());
      return files.some((file) => readFileSync(file, 'utf8').includes(mountPoint))
        ? undefined
        : `no file under demo-host/pages/ has ${mountPoint}`;
    },
  },
  {
    name: 'a README section',
    check: (root, { name }) =>
      readFileSync(join(root, 'README.md'), 'utf8').includes(`### \`${name}\``)
        ? undefined
        : `README.md has no "### \`${name}\`" (run \`npm run docs\`)`,
  },
];
