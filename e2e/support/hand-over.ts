import { expect, type Locator, type Page } from '@playwright/test';

/**
 * issue 22: a widget's interactive part arrives while the reader acts. `holdPart` holds back the chunk
 * of the part (`widgets/<name>-<part>-<hash>.js`) until `release()`, so a test clicks the resting control
 * during the load. `watchShifts` sums the layout-shift entries from now on, input-driven ones included.
 */
export async function holdPart(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(chunk, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.fallback();
  });
  return { release, requested };
}

export async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const win = window as typeof window & { kioskShift?: number };
    win.kioskShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.kioskShift! += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as typeof window & { kioskShift?: number }).kioskShift);
}

/**
 * Call before the page loads (the part is prefetched on idle after load). Clicks the resting control
 * while its part is held, releases it, and checks the hand-over: the
 * rendered control has the resting one's box, focus is where the part puts it after the click (`focus`:
 * the control, or the dialog it opened), never on `body`, and nothing on the page shifted.
 */
export async function clickDuringHandOver(page: Page, control: Locator, part: RegExp) {
  const hold = await holdPart(page, part);
  return {
    async click() {
      await expect(control).toBeEnabled();
      const before = await control.boundingBox();
      const shifts = await watchShifts(page);
      await control.click();
      await expect.poll(() => hold.requested.length).toBe(1);
      hold.release();
      return async (focus: Locator = control) => {
        await expect
          .poll(() => focus.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true);
        expect(await control.boundingBox()).toEqual(before);
        expect(await shifts()).toBe(0);
      };
    },
  };
}
