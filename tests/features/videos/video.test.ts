import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseHubVideo } from '../../../features/videos/hub-video.ts';
import { durationIso, durationText, parseVideo } from '../../../features/videos/video.ts';
import { createDemoBackends } from '../../../demo-host/api/index.ts';

const detail = async (id: string) => {
  const { app } = createDemoBackends({ now: () => new Date('2026-11-20T10:00:00Z') });
  return ((await (await app.request(`http://localhost/api/videos/ams/${id}`)).json()) as { video: unknown })
    .video;
};

describe('a video as the backend and the CMS describe it (issue 29)', () => {
  it('reads the backend answer: WebM before MP4, German subtitles, both poster sizes', async () => {
    const video = parseVideo(await detail('ams-v001'), 'test');
    expect(video).toMatchObject({ id: 'ams-v001', duration: 12 });
    // The hub's details are the hub's to read (an article's video downloads only the player's fields).
    expect(video).not.toHaveProperty('category');
    expect(parseHubVideo(await detail('ams-v001'), 'test')).toMatchObject({
      ...video,
      category: { slug: expect.any(String), name: expect.any(String) },
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(video?.sources.map((source) => source.type.split(';')[0])).toEqual(['video/webm', 'video/mp4']);
    expect(video?.subtitles).toEqual([
      { src: 'http://localhost/api/videos/clips/clip-1.vtt', srclang: 'de', label: 'Deutsch' },
    ]);
    expect(video?.poster.map(({ width, height }) => `${width}×${height}`)).toEqual(['1100×619', '430×242']);
  });

  it('leaves out a source with a javascript: URL, and refuses a video with nothing to play', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = (await detail('ams-v002')) as { sources: { src: string }[] };
    raw.sources[0]!.src = 'javascript:alert(1)';
    expect(parseVideo(raw, 'test')?.sources).toHaveLength(1);
    expect(parseVideo({ ...raw, sources: [] }, 'test')).toBeUndefined();
    expect(parseVideo({ ...raw, poster: [] }, 'test')).toBeUndefined();
    expect(parseVideo({ ...raw, duration: '3:42' }, 'test')).toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("shows a length as players do: '3:42', '0:09', '1:02:03'", () => {
    expect(durationText(222)).toBe('3:42');
    expect(durationText(9)).toBe('0:09');
    expect(durationText(3723)).toBe('1:02:03');
    expect(durationIso(222)).toBe('PT3M42S');
    expect(durationIso(3723)).toBe('PT1H2M3S');
  });

  it('writes every length so that it reads back as the same seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3600 }), (seconds) => {
        const parts = durationText(seconds).split(':').map(Number);
        expect(parts.reduce((sum, part) => sum * 60 + part, 0)).toBe(seconds);
      }),
    );
  });
});
