import type { ByProject } from '../../src/kit/by-project.ts';

/**
 * issue 15: the fuel station search and its hourly price averages (spec 2.7, 7.7) run on the
 * fuel-price project only, unless the page's `features.fuelSearch` says otherwise.
 */
export const FUEL_SEARCH_PROJECTS: ByProject<boolean> = { default: false, mt: true };
