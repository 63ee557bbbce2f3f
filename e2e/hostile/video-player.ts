import { expect } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

const TEXT_FIELDS = [
  'title',
  'sources.type',
  'subtitles.srclang',
  'subtitles.label',
  'provider.name',
] as const;
const URL_FIELDS = ['url', 'poster.src', 'sources.src', 'subtitles.src', 'provider.embedUrl'] as const;

const clips = '/api/videos/clips/clip-1';
const video = (text: string, url: (real: string) => string) => ({
  id: 'hostile',
  title: text,
  duration: 12,
  url: url('/auto/videos/?video=hostile'),
  poster: [{ src: url(`${clips}-1100.jpg`), width: 1100, height: 619 }],
  sources: [
    { src: url(`${clips}.webm`), type: text },
    { src: url(`${clips}.mp4`), type: 'video/mp4' },
  ],
  subtitles: [{ src: url(`${clips}.vtt`), srclang: text, label: text }],
  provider: { name: text, vendor: 755, embedUrl: url('https://player.example/embed/1') },
});

/**
 * The player's props (issue 29): every text field shown as text (the title in the button's name and
 * the player's label, the type and track fields as attributes), every URL through safeUrl. One video
 * with the payload in its text fields and one with it in its URL fields, per payload.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title:
      'video-player props: text fields (title, type, track, provider) and URL fields (poster, sources, subtitles, page, frame)',
    group: `video player props (${[...TEXT_FIELDS, ...URL_FIELDS].join(', ')})`,
    fields: TEXT_FIELDS.length + URL_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto('/auto/video-artikel/');
      watcher.loaded();
      await addMountPoints(page, {
        id: 'hostile-video-texts',
        widget: 'video-player',
        load: 'eager',
        mounts: PAYLOADS.map((payload) => ({ props: { video: video(payload, (real) => real) } })),
      });
      await addMountPoints(page, {
        id: 'hostile-video-urls',
        widget: 'video-player',
        load: 'eager',
        mounts: PAYLOADS.map((payload) => ({ props: { video: video('Sicher', () => payload) } })),
      });
      await expect(page.locator('section [data-widget="video-player"][data-kiosk]')).toHaveCount(
        PAYLOADS.length * 2,
      );
      // A title is the button's name, as text.
      const buttons = page.locator('#hostile-video-texts .kiosk-video__play');
      await expect(buttons).toHaveCount(PAYLOADS.length);
      for (const [index, payload] of PAYLOADS.slice(0, 3).entries()) {
        await expect(buttons.nth(index)).toHaveAttribute('aria-label', `Video abspielen: ${payload}`);
        await buttons.nth(index).click();
      }
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
