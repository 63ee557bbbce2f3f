import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const FIELDS = [
  'title',
  'teaser',
  'description',
  'category.name',
  'category.slug',
  'date',
  'url',
  'poster.src',
] as const;

/**
 * The hub's server text (issue 29): titles, descriptions and category names are text (and the JSON-LD
 * stays one script: '<' is escaped in it), URLs pass safeUrl, a category slug is only ever a query value.
 * The list answer carries one video and one category per payload; the detail answer the first of them.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title:
      'video hub list and detail fields (title, teaser, description, category, date, url, poster) on /auto/videos/',
    group: `video hub answers (${FIELDS.join(', ')})`,
    fields: FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      const hostile = (payload: string, index: number) => ({
        id: `hostile-${index}`,
        title: payload,
        teaser: payload,
        description: `${payload} ${'Text '.repeat(40)}</script><script>window.__pwned=1</script>`,
        category: { slug: payload, name: payload },
        duration: 12,
        date: payload,
        url: payload,
        poster: [
          { src: '/api/videos/clips/clip-1-430.jpg', width: 430, height: 242 },
          { src: payload, width: 1100, height: 619 },
        ],
        sources: [{ src: '/api/videos/clips/clip-1.webm', type: 'video/webm' }],
      });
      const videos = PAYLOADS.map(hostile);
      await page.route('**/api/videos/ams**', (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path == '/api/videos/ams')
          return route.fulfill({
            json: {
              total: videos.length,
              page: 1,
              pages: 2,
              categories: videos.map((video) => video.category),
              highlight: videos[0],
              items: videos,
            },
          });
        return route.fulfill({ json: { video: videos[0], related: videos.slice(1, 5) } });
      });
      await page.goto('/auto/videos/');
      watcher.loaded();
      const titles = page.locator('.kiosk-video-hub__card-title');
      // The hub mounts, fetches and renders its grid after the page loads: a loaded machine took over 5 s.
      await expect(titles).toHaveCount(PAYLOADS.length, { timeout: 15_000 });
      await expect(titles.first()).toHaveText(PAYLOADS[0]!);
      await titles.first().click();
      await expect(page.locator('.kiosk-video-hub__detail h2')).toHaveText(PAYLOADS[0]!);
      await page.getByRole('button', { name: 'Mehr Details' }).click();
      // The VideoObject is one script in the head, whatever the description holds.
      expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
