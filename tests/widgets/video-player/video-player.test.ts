import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { mount } from '../../../widgets/video-player/index.ts';
import { meta } from '../../../widgets/video-player/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The server's markup: a link to the video's page around its poster. */
const linkMarkup = (video: { url: string; title: string; poster: { src: string }[] }) =>
  `<a href="${video.url}"><img src="${video.poster[0]!.src}" width="1100" height="619" alt="Video: ${video.title}"></a>`;

async function playerFor(id = 'ams-v001', setup = kioskOnDemoHost()) {
  const answer = await fetch(`${setup.backend.apiHost}/videos/ams/${id}`);
  const { video } = (await answer.json()) as {
    video: { url: string; title: string; poster: { src: string }[] } & Record<string, unknown>;
  };
  const events: AnalyticsEvent[] = [];
  setup.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const mounted = await setup.mountOn(mount, { video }, linkMarkup(video));
  return { ...setup, ...mounted, video, events, view: within(mounted.element) };
}

/** The first play: the click, the lazily loaded player, the browser's 'play' and 'playing'. */
async function clickPlay(view: ReturnType<typeof within>, title: string) {
  fireEvent.click(view.getByRole('button', { name: `Video abspielen: ${title}` }));
  const player = await waitFor(() => {
    const element = view.getByLabelText(title, { selector: 'video' });
    return element as HTMLVideoElement;
  });
  return player;
}

/**
 * Pointing at the video fetches the player's code (the prefetch); awaited here before fake timers
 * start, whose clock the module loader would otherwise wait on.
 */
async function playerCodeLoaded(element: HTMLElement) {
  fireEvent.pointerOver(element.querySelector('.kiosk-video')!);
  await import('../../../ui/video-playback.ts');
}

describe('video-player (issue 29)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    dropPageShared('videoPage');
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('turns the link into the facade: the same poster in the box, the button and the length; no player yet', async () => {
    const { element, view, unmount } = await playerFor();
    unmounts.push(unmount);
    const poster = element.querySelector('img')!;
    expect(poster.getAttribute('src')).toMatch(/\/api\/videos\/clips\/clip-1-1100\.jpg$/);
    expect(poster.closest('.kiosk-video')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Video abspielen: VW Golf im Test' })).toBeTruthy();
    expect(view.getByText('0:12').getAttribute('datetime')).toBe('PT12S');
    expect(element.querySelector('video')).toBeNull();
  });

  it("gives a link without a picture the video's own poster, lazily, every slot size in the srcset", async () => {
    const setup = kioskOnDemoHost();
    const answer = await fetch(`${setup.backend.apiHost}/videos/ams/ams-v001`);
    const { video } = (await answer.json()) as { video: { url: string } & Record<string, unknown> };
    const { element, unmount } = await setup.mountOn(
      mount,
      { video },
      `<a href="${video.url}">Video: VW Golf im Test</a>`,
    );
    unmounts.push(unmount);
    const poster = element.querySelector<HTMLImageElement>('.kiosk-video img')!;
    expect(poster.getAttribute('src')).toMatch(/clip-1-1100\.jpg$/);
    expect(poster.getAttribute('srcset')).toMatch(/clip-1-1100\.jpg 1100w, .*clip-1-430\.jpg 430w$/);
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(poster.alt).toBe('');
    within(element).getByRole('button', { name: 'Video abspielen: VW Golf im Test' });
    // The unmount gives back the link as the server wrote it.
    unmount();
    expect(element.innerHTML).toBe(`<a href="${video.url}">Video: VW Golf im Test</a>`);
  });

  it('swaps in the native player on the click: WebM first, German subtitles, focus on it, Video / klick', async () => {
    const { view, unmount, events, element } = await playerFor();
    unmounts.push(unmount);
    FakeIntersectionObserver.reveal(element.querySelector('.kiosk-video')!, 1);
    const player = await clickPlay(view, 'VW Golf im Test');
    expect(player.controls).toBe(true);
    expect([...player.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      expect.stringMatching(/\/clip-1\.webm$/),
      expect.stringMatching(/\/clip-1\.mp4$/),
    ]);
    const track = player.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('srclang'), track.getAttribute('label')]).toEqual([
      'subtitles',
      'de',
      'Deutsch',
    ]);
    expect(document.activeElement).toBe(player);
    expect(view.queryByRole('button', { name: /Video abspielen/ })).toBeNull();
    expect(events).toEqual([
      { name: 'Video / sichtbar', props: { label: 'VW Golf im Test', length: 12, time_on: 0, counter: 0 } },
      { name: 'Video / klick', props: { label: 'VW Golf im Test', length: 12, time_on: 0, counter: 1 } },
    ]);
  });

  it('plays one video at a time: starting the second pauses the first', async () => {
    const setup = kioskOnDemoHost();
    const first = await playerFor('ams-v001', setup);
    const second = await playerFor('ams-v002', setup);
    unmounts.push(first.unmount, second.unmount);
    const one = await clickPlay(first.view, first.video.title);
    Object.defineProperty(one, 'paused', { configurable: true, value: false });
    const pauses = vi.fn();
    one.addEventListener('pause', pauses);
    await clickPlay(second.view, second.video.title);
    expect(pauses).toHaveBeenCalledTimes(1);
    expect(second.events.at(-1)).toMatchObject({ name: 'Video / klick', props: { counter: 2 } });
  });

  it("keeps the poster when the clip fails: the German message, 'Erneut versuchen' focused, which tries again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view, unmount, element } = await playerFor();
    unmounts.push(unmount);
    const player = await clickPlay(view, 'VW Golf im Test');
    player.querySelectorAll('source')[1]!.dispatchEvent(new Event('error'));
    expect(view.getByRole('alert').textContent).toBe('Das Video kann gerade nicht abgespielt werden.');
    const retry = view.getByRole('button', { name: 'Erneut versuchen' });
    expect(document.activeElement).toBe(retry);
    expect(element.querySelector('video')).toBeNull();
    expect(element.querySelector('img.kiosk-video__poster')).toBeTruthy();
    expect(error.mock.calls.flat().join(' ')).toMatch(/video-player.*clip ams-v001 could not be played/);
    fireEvent.click(retry);
    expect(view.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(element.querySelector('video'));
  });

  it('fails a clip that never loads after the request timeout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view, unmount, element } = await playerFor();
    unmounts.push(unmount);
    await playerCodeLoaded(element);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await clickPlay(view, 'VW Golf im Test');
    vi.advanceTimersByTime(10_000);
    expect(view.getByRole('alert').textContent).toBe('Das Video kann gerade nicht abgespielt werden.');
  });

  it('reports the seconds played without pauses and hidden time on pagehide (Video / Sehdauer)', async () => {
    const { view, unmount, events, element } = await playerFor();
    unmounts.push(unmount);
    await playerCodeLoaded(element);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const player = await clickPlay(view, 'VW Golf im Test');
    player.dispatchEvent(new Event('playing'));
    vi.advanceTimersByTime(4_000);
    player.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(20_000);
    player.dispatchEvent(new Event('play'));
    player.dispatchEvent(new Event('playing'));
    vi.advanceTimersByTime(2_000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(60_000);
    dispatchEvent(new Event('pagehide'));
    expect(events.filter((event) => event.name != 'Video / sichtbar')).toEqual([
      { name: 'Video / klick', props: { label: 'VW Golf im Test', length: 12, time_on: 0, counter: 1 } },
      { name: 'Video / klick', props: { label: 'VW Golf im Test', length: 12, time_on: 4, counter: 2 } },
      { name: 'Video / Sehdauer', props: { label: 'VW Golf im Test', length: 12, time_on: 6, counter: 2 } },
    ]);
    // Nothing new played: a second pagehide (back-forward cache) sends nothing more.
    dispatchEvent(new Event('pagehide'));
    expect(events.filter((event) => event.name == 'Video / Sehdauer')).toHaveLength(1);
  });

  it('puts the link and its poster back on unmount', async () => {
    const { element, unmount } = await playerFor();
    const poster = element.querySelector('img');
    unmount();
    expect(element.querySelector('a > img')).toBe(poster);
    expect(poster?.alt).toBe('Video: VW Golf im Test');
    expect(element.querySelector('.kiosk-video')).toBeNull();
  });

  it('leaves the link in place when the video cannot be shown, with one console line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(
      mount,
      { video: { id: 'x', title: 'Ohne Quelle', duration: 5, poster: [], sources: [] } },
      meta.example.markup,
    );
    unmounts.push(unmount);
    expect(element.querySelector('a[href="/auto/videos/?video=ams-v001"] img')).toBeTruthy();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('keeps a third-party video behind a two-click note until consent allows its provider', async () => {
    const setup = kioskOnDemoHost();
    const answer = await fetch(`${setup.backend.apiHost}/videos/ams/ams-v003`);
    const { video } = (await answer.json()) as { video: Record<string, unknown> };
    // happy-dom would load the provider's frame from the network; the test checks only where it points.
    const { settings } = (
      window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
    ).happyDOM;
    settings.disableIframePageLoading = true;
    const embedUrl = 'https://player.example/embed/1';
    const provider = { name: 'Videodienst', vendor: 755, embedUrl };
    const { element, unmount } = await setup.mountOn(mount, { video: { ...video, provider } });
    unmounts.push(unmount);
    const view = within(element);
    fireEvent.click(view.getByRole('button', { name: `Video abspielen: ${video.title as string}` }));
    const load = await view.findByRole('button', { name: 'Video von Videodienst laden' });
    expect(view.getByText(/Dieses Video stellt Videodienst bereit/)).toBeTruthy();
    expect(element.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(load);
    fireEvent.click(load);
    const frame = element.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(embedUrl);
    settings.disableIframePageLoading = false;
    expect(frame.getAttribute('title')).toBe(`Video: ${video.title as string}`);
  });
});
