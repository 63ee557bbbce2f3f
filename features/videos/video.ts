import { safeUrl } from '../../src/kit/safe-url.ts';

/** One encoding of a clip; the first the browser can play is played (WebM before MP4, issue 29). */
export interface VideoSource {
  src: string;
  type: string;
}

/** A subtitle track (WebVTT). */
export interface VideoSubtitles {
  src: string;
  srclang: string;
  label: string;
}

/** A poster at one of the 'highlight-video' slot's sizes (spec 9.2). */
export interface PosterImage {
  src: string;
  width: number;
  height: number;
}

/**
 * A video hosted by a third party (issue 29's provider seam): it plays in the provider's frame, which
 * loads only once consent for the provider's Global Vendor List id is given (spec 3.6 consentVendors).
 */
export interface VideoProvider {
  name: string;
  vendor: number;
  embedUrl: string;
}

/**
 * A video as a player needs it, from the video backend or the CMS (`GET /api/videos/…`,
 * `data-props.video`); the hub's listing adds its details (hub-video.ts).
 */
export interface Video {
  id: string;
  title: string;
  /** Seconds. */
  duration: number;
  poster: PosterImage[];
  sources: VideoSource[];
  subtitles: VideoSubtitles[];
  /** The video's page (the hub's detail view). */
  url?: string;
  provider?: VideoProvider;
}

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw | undefined =>
  typeof value == 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : undefined;
const text = (value: unknown) => (typeof value == 'string' && value.trim() ? value : undefined);
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * Reads one video from a server or an editor; undefined when it cannot be shown (no id, title, length
 * or poster). Every URL passes `safeUrl`; a source, track or poster with a bad one is left out. Only
 * what a player shows and plays: an article's video downloads this before the reader presses play
 * (issue 29's 3 KB), so the hub's details (category, teaser, description, date) are read by the hub.
 */
export function parseVideo(raw: unknown, source: string): Video | undefined {
  const value = record(raw);
  if (!value) return undefined;
  const url = (field: string, candidate: unknown) => safeUrl(candidate, { source, field: `video.${field}` });
  const id = text(value.id);
  const title = text(value.title);
  const duration = value.duration;
  if (!id || !title || typeof duration != 'number' || !Number.isFinite(duration) || duration < 0)
    return undefined;
  const poster = list(value.poster).flatMap((entry) => {
    const image = record(entry);
    const src = url('poster', image?.src);
    const { width, height } = image ?? {};
    return src && typeof width == 'number' && typeof height == 'number' && width > 0 && height > 0
      ? [{ src, width, height }]
      : [];
  });
  if (!poster.length) return undefined;
  const sources = list(value.sources).flatMap((entry) => {
    const src = url('sources', record(entry)?.src);
    const type = text(record(entry)?.type);
    return src && type ? [{ src, type }] : [];
  });
  const subtitles = list(value.subtitles).flatMap((entry) => {
    const src = url('subtitles', record(entry)?.src);
    const srclang = text(record(entry)?.srclang) ?? 'de';
    const label = text(record(entry)?.label) ?? 'Deutsch';
    return src ? [{ src, srclang, label }] : [];
  });
  const video: Video = { id, title, duration: Math.round(duration), poster, sources, subtitles };
  const page = url('url', value.url);
  if (page) video.url = page;
  const provider = record(value.provider);
  const embedUrl = url('provider.embedUrl', provider?.embedUrl);
  if (provider && embedUrl && text(provider.name) && typeof provider.vendor == 'number')
    video.provider = { name: provider.name as string, vendor: provider.vendor, embedUrl };
  // A video needs something to play: its own sources or a provider's frame.
  return video.sources.length || video.provider ? video : undefined;
}

/** A length as players show it: '3:42', '0:09', '1:02:03'. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The same length for `<time datetime>` (ISO 8601), e.g. 'PT3M42S'; also VideoObject's duration. */
export function durationIso(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${whole % 60}S`;
}
