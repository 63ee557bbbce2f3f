import type { BackendCall } from '../../src/kit/backend-call.ts';

const VIDEO_FIELDS = {
  id: { type: 'string', required: true },
  title: { type: 'string', required: true },
  duration: { type: 'number', required: true, description: 'seconds' },
  poster: {
    type: 'array',
    required: true,
    description: "{ src (https, safeUrl), width, height } at the 'highlight-video' slot's sizes",
  },
  sources: { type: 'array', required: true, description: '{ src, type }, in the order to try: WebM first' },
  subtitles: { type: 'array', description: '{ src (WebVTT), srclang, label }' },
  teaser: { type: 'string' },
  description: { type: 'string', description: 'plain text; shortened behind ‘Mehr Details’' },
  category: { type: 'object', description: '{ slug, name }' },
  date: { type: 'string', description: 'YYYY-MM-DD' },
  url: { type: 'string', description: "the video's page (the detail view)" },
} as const;

/** The hub's calls (issue 29) as contracts. */
export const VIDEOS_LIST: BackendCall = {
  summary: 'a page of twelve videos, with the highlight and the categories, whenever the place changes',
  method: 'GET',
  path: '/videos/{project}',
  xhr: true,
  query: {
    kategorie: { type: 'string', description: 'a category slug; left out for all' },
    suche: { type: 'string', description: 'the query as typed; the server folds case and umlauts' },
    seite: { type: 'number', description: 'the page, from 1; left out for the first' },
  },
  response: {
    total: { type: 'number', required: true, description: 'videos found' },
    page: {
      type: 'number',
      required: true,
      description: 'the page answered (a page past the last is the last)',
    },
    pages: { type: 'number', required: true },
    categories: { type: 'array', required: true, description: '{ slug, name }' },
    highlight: {
      type: ['object', 'null'],
      required: true,
      description: "the brand's newest video",
      fields: VIDEO_FIELDS,
    },
    items: { type: 'array', required: true, fields: VIDEO_FIELDS },
  },
  misfit:
    "A failed call shows 'Die Videos konnten gerade nicht geladen werden.' with 'Erneut versuchen'; the query and place stay in the URL and the search field. A video that does not fit is left out (logged once).",
  demo: { path: '/videos/ams?kategorie=tests&seite=2' },
};

export const VIDEO_DETAIL: BackendCall = {
  summary: 'one video and up to four related ones, when a video is opened',
  method: 'GET',
  path: '/videos/{project}/{id}',
  xhr: true,
  response: {
    video: { type: 'object', required: true, fields: VIDEO_FIELDS },
    related: { type: 'array', required: true, fields: VIDEO_FIELDS },
  },
  misfit: "A failed call shows 'Das Video konnte gerade nicht geladen werden.' with 'Erneut versuchen'.",
  demo: { path: '/videos/ams/ams-v005' },
};
