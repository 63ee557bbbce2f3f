import type { Page } from '@playwright/test';

export interface RecordedEvent {
  name: string;
  props?: Record<string, unknown>;
}

/**
 * Records every `kiosk:analytics-event` of the page (and of its reloads), and the layout shifts of the
 * page below its header as `window.__cls`; returns how to read them. For the article-element specs
 * (issue 31). A shift that moves the site header is the header widgets' (their own specs), not the
 * article's, and is left out.
 */
export async function recordPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[]; __cls: number };
    w.__events = [];
    w.__cls = 0;
    document.addEventListener('kiosk:analytics-event', (event) => {
      const { name, props } = (event as CustomEvent<{ name: string; props?: unknown }>).detail;
      w.__events.push({ name, props });
    });
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node?: Node | null }>;
      };
      for (const entry of list.getEntries() as Shift[]) {
        const inHeader = entry.sources.some((source) => source.node?.parentElement?.closest('.site-header'));
        if (!entry.hadRecentInput && !inHeader) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // A click on a link records, but leaves the reader on the page.
    document.addEventListener('click', (event) => event.preventDefault());
  });
  return {
    events: () => page.evaluate(() => (window as unknown as { __events: RecordedEvent[] }).__events),
    named: async (name: string) =>
      (await page.evaluate(() => (window as unknown as { __events: RecordedEvent[] }).__events)).filter(
        (event) => event.name == name,
      ),
    cls: () => page.evaluate(() => (window as unknown as { __cls: number }).__cls),
  };
}
