import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVersions } from '../../../features/vehicles/parse-vehicles.ts';
import { resetLogMemory } from '../../../src/log.ts';

const LONG = 'Frontantrieb'.repeat(5_000);
const vehicle = (fields: Record<string, unknown> = {}) => ({
  id: 'audi-a3',
  brand: 'Audi',
  series: 'A3',
  name: 'Sportback 35 TFSI',
  kind: 'car',
  values: { powerKw: 110, drive: 'Frontantrieb' },
  ...fields,
});
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetLogMemory();
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warnings.mockRestore());

describe('vehicle answers from a lying server', () => {
  it('a 60 KB technical value is shortened to 60 characters, a 60 KB name to 80', () => {
    const [parsed] = parseVersions({ versions: [vehicle({ name: LONG, values: { drive: LONG } })] }) ?? [];
    expect(parsed?.values.drive).toBe(`${LONG.slice(0, 60)}…`);
    expect(parsed?.name).toBe(`${LONG.slice(0, 80)}…`);
  });

  it('keeps short text as sent', () => {
    expect(parseVersions({ versions: [vehicle()] })?.[0]).toMatchObject({
      name: 'Sportback 35 TFSI',
      values: { powerKw: 110, drive: 'Frontantrieb' },
    });
  });

  it('a version that fails its checks is left out with one console line', () => {
    const broken = vehicle({ kind: 'truck' });
    expect(parseVersions({ versions: [vehicle(), broken] })).toHaveLength(1);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith(
      '[kiosk:vehicle-compare] versions: records failing their checks left out',
      [broken],
    );
  });
});
