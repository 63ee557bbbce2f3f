/**
 * Debian's Chromium and the flags this machine needs (root: no sandbox; a closed network: no
 * background connections). One place for e2e (playwright.config.ts) and the bench.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
