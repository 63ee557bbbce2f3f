import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathSegment } from '../../../src/kit/path-segment.ts';
import { resetLogMemory } from '../../../src/log.ts';

const options = { source: 'tour-favourite', field: 'tourId' };
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetLogMemory();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('pathSegment: an id becomes a URL path segment only through this check', () => {
  it.each([
    ['7001', '7001'],
    ['a/b?c#d', 'a%2Fb%3Fc%23d'],
    ['...', '...'],
    ['%2e%2e', '%252e%252e'],
  ])('%j is encoded as %j and stays one segment', (id, segment) => {
    expect(pathSegment(id, options)).toBe(segment);
    expect(new URL(`https://api.example/tour/claim/${segment}`).pathname).toBe(`/tour/claim/${segment}`);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(['', '.', '..'])('%j is refused with one console line', (id) => {
    expect(pathSegment(id, options)).toBeUndefined();
    expect(pathSegment(id, options)).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      `[kiosk:tour-favourite] tourId: ${JSON.stringify(id)} is no URL path segment; not sent`,
    );
  });
});
