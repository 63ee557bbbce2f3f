import { join } from 'node:path';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { build, loadConfigFromFile, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type Harness = typeof import('./fixtures/popover-harness.tsx');

/**
 * Floating UI is a dependency, so vitest loads it from node_modules with real React, and
 * `vi.mock('react')` cannot reach it. This suite therefore builds the popover the way production
 * does (the build's own `react` → preact/compat aliases) into one module and drives that.
 */
let harness: Harness;

beforeAll(async () => {
  // happy-dom's URL cannot name a file; node's can.
  const root = fileURLToPath(new NodeURL('../..', import.meta.url));
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(root, 'vite.config.ts'),
  );
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: loaded?.config.resolve,
    define: loaded?.config.define,
    build: {
      write: false,
      minify: true,
      lib: {
        entry: join(root, 'tests/ui/fixtures/popover-harness.tsx'),
        formats: ['es'],
        fileName: 'harness',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = result[0]!.output.find((file) => file.type == 'chunk')!;
  // preact/compat inside, not React 19 (whose client internals carry this name).
  expect(chunk.code).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE');
  // A data: URL, since vitest's resolver does not see files written after it started.
  const source = `data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`;
  harness = (await import(/* @vite-ignore */ source)) as Harness;
}, 60_000);

const widget = async (name: string) => {
  const element = document.createElement('div');
  document.body.append(element);
  await harness.mountPopoverWidget(element, name);
  return within(element);
};

describe('Popover on preact/compat (the production runtime)', () => {
  it('opens by click, moves focus in, closes on Escape and returns focus to its button', async () => {
    const view = await widget('Merkliste');
    const anchor = view.getByRole('button', { name: 'Merkliste' });
    anchor.focus();
    fireEvent.click(anchor);
    const popover = await view.findByRole('dialog', { name: 'Merkliste: Anmelden' });
    expect(anchor.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(view.getByRole('link', { name: 'Anmelden' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(popover.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(anchor));
    expect(anchor.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside', async () => {
    const view = await widget('Newsticker');
    fireEvent.click(view.getByRole('button', { name: 'Newsticker' }));
    const popover = await view.findByRole('dialog');
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(popover.isConnected).toBe(false));
  });

  it('gives popovers in separate widget roots separate ids (preact counts useId per root)', async () => {
    const first = await widget('Eins');
    const second = await widget('Zwei');
    const anchors = [
      first.getByRole('button', { name: 'Eins' }),
      second.getByRole('button', { name: 'Zwei' }),
    ];
    for (const anchor of anchors) fireEvent.click(anchor);
    await first.findByRole('dialog');
    const ids = anchors.map((anchor) => anchor.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(2);
    expect(document.getElementById(ids[1]!)?.getAttribute('aria-label')).toBe('Zwei: Anmelden');
  });
});
