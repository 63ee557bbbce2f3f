import { expect, test } from '@playwright/test';

/**
 * The article tracker (spec 7.8) on the demo articles that ask for it: exactly one call per page view,
 * with the URL the page data gives.
 */
const CASES = [
  ['/auto/', '/api/articletracker/ams-artikel?adset=auto_test&file=artikel&platform=desktop&adzone=tests'],
  ['/lesefortschritt/', '/api/articletracker/pr-artikel?adset=&file=&platform=desktop&adzone=Rest'],
] as const;

for (const [path, expected] of CASES)
  test(`${path}: one tracker call, ${expected}`, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/articletracker/')) calls.push(url.pathname + url.search);
    });
    await page.goto(path);
    await expect.poll(() => calls).toEqual([expected]);
    // Still one after the page has settled (a second would come from a remount or a second runtime).
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([expected]);
  });
