// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutDocs } from '../../loader/meta-docs-plugin.ts';
import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { WIDGETS } from '../../widgets/catalogue.ts';

/** Evaluates a meta.ts whose only imports are the kit's `defineMeta` and config schema helpers. */
const evaluate = (code: string) => {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export const meta =/m, 'return')
    .replace(/\bas const\b/g, '');
  return new Function('defineMeta', 'defineConfigSection', 'milliseconds', body)(
    (meta: unknown) => meta,
    defineConfigSection,
    milliseconds,
  ) as Record<string, unknown>;
};

/** A value with every `description` key dropped, at any depth (regular expressions kept as they are). */
const withoutDescriptions = (value: unknown): unknown =>
  value && typeof value == 'object' && !(value instanceof RegExp)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key != 'description')
          .map(([key, inner]) => [key, withoutDescriptions(inner)]),
      )
    : value;

/** Every description text a value holds, at any depth. */
const descriptions = (value: unknown): string[] =>
  value && typeof value == 'object'
    ? Object.entries(value).flatMap(([key, inner]) =>
        key == 'description' && typeof inner == 'string' ? [inner] : descriptions(inner),
      )
    : [];

const FEATURE_SCHEMAS = [
  'features/favourites/favourites-config.ts',
  'features/newsticker/newsticker-config.ts',
  'features/vehicles/vehicle-settings.ts',
];

describe('the documentation fields of meta.ts stay out of the browser bundle', () => {
  it.each(WIDGETS.map((meta) => [meta.name, meta] as const))(
    "%s: keeps name, trigger, each prop's type and required flag and the config schema without its descriptions",
    (name, meta) => {
      const code = readFileSync(`widgets/${name}/meta.ts`, 'utf8');
      const stripped = withoutDocs(code);
      expect(stripped).not.toContain(meta.summary);
      for (const text of descriptions(meta.config.section?.fields)) expect(stripped).not.toContain(text);
      // A meta.ts importing a feature's shared section is checked by its text alone (above).
      if (/^import .* from '\.\.\/\.\.\/features\//m.test(code)) return;
      const props = Object.fromEntries(
        Object.entries(meta.props).map(([key, spec]) => [
          key,
          { type: spec.type, ...(spec.required === undefined ? {} : { required: spec.required }) },
        ]),
      );
      const config = meta.config.section ? { section: withoutDescriptions(meta.config.section) } : {};
      expect(evaluate(stripped)).toEqual({ name: meta.name, trigger: meta.trigger, props, config });
    },
  );

  // issue 22: a widget whose meta names a feature's section (the feature reads it) does not bring it at mount.
  const NAMED_SECTIONS = WIDGETS.map(({ name }) => {
    const code = readFileSync(`widgets/${name}/meta.ts`, 'utf8');
    return [name, code, /\bsection: ([A-Z][A-Z_]*)\b/.exec(code)?.[1]] as const;
  }).filter(([, , section]) => section !== undefined);

  it('finds the metas that name a feature section', () => {
    expect(NAMED_SECTIONS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['bookmarks', 'favourite-button', 'newsticker', 'model-teaser']),
    );
  });

  it.each(NAMED_SECTIONS)(
    '%s: the feature section its meta names stays out of the body, and no file of the widget reads meta.config',
    (name, code, section) => {
      const stripped = withoutDocs(code);
      expect(stripped).not.toMatch(new RegExp(`\\b${section}\\b`));
      expect(stripped).not.toMatch(/\bsection:/);
      const files = readdirSync(`widgets/${name}`).filter((file) => /\.tsx?$/.test(file));
      for (const file of files)
        expect(readFileSync(`widgets/${name}/${file}`, 'utf8')).not.toContain('meta.config');
    },
  );

  it.each(FEATURE_SCHEMAS)(
    '%s: the shared config schema keeps its checking data, not its descriptions',
    (file) => {
      const code = readFileSync(file, 'utf8');
      const stripped = withoutDocs(code, file, false);
      const described = [...code.matchAll(/description: '([^']+)'/g)].map(([, text]) => text!);
      expect(described.length).toBeGreaterThan(0);
      for (const text of described) expect(stripped).not.toContain(text);
      expect(stripped).toContain('defineConfigSection(');
      expect(stripped).toMatch(/timeoutMs: milliseconds\(\{\s*default: /);
    },
  );

  it('cuts descriptions at any depth of a config section, also inside helper calls', () => {
    const code = `export const meta = defineMeta({ name: 'demo', trigger: 'idle', props: {}, config: { section: defineConfigSection('demo', { a: { type: 'object', description: 'x', fields: { b: { type: 'string', required: true, pattern: /^[a-z]+$/, description: 'y' } } }, t: milliseconds({ default: 5, description: 'z' }) }), core: ['apiHost'] }, fallback: 'f' });`;
    expect(evaluate(withoutDocs(code))).toEqual({
      name: 'demo',
      trigger: 'idle',
      props: {},
      config: {
        section: {
          name: 'demo',
          fields: {
            a: { type: 'object', fields: { b: { type: 'string', required: true, pattern: /^[a-z]+$/ } } },
            t: { type: 'number', whole: true, min: 1, max: 60_000, unit: 'milliseconds', default: 5 },
          },
        },
      },
    });
  });

  it('cuts the last property without its comma and keeps the literal valid', () => {
    const code = `import { defineMeta } from 'x';\nexport const meta = defineMeta({ name: 'demo', trigger: 'idle', props: { id: { type: 'string', required: true, description: 'd' } }, fallback: 'f' });`;
    expect(evaluate(withoutDocs(code))).toEqual({
      name: 'demo',
      trigger: 'idle',
      props: { id: { type: 'string', required: true } },
    });
  });

  it('drops the imports only the documentation used (the contracts of meta.calls), and keeps the others', () => {
    const code = [
      "import { defineMeta, KB } from '../../src/kit/widget-meta.ts';",
      "import * as calls from '../../features/demo/demo-calls.ts';",
      "import { LIST } from '../../features/demo/demo-list.ts';",
      `export const meta = defineMeta({ name: 'demo', trigger: 'idle', props: {}, budget: 1 * KB, calls: [calls.GET, LIST] });`,
    ].join('\n');
    const stripped = withoutDocs(code);
    expect(stripped).toContain("import { defineMeta, KB } from '../../src/kit/widget-meta.ts';");
    expect(stripped).not.toContain('demo-calls');
    expect(stripped).not.toContain('demo-list');
    expect(evaluate(stripped)).toEqual({ name: 'demo', trigger: 'idle', props: {} });
  });

  it('fails the build when a meta.ts has no defineMeta literal to read', () => {
    expect(() => withoutDocs('export const meta = {};', 'widgets/x/meta.ts')).toThrow(/no defineMeta/);
  });
});
