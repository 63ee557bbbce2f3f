import type { BenchSection } from './widget-sections.ts';
import type { Browser } from 'playwright-core';
import { PHONE_VIEWPORT, slowPage } from './browser.ts';
import { spread, type Spread } from './stats.ts';

/** Three Golfs: drive and gearbox are equal, so 'Nur Unterschiede' has rows to hide. */
const SHARED_LINK = '/auto/vergleich/?v=vw-golf-1-5-etsi-dsg,vw-golf-2-0-tdi-dsg,vw-golf-gti-dsg';

/**
 * The vehicle comparison at 4× CPU slowdown on a phone: a shared link of three cars from navigation to
 * the filled table; 'Nur Unterschiede' from the tap to the rows gone; a ticked criterion in 'Suche
 * anpassen' to the new live count (300 ms debounce, the request, the render).
 */
async function once(browser: Browser, origin: string) {
  const { context, page } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  let started = Date.now();
  await page.goto(`${origin}${SHARED_LINK}`);
  const columns = page.locator('.kiosk-vehicle-compare thead th[scope="col"]');
  await page.waitForFunction(
    () => document.querySelectorAll('.kiosk-vehicle-compare thead th[scope="col"]').length == 3,
  );
  const linkToTableMs = Date.now() - started;
  await columns.first().waitFor();

  const rows = () => page.locator('.kiosk-vehicle-compare tbody tr').count();
  const before = await rows();
  started = Date.now();
  await page.getByRole('switch', { name: 'Nur Unterschiede' }).click();
  await page.waitForFunction(
    (count) => document.querySelectorAll('.kiosk-vehicle-compare tbody tr').length < count,
    before,
  );
  const differencesMs = Date.now() - started;

  await page.getByRole('button', { name: 'Suche anpassen' }).click();
  const status = page.locator('.kiosk-vehicle-compare form[aria-label="Suche anpassen"] [role="status"]');
  await status.filter({ hasText: /^\d+ Fahrzeuge gefunden$/ }).waitFor();
  const first = await status.textContent();
  started = Date.now();
  await page.getByRole('checkbox', { name: 'Elektro' }).check();
  await page.waitForFunction((text) => {
    const now = document.querySelector('.kiosk-vehicle-compare form [role="status"]')?.textContent ?? '';
    return /^\d+ Fahrzeuge gefunden$/.test(now) && now != text;
  }, first);
  const countMs = Date.now() - started;
  await context.close();
  return { linkToTableMs, differencesMs, countMs };
}

const format = (value: Spread) =>
  `${value.median.toFixed(0)} ms (${value.min.toFixed(0)}–${value.max.toFixed(0)})`;

/** Runs the scenario `runs` times; returns its section of bench/report.md. */
export async function vehicleCompareSection(browser: Browser, origin: string, runs: number): Promise<string> {
  const results: Array<Awaited<ReturnType<typeof once>>> = [];
  for (let run = 0; run < runs; run++) results.push(await once(browser, origin));
  const of = (key: keyof (typeof results)[number]) => format(spread(results.map((entry) => entry[key])));
  return [
    '',
    '## Vehicle comparison (issue 16)',
    '',
    `Phone viewport, CPU slowed 4×, ${runs} runs, median (min–max); the demo backend answers at once.`,
    '',
    '| step | time |',
    '| --- | ---: |',
    `| shared link of 3 cars → table filled | ${of('linkToTableMs')} |`,
    `| 'Nur Unterschiede' → equal rows gone | ${of('differencesMs')} |`,
    `| 'Elektro' ticked → new live count (incl. 300 ms debounce) | ${of('countMs')} |`,
    '',
  ].join('\n');
}

/** The vehicle comparison scenario in `npm run bench` (bench/widget-sections.ts). */
export const section: BenchSection = {
  measure: ({ browser, origin, runs }) => vehicleCompareSection(browser, origin, runs),
};
