/**
 * Debian's Chromium and the flags this machine needs (root: no sandbox; a closed network: no
 * background connections). One place for e2e (playwright.config.ts) and the bench.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * e2e drives Debian's headless shell (package chromium-headless-shell): the same Chromium build
 * without the browser's own UI, at well under half the CPU per page (15 visits of /auto/ with axe and
 * a screenshot: 10 s instead of 24 s), and on 2 cores the e2e run is bound by CPU. The bench measures
 * page impact in the full browser a reader has.
 */
export const E2E_CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
