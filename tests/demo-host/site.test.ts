// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../demo-host/app.ts';
import { findPages, PAGES } from '../../demo-host/site.ts';

/** A pages folder: `{ 'file name': contents }`. */
const fixture = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-pages-'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
};
const registration = (...paths: string[]) =>
  `export const pages = ${JSON.stringify(paths.map((path) => ({ path, title: path, description: 'd' })))};`;

describe('the demo pages', () => {
  const app = createDemoApp();

  // A cell per page: a new page is checked without editing this file.
  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s answers 200 with its title',
    async (path, page) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      // The layout escapes the title as numeric character references.
      const title = page.title.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
      expect(await response.text()).toContain(`<title>${title}</title>`);
    },
  );
});

describe('finding the pages', () => {
  it.each(PAGES.map((page) => [page.path] as const))(
    '%s: no fallback markup promises loading (it stays where the widget does not come)',
    async (path) => {
      const html = await (await createDemoApp().request(path)).text();
      expect(html).not.toMatch(/wird geladen|lädt …|Laden …/);
    },
  );

  it('serves each body with the pages of its registration, sorted by path', async () => {
    const dir = fixture({
      'b.html': '<p>B</p>',
      'b.ts': registration('/b/', '/a/zwei/'),
      'a.html': '<p>A</p>',
      'a.ts': registration('/a/'),
    });
    expect((await findPages(dir)).map(({ path, body }) => [path, body])).toEqual([
      ['/a/', 'a.html'],
      ['/a/zwei/', 'b.html'],
      ['/b/', 'b.html'],
    ]);
  });

  it('refuses a body without its registration, and a registration without its body', async () => {
    await expect(findPages(fixture({ 'a.html': '' }))).rejects.toThrow('demo-host/pages/a.ts is missing');
    await expect(findPages(fixture({ 'a.ts': registration('/a/') }))).rejects.toThrow(
      'demo-host/pages/a.ts has no body beside it',
    );
  });

  it('refuses a registration that is not a list of pages, and a path served twice', async () => {
    const noList = fixture({ 'a.html': '', 'a.ts': "export const page = { path: '/a/' };" });
    await expect(findPages(noList)).rejects.toThrow('demo-host/pages/a.ts must export pages');
    const badPath = fixture({ 'a.html': '', 'a.ts': registration('/a') });
    await expect(findPages(badPath)).rejects.toThrow('demo-host/pages/a.ts must export pages');
    const twice = fixture({
      'a.html': '',
      'a.ts': registration('/a/'),
      'b.html': '',
      'b.ts': registration('/a/'),
    });
    await expect(findPages(twice)).rejects.toThrow('/a/ is registered twice');
  });
});
