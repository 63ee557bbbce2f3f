/** The model teaser's German texts (spec 2.7). */
export const TEASER_FAILED = 'Die Versionen dieses Modells konnten gerade nicht geladen werden.';
