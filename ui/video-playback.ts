import type { AnalyticsEvent } from '../src/analytics/catalogue.ts';
import { createElementHelper } from '../src/kit/element-helper.ts';
import { DEFAULT_TIMEOUT_MS } from '../src/http.ts';
import { logError } from '../src/log.ts';
import { actionButton, actionButtonSecondary } from './action-button.ts';
import { createPlayTime } from '../features/videos/play-time.ts';
import type { Video } from '../features/videos/video.ts';
import { PLAYED_EVENT } from '../features/videos/video-events.ts';
import { PLAYBACK_LABELS } from '../features/videos/playback-labels.ts';
import { pageVideos } from '../features/videos/video-page.ts';
import './video-playback.css';

export interface PlaybackOptions {
  /** The facade's box: the player takes the poster's place in it, at the same size. */
  box: HTMLElement;
  video: Video;
  /** The mount's signal: its end stops the video and reports the seconds played. */
  signal: AbortSignal;
  /** The widget's name, for the one console line about a clip that fails. */
  source: string;
  /** Whether the page's consent allows the video's third-party provider (spec 3.6 consentVendors). */
  providerAllowed(): boolean;
  track(event: AnalyticsEvent): void;
  /** The facade's button is hidden while a player (or a note in its place) is in the box. */
  busy(value: boolean): void;
}

export interface Playback {
  /** The reader's click on the facade: the video (or the provider's note) comes in, playing. */
  start(): void;
  /** Seconds played so far (time_on). */
  seconds(): number;
}

const MOVING = ['playing'] as const;
const STOPPED = ['pause', 'waiting', 'seeking', 'ended', 'emptied', 'error'] as const;

/**
 * The part of a video that loads when the reader reaches for it (issue 29): a native `<video controls>`
 * with the clip's encodings in order (WebM first, MP4 second) and its German subtitles offered, in the
 * facade's box; one video plays at a time on the page; a clip that cannot be played leaves the poster
 * with 'Das Video kann gerade nicht abgespielt werden.' and 'Erneut versuchen'. A third-party provider's
 * frame loads only once the page's consent allows the provider, or the reader asks for it in the note
 * (two clicks). Reports 'Video / klick' on every play and the seconds played when the page goes.
 */
export function createPlayback(options: PlaybackOptions): Playback {
  const { box, video, signal, source, track } = options;
  const h = createElementHelper(source, { signal });
  const page = pageVideos();
  const time = createPlayTime();
  let reported = 0;
  let player: HTMLVideoElement | undefined;
  let extra: HTMLElement | undefined;

  const props = () => ({
    label: video.title,
    length: video.duration,
    time_on: time.seconds(),
    counter: page.plays(),
  });

  const clear = () => {
    extra?.remove();
    extra = undefined;
  };

  const fail = (why: string) => {
    if (!player) return;
    logError(source, `clip ${video.id} could not be played (${why})`);
    player.pause();
    player.remove();
    player = undefined;
    time.moving(false);
    const retry = h(
      'button',
      {
        type: 'button',
        class: `${actionButtonSecondary} kiosk-video__retry`,
        on: { click: () => start() },
      },
      PLAYBACK_LABELS.retry,
    );
    clear();
    extra = h(
      'div',
      { class: 'kiosk-video__failure' },
      h('p', { role: 'alert', class: 'kiosk-video__message' }, PLAYBACK_LABELS.failed),
      retry,
    );
    box.append(extra);
    // The player that had focus is gone: focus goes to what the reader can do next.
    retry.focus();
  };

  const playClip = () => {
    clear();
    const element = h('video', {
      class: 'kiosk-video__player',
      controls: true,
      playsinline: true,
      preload: 'auto',
      'aria-label': video.title,
    });
    element.poster = video.poster[0]?.src ?? '';
    const sources = video.sources.map(({ src, type }) => h('source', { src, type }));
    element.append(
      ...sources,
      ...video.subtitles.map(({ src, srclang, label }) =>
        h('track', { kind: 'subtitles', src, srclang, label }),
      ),
    );
    player = element;
    // A clip that never starts (a hung request) fails after the time any request may take.
    const timer = setTimeout(() => fail('timeout'), DEFAULT_TIMEOUT_MS);
    const started = () => clearTimeout(timer);
    element.addEventListener('loadeddata', started, { signal });
    const failed = (why: string) => () => (clearTimeout(timer), player === element && fail(why));
    // The browser tries the sources in order and fires 'error' on each it cannot use; on the last one
    // there is nothing left to try.
    sources.at(-1)?.addEventListener('error', failed('no source could be loaded'), { signal });
    element.addEventListener('error', failed('media error'), { signal });
    element.addEventListener(
      'play',
      () => {
        page.started(element);
        track({ name: 'Video / klick', props: props() });
      },
      { signal },
    );
    for (const type of MOVING) element.addEventListener(type, () => time.moving(true), { signal });
    for (const type of STOPPED) element.addEventListener(type, () => time.moving(false), { signal });
    box.append(element);
    element.focus();
    // The click is the reader's gesture, so the video plays with sound; a browser that still refuses
    // leaves the controls for the reader, and a failed load is answered by the error listeners.
    element.play().catch(() => {});
  };

  const showFrame = (provider: NonNullable<Video['provider']>) => {
    clear();
    const frame = h('iframe', {
      class: 'kiosk-video__player',
      src: provider.embedUrl,
      title: PLAYBACK_LABELS.providerFrame(video.title),
      allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
    });
    extra = frame;
    box.append(frame);
    frame.focus();
    page.started();
    track({ name: 'Video / klick', props: props() });
  };

  const askForProvider = (provider: NonNullable<Video['provider']>) => {
    clear();
    const load = h(
      'button',
      { type: 'button', class: actionButton, on: { click: () => showFrame(provider) } },
      PLAYBACK_LABELS.providerLoad(provider.name),
    );
    extra = h(
      'div',
      { class: 'kiosk-video__consent' },
      h('p', { class: 'kiosk-video__message' }, PLAYBACK_LABELS.providerNote(provider.name)),
      load,
    );
    box.append(extra);
    load.focus();
  };

  const start = () => {
    options.busy(true);
    const { provider } = video;
    if (!provider) return playClip();
    if (options.providerAllowed()) return showFrame(provider);
    askForProvider(provider);
  };

  const flush = () => {
    const seconds = time.seconds();
    if (seconds <= reported) return;
    reported = seconds;
    track({ name: PLAYED_EVENT, props: props() });
  };
  document.addEventListener('visibilitychange', () => time.hidden(document.visibilityState == 'hidden'), {
    signal,
  });
  addEventListener('pagehide', flush, { signal });
  signal.addEventListener('abort', () => {
    player?.pause();
    flush();
  });

  return { start, seconds: time.seconds };
}
