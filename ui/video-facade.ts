import { whenSeen } from '../src/analytics/when-seen.ts';
import type { AnalyticsEvent } from '../src/analytics/catalogue.ts';
import type { Playback } from './video-playback.ts';
import { durationIso, durationText, type Video } from '../features/videos/video.ts';
import { playLabel } from '../features/videos/video-labels.ts';
import { pageVideos } from '../features/videos/video-page.ts';
import './video-facade.css';

export interface FacadeOptions {
  video: Video;
  signal: AbortSignal;
  /** The widget's name, for console lines. */
  source: string;
  /** The poster: the server's own image, moved into the box so it is not loaded twice, or ui/video-poster.ts's. */
  poster: HTMLImageElement;
  providerAllowed(): boolean;
  track(event: AnalyticsEvent): void;
}

export interface Facade {
  root: HTMLElement;
  /** The click's work, for the hub's own controls (a related video) that start it. */
  play(): Promise<void>;
}

/**
 * One element of the facade, in plain DOM rather than the kit's element helper: the facade sets no URL
 * and no server markup (the title goes in as an attribute, the length as text), and the helper would be
 * 387 B more that an article loads before play only for these four elements (issue 29's 3 KB).
 */
const part = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
  const element = document.createElement(tag);
  element.className = className;
  return element;
};

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
  const { video, signal, track, poster } = options;
  const box = part('div', 'kiosk-video');
  poster.classList.add('kiosk-video__poster');
  // The button names the video; the picture adds nothing for a screen reader.
  poster.alt = '';
  const button = part('button', 'kiosk-video__play');
  button.type = 'button';
  button.setAttribute('aria-label', playLabel(video.title));
  // An empty span: the button's name is its label alone.
  button.append(part('span', 'kiosk-video__icon'));
  const length = part('time', 'kiosk-video__duration');
  length.dateTime = durationIso(video.duration);
  length.textContent = durationText(video.duration);
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
