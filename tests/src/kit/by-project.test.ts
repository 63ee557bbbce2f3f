import { describe, expect, it } from 'vitest';
import { forProject } from '../../../src/kit/by-project.ts';

describe("forProject: a feature's own brand data", () => {
  const table = { default: 'neutral', mo: 'motorcycle' };

  it('reads the entry of the project', () => expect(forProject(table, 'mo')).toBe('motorcycle'));

  it('falls back to the default for every other project', () =>
    expect(forProject(table, 'ams')).toBe('neutral'));

  it("never finds Object.prototype's members for a project code such as 'constructor'", () =>
    expect(forProject(table, 'constructor')).toBe('neutral'));
});
