import { createHash } from 'node:crypto';

/** The demo paywall provider: its names, its rule (3 free articles per 30 days) and a demo bypass code. */
export const DEMO_PROVIDER = {
  name: 'Demo-Paywall',
  global: 'demowall',
  block: 'demowall',
  freeArticles: 3,
  windowDays: 30,
  /** Where the provider keeps its meter in the reader's browser. */
  storageKey: 'demowall_meter',
} as const;

/** The route of the provider's loader script (spec 7.6: a local static path). */
export const PROVIDER_SCRIPT_PATH = '/api/paywall/provider.js';

/** spec 5.1: a valid code; its first digit, 7, is its validity in days. Only its digest is configured. */
export const DEMO_BYPASS_CODE = 'kiosk7';
export const BYPASS_PARAM = 'zq';
export const BYPASS_COOKIE = 'zqc';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The `paywall` section of `#kiosk-config` on the demo pages. */
export const PAYWALL_CONFIG = {
  provider: {
    name: DEMO_PROVIDER.name,
    script: PROVIDER_SCRIPT_PATH,
    global: DEMO_PROVIDER.global,
    block: DEMO_PROVIDER.block,
  },
  bypass: { param: BYPASS_PARAM, cookie: BYPASS_COOKIE, codes: sha256(DEMO_BYPASS_CODE) },
  scriptTimeoutMs: 10_000,
  offers: { plus: '/abo/?angebot=plus', pur: '/abo/?angebot=pur' },
  loginUrl: '/anmelden/',
};
