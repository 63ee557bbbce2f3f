/**
 * spec 9.6: the projects that run the further marketing-analytics tool. The spec names 15 but does not
 * show their codes, so the list starts empty (off for every brand); add a brand's code here to switch
 * the tool on for it. A page's `features.marketingAnalytics` overrides the list either way.
 */
export const MARKETING_ANALYTICS_PROJECTS: readonly string[] = [];
