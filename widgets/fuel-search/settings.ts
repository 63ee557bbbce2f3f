import { readConfigSection } from '../../src/kit/config-section.ts';
import type { FieldReader } from '../../src/field-reader.ts';

export interface FuelSearchConfig {
  /** How long one call may take before the reader sees the failure and a retry. */
  timeoutMs: number;
  /** When a running search says it is slow and offers a restart. */
  slowAfterMs: number;
}

const DEFAULTS: FuelSearchConfig = { timeoutMs: 10_000, slowAfterMs: 3_000 };

/** A whole number of milliseconds from 1 to 60000; the fault e2e sets short ones. */
function milliseconds(reader: FieldReader, key: keyof FuelSearchConfig): number {
  const value = reader.number(key);
  if (value === undefined) return DEFAULTS[key];
  if (Number.isInteger(value) && value >= 1 && value <= 60_000) return value;
  reader.problem(`${key} must be a whole number of milliseconds from 1 to 60000`);
  return DEFAULTS[key];
}

/** The widget's own section of `#kiosk-config`: `{"fuelSearch": {"timeoutMs": 10000, "slowAfterMs": 3000}}`. */
export const readFuelSearchConfig = (): FuelSearchConfig =>
  readConfigSection('fuel-search', 'fuelSearch', (reader) => ({
    timeoutMs: milliseconds(reader, 'timeoutMs'),
    slowAfterMs: milliseconds(reader, 'slowAfterMs'),
  }));
