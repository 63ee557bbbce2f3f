import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations of impact serious or critical, within `selector` (default: the whole page). */
export async function seriousViolations(page: Page, selector?: string) {
  // Once per document: compiling axe's half megabyte again for every check of the same page cost a
  // tenth of a second of a loaded core each time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(context ? document.querySelectorAll(context) : document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact == 'serious' || violation.impact == 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, selector);
}
