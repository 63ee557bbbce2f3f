import type { ByProject } from '../../src/kit/by-project.ts';

/**
 * issue 28: the camping pitch search (spec 1, a camper pitch booking partnership) runs on the camping
 * project only, unless the page's `features.campingSearch` says otherwise.
 */
export const CAMPING_SEARCH_PROJECTS: ByProject<boolean> = { default: false, pr: true };
