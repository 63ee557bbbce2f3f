import type { FaultRow } from './support/fault-row.ts';

/**
 * The pop-up's calls are the issues list and the owned issues, whose rows are magazine-issues' (the same
 * routes); a failure there only means no invitation (logged), which the unit tests check.
 */
export const FAULT_ROWS: readonly FaultRow[] = [];
