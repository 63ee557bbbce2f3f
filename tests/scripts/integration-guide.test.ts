// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { updateIntegrationGuide } from '../../scripts/integration-guide.ts';
import { renderBrandTable } from '../../scripts/brand-table.ts';
import { BRANDS } from '../../src/brands.ts';
import { WIDGETS } from '../../widgets/catalogue.ts';

const GUIDE = fileURLToPath(new URL('../../docs/integration.md', import.meta.url));

describe('docs/integration.md', () => {
  // Formatting the whole guide with prettier takes seconds on a loaded machine.
  it('is up to date with the widgets’ meta.ts, their calls and the brands (run `npm run docs` when this fails)', async () => {
    const guide = readFileSync(GUIDE, 'utf8');
    expect(await updateIntegrationGuide(guide, WIDGETS, GUIDE)).toBe(guide);
  }, 30_000);

  it('rewrites only what stands between each pair of markers', async () => {
    const parts = ['widgets', 'calls', 'brands'].map(
      (name) => `<!-- ${name}:start -->\n\nstale ${name}\n\n<!-- ${name}:end -->`,
    );
    const updated = await updateIntegrationGuide(
      `# Guide\n\n${parts.join('\n\nhand-written\n\n')}\n`,
      WIDGETS,
      GUIDE,
    );
    expect(updated).not.toContain('stale');
    expect(updated.match(/hand-written/g)).toHaveLength(2);
    expect(updated).toContain('#### `vehicle-compare`');
    expect(updated).toContain('#### `GET {apiHost}/newsticker/feed?project=…`');
  }, 30_000);

  it('refuses a guide without the markers', async () => {
    await expect(updateIntegrationGuide('# Guide\n', WIDGETS, GUIDE)).rejects.toThrow(
      '<!-- widgets:start -->',
    );
  });

  it('lists every brand with its flags and both themes’ colours', () => {
    const table = renderBrandTable();
    for (const brand of BRANDS)
      expect(table).toContain(`| \`${brand.project}\` | ${brand.name} | ${brand.subject} |`);
    expect(table).toContain(
      '| `hw` | Wohnen Kiosk | home | no `plus`, `paywall` | `#6d4c41` / `#ffffff` | `#ad887c` / `#1a1a1a` |',
    );
  });
});
