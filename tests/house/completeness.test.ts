// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../../widgets/catalogue.ts';
import { REQUIREMENTS } from './requirements.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Issue 21: every widget is complete, one test per widget and requirement, so a failure names both.
 * `npm run new:widget <name>` scaffolds a widget that passes all of them.
 */
describe.each(WIDGETS.map((meta) => [meta.name, meta] as const))('%s', (_name, meta) => {
  for (const requirement of REQUIREMENTS)
    it.runIf(requirement.applies?.(meta) ?? true)(requirement.name, () => {
      expect(requirement.check(ROOT, meta)).toBeUndefined();
    });
});
