import { readFeed, type NewsItem } from './news-item.ts';

/** What one feed request gave: new items, nothing new (304), or a failure of any kind. */
export type FeedAnswer =
  | { kind: 'fresh'; items: NewsItem[]; etag: string | undefined }
  | { kind: 'unchanged' }
  | { kind: 'failed'; reason: string };

export interface FeedRequest {
  apiHost: string;
  project: string;
  /** The ETag of the items we hold: an unchanged feed then answers 304 with no body. */
  etag?: string | undefined;
  timeoutMs: number;
}

/** The feed path under `apiHost`. */
export const FEED_PATH = '/newsticker/feed';

/**
 * One conditional GET of the brand's feed, with a timeout. Errors are values (`failed`), never throws.
 *
 * @remarks Not through `requestJson`: the poll needs the status (304) and the ETag header. The
 * `If-None-Match` set here makes the browser hand the 304 to us instead of answering from its cache.
 */
export async function fetchFeed({ apiHost, project, etag, timeoutMs }: FeedRequest): Promise<FeedAnswer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: an answer whose body stalls after the headers must end too.
  const timeout = new Promise<FeedAnswer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'failed', reason: 'timeout' });
    }, timeoutMs);
  });
  const request = async (): Promise<FeedAnswer> => {
    const response = await fetch(`${apiHost}${FEED_PATH}?project=${encodeURIComponent(project)}`, {
      headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status == 304) return { kind: 'unchanged' };
    if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
    const items = readFeed(JSON.parse(await response.text()));
    if (!items) return { kind: 'failed', reason: 'not a feed' };
    return { kind: 'fresh', items, etag: response.headers.get('ETag') ?? undefined };
  };
  try {
    return await Promise.race([
      request().catch((error: unknown): FeedAnswer => ({ kind: 'failed', reason: String(error) })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
