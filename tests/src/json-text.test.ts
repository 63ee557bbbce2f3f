import { afterEach, describe, expect, it } from 'vitest';
import { toJsonText, withoutPatchedToJson } from '../../src/json-text.ts';

/** What Prototype.js 1.6 does to the page: arrays and objects serialise themselves as strings. */
function patchLikeOldLibraries() {
  const arrays = Array.prototype as unknown as { toJSON?: () => string };
  const objects = Object.prototype as unknown as { toJSON?: () => string };
  arrays.toJSON = function (this: unknown[]) {
    return `[${this.join(', ')}]`;
  };
  Object.defineProperty(objects, 'toJSON', {
    value: () => 'object',
    configurable: true,
    writable: true,
  });
  return () => {
    delete arrays.toJSON;
    delete objects.toJSON;
  };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('toJsonText: JSON as if no library had patched toJSON', () => {
  const value = { items: [{ id: '1', tags: ['a', 'b'] }], nested: { n: 1, list: [] }, flag: true, text: 'x' };

  it('writes what JSON.stringify writes on a clean page', () => {
    expect(toJsonText(value)).toBe(JSON.stringify(value));
    expect(toJsonText([1, 'zwei'])).toBe('[1,"zwei"]');
    expect(toJsonText(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
  });

  it('survives Prototype.js 1.6’s Array.prototype.toJSON (and a patched Object.prototype)', () => {
    const clean = JSON.stringify(value);
    restore = patchLikeOldLibraries();
    // The defect it prevents: the plain call writes the list as a string.
    expect(JSON.stringify({ items: [1] })).not.toBe('{"items":[1]}');
    expect(toJsonText(value)).toBe(clean);
    expect(JSON.parse(toJsonText({ items: [1, 2] }))).toEqual({ items: [1, 2] });
  });

  it('withoutPatchedToJson: a copy any serialiser that asks for toJSON first writes as data', () => {
    restore = patchLikeOldLibraries();
    const copy = withoutPatchedToJson(value);
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect((copy.items as unknown as { toJSON?: unknown }).toJSON).toBeUndefined();
    expect(Object.keys(copy)).toEqual(Object.keys(value));
  });
});
