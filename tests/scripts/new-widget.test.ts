// @vitest-environment node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameProblem, scaffoldWidget } from '../../scripts/new-widget.ts';
import type { WidgetMeta } from '../../src/kit/widget-meta.ts';
import { REQUIREMENTS } from '../house/requirements.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A copy of the repository for the generator to write into: the files it edits are copied, the code
 * the scaffold imports is linked, so the real repository (and the other test files reading its
 * widgets) never sees the throwaway widget.
 */
function scratchRepo() {
  const root = mkdtempSync(join(tmpdir(), 'kiosk-new-widget-'));
  for (const folder of ['src', 'ui', 'features', 'node_modules'])
    symlinkSync(join(REPO, folder), join(root, folder));
  for (const folder of ['widgets', 'e2e', 'tests/widgets', 'demo-host/pages', 'docs'])
    mkdirSync(join(root, folder), { recursive: true });
  symlinkSync(join(REPO, 'demo-host/api'), join(root, 'demo-host/api'));
  symlinkSync(join(REPO, 'tests/support'), join(root, 'tests/support'));
  for (const file of ['README.md', 'docs/integration.md', '.prettierrc.json'])
    if (existsSync(join(REPO, file))) cpSync(join(REPO, file), join(root, file));
  return root;
}

describe.each([
  ['plain-DOM', false],
  ['React', true],
])('npm run new:widget, %s', (_kind, react) => {
  const name = react ? 'probe-react' : 'probe-plain';
  let root: string;
  let files: string[];
  let meta: WidgetMeta;
  beforeAll(async () => {
    root = scratchRepo();
    files = await scaffoldWidget({ root, name, react });
    ({ meta } = (await import(pathToFileURL(join(root, `widgets/${name}/meta.ts`)).href)) as {
      meta: WidgetMeta;
    });
    // Prettier formats eight files and the README: about 3 s on a quiet machine, far more under load.
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes only files named after the widget, and the generated README and integration guide', () => {
    const own = files.filter((file) => file != 'README.md' && file != 'docs/integration.md');
    expect(own.every((file) => file.includes(name))).toBe(true);
    expect(own).toContain(`widgets/${name}/index.${react ? 'tsx' : 'ts'}`);
    expect(own).toContain(`demo-host/pages/${name}.html`);
    expect(readFileSync(join(root, `demo-host/pages/${name}.ts`), 'utf8')).toContain(
      `path: '/widgets/${name}/'`,
    );
  });

  it.each(REQUIREMENTS.map((requirement) => [requirement.name, requirement] as const))(
    'the new widget passes the completeness row "%s"',
    (_row, requirement) => {
      if (requirement.applies && !requirement.applies(meta)) return;
      expect(requirement.check(root, meta)).toBeUndefined();
    },
  );

  // Mounting it is the scaffold's own unit test (tests/widgets/<name>/), which runs in the repository:
  // Vitest's DOM environment does not load modules from a folder made during the run.
  it('its entry imports, its meta is the one the README was written from', async () => {
    const { mount } = (await import(
      pathToFileURL(join(root, `widgets/${name}/index.${react ? 'tsx' : 'ts'}`)).href
    )) as { mount: unknown };
    expect(typeof mount).toBe('function');
    expect(meta.example.props).toEqual({ title: `Neues Widget ${name}` });
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(meta.summary);
    expect(readme).toContain(meta.props.title?.description);
    expect(readme).toContain(`data-props='{"title":"Neues Widget ${name}"}'`);
    expect(readFileSync(join(root, 'docs/integration.md'), 'utf8')).toContain(`#### \`${name}\``);
  });

  it('refuses the same name a second time', () => {
    expect(nameProblem(root, name)).toMatch(/exists already/);
  });
});

describe('new:widget names', () => {
  it.each([
    ['cart', /exists already/],
    ['Cart', /kebab-case/],
    ['two--dashes', /kebab-case/],
    ['9lives', /kebab-case/],
    ['constructor', /every object/],
  ])('refuses "%s"', (name, problem) => {
    expect(nameProblem(REPO, name)).toMatch(problem);
  });

  it('takes a new kebab-case name', () => {
    expect(nameProblem(REPO, 'fuel-price-alert')).toBeUndefined();
  });
});
