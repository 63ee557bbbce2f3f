import { apiCall, type ApiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';

/** One suggested article as the dialog shows it; its URLs have passed `safeUrl`. */
export interface Suggestion {
  id: string;
  title: string;
  rubric: string;
  plus: boolean;
  url: string;
  image?: string;
}

export interface SuggestionsQuery {
  project: string;
  /** The article the reader is on (page data CID). */
  cid: string;
  /** Its rubric (page data navigation_ebene_1). */
  rubric: string;
  /** The last articles read on this device. */
  exclude: readonly string[];
}

const SOURCE = 'inactive-tab-overlay';
export const SUGGESTIONS_PATH = '/suggestions';
/** The dialog shows three. */
export const SUGGESTION_COUNT = 3;
/** A tab is hidden for a minute at least before the answer counts: a slow backend still makes it. */
export const SUGGESTIONS_TIMEOUT_MS = 8_000;

const text = (value: unknown) => (typeof value == 'string' ? value.trim() : '');

function readSuggestion(raw: unknown): Suggestion | undefined {
  if (typeof raw != 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const id = text(fields.id);
  const title = text(fields.title);
  const url = safeUrl(fields.url, { source: SOURCE, field: 'url' });
  if (!id || !title || !url) return undefined;
  const image = safeUrl(fields.image, { source: SOURCE, field: 'image' });
  return {
    id,
    title,
    rubric: text(fields.rubric),
    plus: fields.plus === true,
    url,
    ...(image ? { image } : {}),
  };
}

/**
 * The reader's suggestions, at most three; an empty list on any failure, logged once: the reader did
 * not ask for them, so nothing is shown.
 */
export async function fetchSuggestions(
  query: SuggestionsQuery,
  settings: ApiSettings,
): Promise<Suggestion[]> {
  const result = await apiCall<unknown>(
    'GET',
    SUGGESTIONS_PATH,
    { ...query, limit: SUGGESTION_COUNT },
    undefined,
    {},
    { timeoutMs: SUGGESTIONS_TIMEOUT_MS, errorMessage: 'suggestions failed' },
    settings,
  );
  if (!result.ok) {
    logError(SOURCE, result.error.message, result.error.status);
    return [];
  }
  const list = (result.value as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) {
    logError(SOURCE, 'suggestions: the answer has no items list');
    return [];
  }
  const items = list.map(readSuggestion).filter((item) => item !== undefined);
  if (items.length < list.length)
    logError(SOURCE, `suggestions: ${list.length - items.length} without id, title or a safe url left out`);
  return items.slice(0, SUGGESTION_COUNT);
}

/** The call as a contract for the integration guide. */
export const SUGGESTIONS_CALL: BackendCall = {
  summary: 'up to three articles to suggest, fetched when an article tab turns hidden',
  method: 'GET',
  path: SUGGESTIONS_PATH,
  query: {
    project: { type: 'string', required: true, description: "the brand's project code" },
    cid: {
      type: 'string',
      required: true,
      description: 'the current article (page data CID), left out of the answer',
    },
    rubric: { type: 'string', description: 'its rubric (navigation_ebene_1); articles of it come first' },
    exclude: {
      type: 'array',
      description: 'repeated key: the last 50 article ids read on this device, left out of the answer',
    },
    limit: { type: 'number', description: 'always 3' },
    client: { type: 'string', description: 'apiClient (added by the generic call)' },
    ab: { type: 'number', description: 'isAb as 1 or 0 (added by the generic call)' },
  },
  response: {
    items: {
      type: 'array',
      required: true,
      description: 'in the order to show; only the first three are read',
      fields: {
        id: { type: 'string', required: true, description: 'the article id, not empty' },
        title: { type: 'string', required: true, description: 'not empty; shown as text' },
        rubric: { type: 'string' },
        plus: { type: 'boolean', description: 'a plus article: shows the plus badge' },
        url: { type: 'string', required: true, description: 'the article; must pass the URL check' },
        image: { type: 'string', description: 'a 16:9 picture; left out when it fails the URL check' },
      },
    },
  },
  misfit:
    'Any other status, a timeout (8 s), unreadable JSON, no `items` list or an empty one: no overlay and no message (the reader did not ask), one console line. Items without id, title or a safe url are left out.',
  demo: { path: `${SUGGESTIONS_PATH}?project=ams&cid=5101&rubric=Tests` },
};
