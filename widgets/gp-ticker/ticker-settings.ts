import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';

/** The `gpTicker` section of `#kiosk-config`. */
export const GP_TICKER_CONFIG = defineConfigSection('gpTicker', {
  intervalSeconds: {
    type: 'number',
    min: 5,
    default: 15,
    unit: 'seconds',
    description: 'seconds between two polls while a race is on (one tab polls for all)',
  },
  timeoutMs: milliseconds({ default: 8_000, description: 'how long one ticker request may take' }),
});
