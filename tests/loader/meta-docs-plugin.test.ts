// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutDocs } from '../../loader/meta-docs-plugin.ts';
import { WIDGETS } from '../../widgets/catalogue.ts';

/** Evaluates a meta.ts whose only import is defineMeta (an identity function). */
const evaluate = (code: string) => {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace('export const meta =', 'return')
    .replace(/\bas const\b/g, '');
  return new Function('defineMeta', body)((meta: unknown) => meta) as Record<string, unknown>;
};

describe('the documentation fields of meta.ts stay out of the browser bundle', () => {
  it("keeps name, trigger and each prop's type and required flag of every widget, and nothing else", () => {
    for (const meta of WIDGETS) {
      const code = readFileSync(`widgets/${meta.name}/meta.ts`, 'utf8');
      const stripped = withoutDocs(code);
      expect(stripped).not.toContain(meta.summary);
      const props = Object.fromEntries(
        Object.entries(meta.props).map(([key, spec]) => [
          key,
          { type: spec.type, ...(spec.required === undefined ? {} : { required: spec.required }) },
        ]),
      );
      // A meta.ts with imports of its own (shared constants) is checked by its text alone.
      if (/^import (?!\{ defineMeta \})/m.test(code)) continue;
      expect(evaluate(stripped)).toEqual({ name: meta.name, trigger: meta.trigger, props });
    }
  });

  it('cuts the last property without its comma and keeps the literal valid', () => {
    const code = `import { defineMeta } from 'x';\nexport const meta = defineMeta({ name: 'demo', trigger: 'idle', props: { id: { type: 'string', required: true, description: 'd' } }, fallback: 'f' });`;
    expect(evaluate(withoutDocs(code))).toEqual({
      name: 'demo',
      trigger: 'idle',
      props: { id: { type: 'string', required: true } },
    });
  });

  it('fails the build when a meta.ts has no defineMeta literal to read', () => {
    expect(() => withoutDocs('export const meta = {};', 'widgets/x/meta.ts')).toThrow(/no defineMeta/);
  });
});
