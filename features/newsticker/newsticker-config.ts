import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';

/**
 * The `newsticker` section of `#kiosk-config`: apart from page-ticker.ts, so that a widget's meta (read
 * at mount) does not bring the ticker itself, which starts later (issue 22).
 */
export const NEWSTICKER_CONFIG = defineConfigSection('newsticker', {
  intervalSeconds: {
    type: 'number',
    min: 15,
    default: 60,
    unit: 'seconds',
    description: 'seconds between two polls (a new item a minute is a busy news day)',
  },
  timeoutMs: milliseconds({ default: 10_000, description: 'how long one feed request may take' }),
});
