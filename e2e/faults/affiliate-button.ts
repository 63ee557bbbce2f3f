import type { FaultRow } from './support/fault-row.ts';

/**
 * The button's one call is the boxes' price lookup through the same code (features/affiliate): its row
 * is e2e/faults/affiliate-box.ts, which the fault table would otherwise run twice.
 */
export const FAULT_ROWS: readonly FaultRow[] = [];
