import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { foldText } from '../../../../demo-host/api/videos/fold-text.ts';

interface ListAnswer {
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  categories: { slug: string; name: string }[];
  highlight: { id: string };
  items: { id: string; title: string; category: { slug: string } }[];
}

const CLIPS = join(dirname(fileURLToPath(import.meta.url)), '../../../../demo-host/api/videos/clips');

function host() {
  const { app } = createDemoBackends({ now: () => new Date('2026-11-20T10:00:00Z') });
  const get = async <T>(path: string) => (await (await app.request(`http://localhost${path}`)).json()) as T;
  return { app, get };
}

describe('demo video backend (issue 29)', () => {
  it.each(['ams', 'mo', 'pr'])(
    '%s: at least 150 videos, the same on every start, 12 a page',
    async (project) => {
      const first = await host().get<ListAnswer>(`/api/videos/${project}`);
      const again = await host().get<ListAnswer>(`/api/videos/${project}`);
      expect(first.total).toBeGreaterThanOrEqual(150);
      expect(first.items).toHaveLength(12);
      expect(first.pages).toBe(Math.ceil(first.total / 12));
      expect(again).toEqual(first);
      expect(first.categories.map((category) => category.name)).toContain('Tests');
    },
  );

  it("finds 'Kühlbox' for 'Kuehlbox', 'kühlbox' and 'KÜHLBOX'", async () => {
    const { get } = host();
    const answers = await Promise.all(
      ['Kuehlbox', 'kühlbox', 'KÜHLBOX'].map((query) =>
        get<ListAnswer>(`/api/videos/pr?suche=${encodeURIComponent(query)}`),
      ),
    );
    expect(answers[0]!.total).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.items.every((item) => item.title.includes('Kühlbox'))).toBe(true);
  });

  it('folds case and umlauts alike on both sides', () => {
    expect(foldText('Kühlbox')).toBe(foldText('KUEHLBOX'));
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('Škoda Octavia')).toBe('skoda octavia');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
        expect(foldText(text.toUpperCase())).toBe(foldText(text.toLowerCase()));
      }),
    );
  });

  it('pages through a category; a page past the last is the last', async () => {
    const { get } = host();
    const tests = await get<ListAnswer>('/api/videos/ams?kategorie=tests&seite=2');
    expect(tests.page).toBe(2);
    expect(tests.items.every((item) => item.category.slug == 'tests')).toBe(true);
    const past = await get<ListAnswer>('/api/videos/ams?kategorie=tests&seite=99');
    expect(past.page).toBe(past.pages);
    const none = await get<ListAnswer>('/api/videos/ams?suche=gibtesnicht');
    expect(none).toMatchObject({ total: 0, page: 1, pages: 1, items: [] });
  });

  it('answers a detail with up to four related videos of its category, not itself', async () => {
    const { get } = host();
    const { video, related } = await get<{
      video: ListAnswer['items'][number];
      related: ListAnswer['items'];
    }>('/api/videos/mo/mo-v010');
    expect(video.id).toBe('mo-v010');
    expect(related).toHaveLength(4);
    expect(related.every((item) => item.category.slug == video.category.slug && item.id != video.id)).toBe(
      true,
    );
    expect((await host().app.request('http://localhost/api/videos/mo/mo-v999')).status).toBe(404);
  });

  it('answers slowly, with 503 or out of format when a brand is switched to it', async () => {
    const { app, get } = host();
    await app.request('http://localhost/api/videos/demo/pr/mode/fail', { method: 'POST' });
    expect((await app.request('http://localhost/api/videos/pr')).status).toBe(503);
    expect((await app.request('http://localhost/api/videos/ams')).status).toBe(200);
    await app.request('http://localhost/api/videos/demo/pr/mode/malformed', { method: 'POST' });
    expect(await get('/api/videos/pr/pr-v001')).toEqual({ items: 'kaputt', video: null });
  });

  it('serves the six committed clips with byte ranges, WebVTT subtitles and posters, 3 MB at most in all', async () => {
    const { app } = host();
    const files = readdirSync(CLIPS);
    for (let clip = 1; clip <= 6; clip++)
      for (const suffix of ['.webm', '.mp4', '.vtt', '-1100.jpg', '-430.jpg'])
        expect(files).toContain(`clip-${clip}${suffix}`);
    const total = files.reduce((sum, file) => sum + statSync(join(CLIPS, file)).size, 0);
    expect(total).toBeLessThanOrEqual(3 * 1024 * 1024);
    const range = await app.request('http://localhost/api/videos/clips/clip-3.webm', {
      headers: { Range: 'bytes=0-99' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Type')).toBe('video/webm');
    const subtitles = await app.request('http://localhost/api/videos/clips/clip-3.vtt');
    expect(subtitles.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(await subtitles.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.500 --> /);
    expect(readFileSync(join(CLIPS, 'clip-3.vtt'), 'utf8')).toContain('Stellplatz');
  });
});
