import { isObject } from '../../src/field-reader.ts';
import { parseVideo, type Video } from './video.ts';

export interface VideoCategory {
  slug: string;
  name: string;
}

/** A video as the hub lists and details it (spec 2.7): the player's video with its details. */
export interface HubVideo extends Video {
  teaser?: string;
  description?: string;
  category?: VideoCategory;
  /** YYYY-MM-DD */
  date?: string;
}

const text = (value: unknown) => (typeof value == 'string' && value.trim() ? value : undefined);

/**
 * Reads one video of the hub's answers: {@link parseVideo}, then the details only the hub shows
 * (category, teaser, description, date); a detail that does not fit is left out.
 */
export function parseHubVideo(raw: unknown, source: string): HubVideo | undefined {
  const video: HubVideo | undefined = parseVideo(raw, source);
  if (!video || !isObject(raw)) return video;
  const category = isObject(raw.category) ? raw.category : undefined;
  const slug = text(category?.slug);
  const name = text(category?.name);
  if (slug && name) video.category = { slug, name };
  const teaser = text(raw.teaser);
  if (teaser) video.teaser = teaser;
  const description = text(raw.description);
  if (description) video.description = description;
  if (typeof raw.date == 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.date)) video.date = raw.date;
  return video;
}
