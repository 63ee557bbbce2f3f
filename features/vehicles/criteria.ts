import { CRITERION_PREFIX } from './comparison-params.ts';
import { findField } from './fields.ts';
import type { VehicleData } from './vehicle-types.ts';

/** A range over a number field; an open end is missing. */
export interface RangeCriterion {
  min?: number;
  max?: number;
}

/** Allowed choices of a choice field ('Elektro', 'Benzin'): any of them matches. */
export type ChoiceCriterion = readonly string[];

export type Criterion = RangeCriterion | ChoiceCriterion;

/** 'Suche anpassen': criteria by field key. Criteria combine with AND; choices within one with OR. */
export type Criteria = Readonly<Record<string, Criterion>>;

const isChoice = (criterion: Criterion): criterion is ChoiceCriterion => Array.isArray(criterion);

/** A criterion that restricts nothing (an empty range, no choice ticked) is no criterion. */
export const isActive = (criterion: Criterion) =>
  isChoice(criterion) ? criterion.length > 0 : criterion.min !== undefined || criterion.max !== undefined;

/** The criteria that restrict something, by key, in a stable order (for URLs, counts and events). */
export function activeCriteria(criteria: Criteria): Criteria {
  return Object.fromEntries(
    Object.entries(criteria)
      .filter(([key, criterion]) => findField(key) && isActive(criterion))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Whether a version meets every criterion. A vehicle without the value (a petrol car asked for its
 * electric range) does not meet a criterion on it: the reader asked for that value.
 */
export function matchesCriteria(vehicle: Pick<VehicleData, 'values'>, criteria: Criteria): boolean {
  return Object.entries(activeCriteria(criteria)).every(([key, criterion]) => {
    const value = vehicle.values[key];
    if (isChoice(criterion)) return typeof value == 'string' && criterion.includes(value);
    if (typeof value != 'number') return false;
    return (
      (criterion.min === undefined || value >= criterion.min) &&
      (criterion.max === undefined || value <= criterion.max)
    );
  });
}

/** Plain decimals, never exponents ('1e-7' would hold the separator); six places are plenty for data. */
const formatNumber = (value: number | undefined) =>
  value === undefined ? '' : value.toFixed(6).replace(/\.?0+$/, '');

export function criteriaToParams(criteria: Criteria): Array<[string, string]> {
  return Object.entries(activeCriteria(criteria)).map(([key, criterion]) => [
    `${CRITERION_PREFIX}${key}`,
    isChoice(criterion)
      ? criterion.join(',')
      : `${formatNumber(criterion.min)}-${formatNumber(criterion.max)}`,
  ]);
}

const readNumber = (text: string | undefined) => {
  if (text === undefined || text.trim() == '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** Reads criteria from query parameters; unknown fields and unreadable values are left out. */
export function criteriaFromParams(params: URLSearchParams): Criteria {
  const criteria: Record<string, Criterion> = {};
  for (const [name, text] of params) {
    if (!name.startsWith(CRITERION_PREFIX)) continue;
    const field = findField(name.slice(CRITERION_PREFIX.length));
    if (!field) continue;
    if (field.type == 'choice') {
      criteria[field.key] = text.split(',').filter((choice) => choice != '');
      continue;
    }
    // A range is 'min-max' in plain decimals; no technical data value is negative.
    const match = /^([\d.]*)-([\d.]*)$/.exec(text);
    if (!match) continue;
    const min = readNumber(match[1]);
    const max = readNumber(match[2]);
    criteria[field.key] = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }
  return activeCriteria(criteria);
}
