import { whenSeen } from '../src/analytics/when-seen.ts';
import type { AnalyticsEvent } from '../src/analytics/catalogue.ts';
import type { ElementHelper } from '../src/kit/element-helper.ts';
import type { Playback } from './video-playback.ts';
import { durationIso, durationText, type Video } from '../features/videos/video.ts';
import { playLabel } from '../features/videos/video-labels.ts';
import { pageVideos } from '../features/videos/video-page.ts';
import './video-facade.css';

export interface FacadeOptions {
  h: ElementHelper;
  video: Video;
  signal: AbortSignal;
  /** The widget's name, for console lines. */
  source: string;
  /** The server's poster image, moved into the box as it is, so it is not loaded a second time. */
  poster?: HTMLImageElement;
  /** The page's largest picture (the hub's highlight video, its LCP): fetched first, never lazily. */
  priority?: boolean;
  providerAllowed(): boolean;
  track(event: AnalyticsEvent): void;
}

export interface Facade {
  root: HTMLElement;
  /** The click's work, for the hub's own controls (a related video) that start it. */
  play(): Promise<void>;
}

let playbackModule: Promise<typeof import('./video-playback.ts')> | undefined;
/** The player's code, fetched once per page: when the reader points at or focuses a video, or clicks it. */
const loadPlayback = () => (playbackModule ??= import('./video-playback.ts'));

/**
 * A video before the reader asks for it (issue 29), in plain DOM: the poster in a box reserved at the
 * 'highlight-video' slot's ratio (spec 9.2, in video-facade.css), a button 'Video abspielen: {Titel}' over it and the
 * length. Only the poster loads; pointing at it or focusing it fetches the player's code (as
 * lite-youtube-embed warms its connections), and the click swaps in the player in the same box.
 * 'Video / sichtbar' once a tenth of it is seen (spec 9.6).
 */
export function videoFacade(options: FacadeOptions): Facade {
  const { h, video, signal, track } = options;
  const box = h('div', { class: 'kiosk-video' });
  const largest = video.poster.reduce((best, image) => (image.width > best.width ? image : best));
  const poster =
    options.poster ??
    h('img', {
      sizes: '(max-width: 1024px) 100vw, 1100px',
      width: largest.width,
      height: largest.height,
      alt: '',
      decoding: 'async',
      loading: options.priority ? 'eager' : 'lazy',
      fetchpriority: options.priority ? 'high' : undefined,
      srcset: video.poster.map((image) => `${image.src} ${image.width}w`).join(', '),
      src: largest.src,
    });
  poster.classList.add('kiosk-video__poster');
  // The button names the video; the picture adds nothing for a screen reader.
  poster.alt = '';
  const button = h(
    'button',
    { type: 'button', class: 'kiosk-video__play', 'aria-label': playLabel(video.title) },
    h('span', { class: 'kiosk-video__icon', 'aria-hidden': 'true' }),
  );
  const length = h(
    'time',
    { class: 'kiosk-video__duration', datetime: durationIso(video.duration) },
    durationText(video.duration),
  );
  box.append(poster, button, length);

  let playback: Playback | undefined;
  const props = () => ({
    label: video.title,
    length: video.duration,
    time_on: playback?.seconds() ?? 0,
    counter: pageVideos().plays(),
  });

  const play = async () => {
    const { createPlayback } = await loadPlayback();
    if (signal.aborted) return;
    playback ??= createPlayback({
      h,
      box,
      video,
      signal,
      source: options.source,
      providerAllowed: options.providerAllowed,
      track,
      busy: (value) => {
        button.hidden = value;
        length.hidden = value;
      },
    });
    playback.start();
  };

  const prefetch = () => void loadPlayback();
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    box.addEventListener(type, prefetch, { once: true, passive: true, signal });
  button.addEventListener('click', () => void play(), { signal });
  const unwatch = whenSeen(box, () => track({ name: 'Video / sichtbar', props: props() }));
  signal.addEventListener('abort', unwatch);
  return { root: box, play };
}
