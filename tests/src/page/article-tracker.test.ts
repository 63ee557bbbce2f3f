import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackerRequest } from '../../../demo-host/api/articletracker/index.ts';
import { parsePageData } from '../../../src/config.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { articleTrackerCall, trackArticle } from '../../../src/page/article-tracker.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const ORIGIN = 'http://localhost:5173';

/** The page data of an article that asks for the tracker, with `extra` merged into `stats.tracking`. */
const article = (tracking: Record<string, unknown>, ads?: unknown) =>
  parsePageData({
    PageType: 'Artikel',
    CID: '1201',
    stats: { tracking: { articletracker: true, ...tracking } },
    ads,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetLogMemory();
});

describe('the article tracker call (spec 7.8)', () => {
  it.each([
    [
      'every value from the page data',
      article(
        {
          config: { id: 'ams-artikel' },
          trackingInfo: { slots: { adset: 'auto', file: 'test', isMobile: true } },
        },
        { adsSlots: { SDM_defzone: 'tests' } },
      ),
      false,
      {
        path: '/articletracker/ams-artikel',
        query: { adset: 'auto', file: 'test', platform: 'mobile', adzone: 'tests' },
      },
    ],
    [
      "defaults: 'Rest' for the adzone, the page's mobile flag for the platform, empty slots",
      article({ config: { id: 7 } }),
      false,
      { path: '/articletracker/7', query: { adset: '', file: '', platform: 'desktop', adzone: 'Rest' } },
    ],
    [
      'slots.isMobile false wins over a mobile page',
      article({ config: { id: 'x' }, trackingInfo: { slots: { isMobile: false } } }),
      true,
      { path: '/articletracker/x', query: { adset: '', file: '', platform: 'desktop', adzone: 'Rest' } },
    ],
    [
      'a configId with slashes stays one path segment',
      article({ config: { id: 'a/../b?c' } }),
      true,
      {
        path: '/articletracker/a%2F..%2Fb%3Fc',
        query: { adset: '', file: '', platform: 'mobile', adzone: 'Rest' },
      },
    ],
  ])('%s', (_, page, isMobile, expected) => {
    expect(articleTrackerCall(page, isMobile)).toEqual(expected);
  });

  it.each([
    [{}],
    [{ config: {} }],
    [{ config: { id: '' } }],
    [{ config: { id: '..' } }],
    [{ config: { id: {} } }],
  ])('has no call without a usable configId: %j', (tracking) => {
    expect(articleTrackerCall(article(tracking), false)).toBeUndefined();
  });
});

describe('trackArticle against the demo backend', () => {
  const start = (tracking: Record<string, unknown>) => {
    const backend = routeFetchToDemoHost({ origin: ORIGIN });
    const api = createPlatformApi(`${ORIGIN}/api`, () => undefined);
    trackArticle({ page: article(tracking), api, isMobile: () => false });
    return backend;
  };
  const received = async () =>
    (await (await fetch(`${ORIGIN}/api/articletracker/requests`)).json()) as TrackerRequest[];

  it('sends the page view’s one call, with every value encoded', async () => {
    const backend = start({
      config: { id: 'ams-artikel' },
      trackingInfo: { slots: { adset: 'a&b', file: 'ü x' } },
    });
    await vi.waitFor(() => expect(backend.requests).toHaveLength(1));
    expect(backend.requests[0]!.url).toBe(
      `${ORIGIN}/api/articletracker/ams-artikel?adset=a%26b&file=%C3%BC+x&platform=desktop&adzone=Rest`,
    );
    expect(await received()).toMatchObject([
      { configId: 'ams-artikel', query: { adset: 'a&b', file: 'ü x', platform: 'desktop', adzone: 'Rest' } },
    ]);
  });

  it("logs the spec's 'article-tracker error' once when the call fails; nothing else happens", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = routeFetchToDemoHost({ origin: ORIGIN });
    backend.answerNext(503);
    trackArticle({
      page: article({ config: { id: 'ams-artikel' } }),
      api: createPlatformApi(`${ORIGIN}/api`, () => undefined),
      isMobile: () => false,
    });
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('[kiosk:article-tracker] article-tracker error', 503);
  });

  it('sends nothing without a configId, and says so in one line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = start({});
    expect(backend.requests).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(
      '[kiosk:article-tracker] stats.tracking.config.id is missing; nothing sent',
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('sends nothing with an unusable configId, and says so in one line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = start({ config: { id: '..' } });
    expect(backend.requests).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
