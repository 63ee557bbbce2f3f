import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import { readableRecords } from '../../../src/kit/readable-records.ts';

const readNumber = (value: unknown) => (typeof value == 'number' ? value : undefined);
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetLogMemory();
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnings.mockRestore());

describe('readableRecords: records that fail their checks are left out, never silently', () => {
  it('keeps the readable records in order and logs nothing when all pass', () => {
    expect(readableRecords([1, 2, 3], readNumber, 'fuel-search', 'stations')).toEqual([1, 2, 3]);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('leaves out the others with one console line naming the source and the list', () => {
    expect(readableRecords([1, 'zwei', 3, null], readNumber, 'fuel-search', 'stations')).toEqual([1, 3]);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith(
      '[kiosk:fuel-search] stations: records failing their checks left out',
      ['zwei', null],
    );
  });
});
