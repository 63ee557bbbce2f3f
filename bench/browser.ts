import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** How much slower than this machine every measurement runs: a mid-range phone (issue 4). */
export const CPU_SLOWDOWN = 4;

/** A fresh context (cold cache) and page with the CPU slowed through CDP. */
export async function slowPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** The viewport of a typical phone, for page-impact measurements. */
export const PHONE_VIEWPORT = { width: 412, height: 915 };
