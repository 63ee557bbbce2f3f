import type { ByProject } from '../../src/kit/by-project.ts';

/** spec 4.2: the one project whose paywall registers no 'on_evaluated' (its provider only scores). */
export const WITHOUT_VERDICT: ByProject<boolean> = { default: false, pro: true };
