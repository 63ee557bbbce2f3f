import type { BackendCall } from '../../src/kit/backend-call.ts';
import { FEED_PATH } from './feed-client.ts';
import { NEWS_LABELS } from './messages.ts';

/**
 * The feed call (`feed-client.ts`) as a contract for the integration guide; `readFeed` in news-item.ts
 * reads the answer described here.
 */
export const NEWSTICKER_FEED: BackendCall = {
  summary:
    "the brand's latest news, polled by one tab for all (default every 60 s); sent with `If-None-Match` once an `ETag` came",
  method: 'GET',
  path: FEED_PATH,
  query: { project: { type: 'string', required: true, description: "the brand's project code" } },
  response: {
    items: {
      type: 'array',
      required: true,
      description: 'the latest ten; Kiosk sorts them newest first',
      fields: {
        id: { type: 'string', required: true, description: 'not empty' },
        title: { type: 'string', required: true, description: 'not empty' },
        date: { type: 'string', required: true, description: 'ISO 8601 (anything `Date.parse` reads)' },
        url: { type: 'string', required: true, description: 'the article; must pass the URL check' },
        teaser: { type: 'string' },
        rubric: { type: 'string' },
        image: { type: 'string', description: 'left out when it fails the URL check' },
      },
    },
  },
  success:
    'any 2xx with the feed, with an `ETag` header; 304 without a body when `If-None-Match` still matches',
  misfit: `Any other status, a timeout, a dropped connection, unreadable JSON or an answer without an \`items\` array counts as a failed poll: the items the reader has stay, the next poll waits twice as long (at most 15 min), and the bell's list says '${NEWS_LABELS.failed}' with 'Erneut versuchen' (the slider only when it has no items). Items without id, title, a readable date or a safe url are left out, with one console line per answer.`,
  demo: { path: `${FEED_PATH}?project=ams` },
};
