// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { END, renderWidgetReference, START, updateReadme } from '../../scripts/readme-widgets.ts';
import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { defineMeta } from '../../src/kit/widget-meta.ts';
import { WIDGETS } from '../../widgets/catalogue.ts';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

const demo = defineMeta({
  name: 'demo-widget',
  trigger: 'visible',
  summary: 'a demo with a | pipe (spec 1.1)',
  description: 'Ein Beispiel.',
  props: {
    id: { type: 'string', required: true, description: 'which item' },
    max: { type: 'number', description: 'at most (default 3)' },
  },
  config: {
    section: defineConfigSection('demo', {
      timeoutMs: milliseconds({ default: 5000, description: 'how long a call | may take' }),
      store: { type: 'string', required: true, pattern: /^[a-z]+$/, description: 'the store' },
      links: {
        type: 'object',
        description: 'links',
        fields: { login: { type: 'string', description: 'the login page' } },
      },
    }),
    core: ['features.shop'],
  },
  fallback: '<a href="/x">`Zum` Shop</a>',
  example: { props: { id: "it's 7" }, markup: '<a href="/x">Zum Shop</a>' },
  budget: 1024,
});

describe('README widget reference', () => {
  it('is up to date with the widgets’ meta.ts (run `npm run docs` when this fails)', async () => {
    const readme = readFileSync(README, 'utf8');
    expect(await updateReadme(readme, WIDGETS, README)).toBe(readme);
    // Formatting the whole README with prettier takes seconds on a loaded machine.
  }, 30_000);

  it('lists every widget with its trigger, props, config fields and fallback markup', () => {
    const section = renderWidgetReference([demo]);
    expect(section).toContain('| `demo-widget` | a demo with a \\| pipe (spec 1.1) | visible |');
    expect(section).toContain('### `demo-widget`');
    expect(section).toContain('- Default trigger: `visible`');
    expect(section).toContain('- Core config fields: `features.shop`');
    expect(section).toContain('- Config section `demo` of `#kiosk-config`');
    expect(section).toContain(
      '| `demo.timeoutMs` | whole number of milliseconds, 1–60000 | `5000` | how long a call \\| may take |',
    );
    expect(section).toContain('| `demo.store` | string matching `/^[a-z]+$/` | required | the store |');
    expect(section).toContain('| `demo.links.login` | string | none | the login page |');
    expect(section).toContain('- Fallback server markup: `` <a href="/x">`Zum` Shop</a> ``');
    expect(section).toContain('| `id` | string | yes | which item |');
    expect(section).toContain('| `max` | number | no | at most (default 3) |');
  });

  it('shows the example mount point as a CMS author would paste it', () => {
    expect(renderWidgetReference([demo])).toContain(
      '```html\n<div data-widget="demo-widget" data-props=\'{"id":"it&#39;s 7"}\'><a href="/x">Zum Shop</a></div>\n```',
    );
  });

  it('rewrites only what stands between the markers', async () => {
    const readme = `# Title\n\nbefore\n\n${START}\n\nstale\n\n${END}\n\nafter\n`;
    const updated = await updateReadme(readme, [demo], README);
    expect(updated).not.toContain('stale');
    expect(updated.startsWith('# Title\n\nbefore\n\n' + START)).toBe(true);
    expect(updated.endsWith(`${END}\n\nafter\n`)).toBe(true);
  });

  it('refuses a README without the markers', async () => {
    await expect(updateReadme('# Title\n', [demo], README)).rejects.toThrow(START);
  });
});
