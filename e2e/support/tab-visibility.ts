import type { Page, Request } from '@playwright/test';

/**
 * The Page Visibility API under the test's control (issue 25): `document.visibilityState` and
 * `document.hidden` read what the test set, and a change fires `visibilitychange`, as switching tabs
 * does. Call before the page loads.
 */
export async function controlVisibility(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state == 'hidden' });
    (window as unknown as { __setVisibility(next: DocumentVisibilityState): void }).__setVisibility = (
      next,
    ) => {
      state = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

export const setVisibility = (page: Page, state: DocumentVisibilityState) =>
  page.evaluate(
    (next) =>
      (window as unknown as { __setVisibility(next: DocumentVisibilityState): void }).__setVisibility(next),
    state,
  );

const isSuggestions = (request: Request) => request.url().includes('/api/suggestions?');

/**
 * The reader leaves the tab, the suggestions' request ends (answered, failed or given up), `awayMs`
 * pass on the page's clock (`page.clock.install()` first), and the reader comes back. Without a
 * request (nothing fetched: the rules said no), the time passes all the same.
 */
export async function awayAndBack(page: Page, awayMs = 61_000, { fetches = true } = {}): Promise<void> {
  const ended = fetches
    ? Promise.race([
        page.waitForEvent('requestfinished', isSuggestions),
        page.waitForEvent('requestfailed', isSuggestions),
      ])
    : undefined;
  await setVisibility(page, 'hidden');
  await ended;
  // The answer's body is read and checked in the page's own turns after the request has finished.
  if (ended) await page.waitForTimeout(100);
  await page.clock.fastForward(awayMs);
  await setVisibility(page, 'visible');
}
