import type { BackendCall } from '../../src/kit/backend-call.ts';
import { LOAD_FAILED, TOGGLE_FAILED, TOUR_FAILED, TOURS_LOAD_FAILED, UNFOLLOW_FAILED } from './messages.ts';

/**
 * The favourites calls (`api.ts`) as contracts for the integration guide (spec 7.2–7.4). Every one
 * needs the login; `parseFavourites`, `parseToggle`, `parseBookmarks` and `parseSuccess` in api.ts are
 * what reads the answers described here.
 */
const ID = {
  type: ['string', 'number'],
  required: true,
  description: 'held as a string; an entry may also be the bare id',
} as const;

const LOAD_MISFIT = `A failed call (any status but 2xx, a timeout, a dropped connection, unreadable JSON) or an answer without the list is logged once ('[kiosk:favourites] …') and the panel says '${LOAD_FAILED}' with 'Erneut versuchen' (a tour button whose channel did not load: '${TOURS_LOAD_FAILED}').`;

export const BOOKMARKS_GET: BackendCall = {
  summary: "the reader's saved items, of one channel or all",
  method: 'GET',
  xhr: true,
  path: '/bookmarks/get',
  auth: true,
  query: { channel: { type: 'string', description: 'the channel (`artikel`, `tours`, …); left out: all' } },
  response: {
    favorites: {
      type: 'array',
      required: true,
      description: 'newest first',
      fields: {
        id: ID,
        title: { type: 'string', description: 'shown in the panel' },
        image: { type: 'string', description: 'the `list.favorites` image; passes the URL check' },
        date: { type: 'string', description: 'ISO 8601' },
        url: { type: 'string', description: 'the article; passes the URL check' },
      },
    },
  },
  misfit: `${LOAD_MISFIT} An entry without an id is left out; a field of the wrong type is ignored.`,
  demo: { path: '/bookmarks/get?channel=artikel' },
};

export const BOOKMARKS_TOGGLE: BackendCall = {
  summary: 'saves an item, or removes it if it is saved: one call per click',
  method: 'POST',
  xhr: true,
  path: '/bookmarks/toggle',
  auth: true,
  body: {
    id: { type: 'string', required: true, description: 'the item id' },
    channel: { type: 'string', required: true, description: 'its channel' },
  },
  response: {
    success: { type: 'boolean', required: true, description: 'false: nothing changed' },
    deleted: { type: 'boolean', description: 'true: the item is removed now; otherwise it is saved' },
  },
  misfit: `A failed call, \`success: false\` or an answer without a boolean \`success\` is logged once, puts the button back to the last confirmed state and reads the channel again (the toggle may have been applied before the answer broke): what the server holds is shown, with '${TOGGLE_FAILED}' (tours: '${TOUR_FAILED}') only when that is not what the reader wanted or the channel cannot be read.`,
  demo: { path: '/bookmarks/toggle', body: { id: '1201', channel: 'artikel' } },
};

export const UIFAVORITES_GET: BackendCall = {
  summary: 'the rubrics and brands the reader follows',
  method: 'GET',
  xhr: true,
  path: '/uifavorites/get',
  auth: true,
  response: {
    data: {
      type: 'array',
      required: true,
      fields: {
        id: ID,
        title: { type: 'string', description: 'shown in the panel (default: the id)' },
        url: { type: 'string', description: 'the rubric or brand page; passes the URL check' },
        type: {
          type: 'string',
          description: "`brand` lists it under 'Gefolgte Marken', anything else under 'Gefolgte Rubriken'",
        },
      },
    },
  },
  misfit: `${LOAD_MISFIT} An entry without an id is left out.`,
  demo: { path: '/uifavorites/get' },
};

export const UIFAVORITES_TOGGLE: BackendCall = {
  summary: "'Nicht mehr folgen': flips each listed rubric or brand",
  method: 'POST',
  xhr: true,
  path: '/uifavorites/toggle',
  auth: true,
  query: {
    'ids[]': {
      type: 'string',
      required: true,
      description: 'repeated, one per id: `ids[]=a&ids[]=b`; no body',
    },
  },
  response: { success: { type: 'boolean', required: true } },
  misfit: `A failed call, \`success: false\` or an answer without a boolean \`success\` is logged once, and the list is read again before anything is shown (a timeout or an unreadable answer may come after the server applied the toggle, so it is never simply rolled back or retried): an entry the server still follows comes back with '${UNFOLLOW_FAILED}'; one it no longer follows stays gone, without a message unless the answer was \`success: false\`. If the list cannot be read either, the entries come back with the message. After a success the list is read again.`,
  demo: { path: '/uifavorites/toggle?ids[]=rubrik-tests' },
};

export const TOUR_CLAIM: BackendCall = {
  summary: 'after a tour is saved: tells the community which reader saved it (sent without cookies)',
  method: 'POST',
  xhr: true,
  path: '/tour/claim/{tourId}',
  auth: true,
  body: {
    id: { type: 'string', required: true, description: 'the tour id, as in the path' },
    user: {
      type: 'string',
      required: true,
      description: "the reader: the validate answer's `id`, `userId` or `name`",
    },
  },
  response: {},
  misfit:
    'Kiosk does not read the answer; a failed claim is logged once and the tour stays saved. Not sent when `apiHost` is empty.',
  demo: { path: '/tour/claim/7001', body: { id: '7001', user: 'Anna Schmidt' } },
};
