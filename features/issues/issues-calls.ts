import type { BackendCall } from '../../src/kit/backend-call.ts';

/** What the generic call adds to every query (issue 25). */
const CLIENT_QUERY = {
  client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
  ab: { type: 'number', description: '1 in an A/B test, else 0' },
} as const;

/** The magazine issues' calls (issue 31) as contracts; `issue.ts` reads the list answer described here. */
export const ISSUES_LIST: BackendCall = {
  summary: "the brand's issues, newest first (the first is the current one), when the widget comes into view",
  method: 'GET',
  path: '/issues/{project}',
  query: CLIENT_QUERY,
  xhr: true,
  response: {
    issues: {
      type: 'array',
      required: true,
      fields: {
        id: { type: 'string', required: true },
        number: { type: 'string', required: true, description: "as on the cover: '24/2026'" },
        date: { type: 'string', required: true, description: 'day of sale, YYYY-MM-DD' },
        topics: { type: 'array', description: 'the cover topics, strings' },
        cover: {
          type: 'object',
          required: true,
          fields: {
            url: { type: 'string', required: true, description: 'https (safeUrl)' },
            width: { type: 'number', required: true },
            height: { type: 'number', required: true },
          },
        },
        price: {
          type: 'object',
          required: true,
          fields: {
            print: { type: 'string', required: true, description: "euros with a dot: '6.90'" },
            epaper: { type: 'string', description: "euros with a dot: '4.99'" },
          },
        },
        merchandiseId: {
          type: 'string',
          required: true,
          description: "the print issue's Storefront variant",
        },
      },
    },
  },
  misfit:
    "A failed call shows 'Die Ausgaben konnten nicht geladen werden.' with 'Erneut versuchen'; an entry that does not fit is left out (logged once).",
  demo: { path: '/issues/ams' },
};

export const ISSUES_OWNED: BackendCall = {
  summary: 'the issues the logged-in reader owns, for their ePaper and download buttons',
  method: 'GET',
  path: '/issues/{project}/owned',
  query: CLIENT_QUERY,
  auth: true,
  xhr: true,
  response: { owned: { type: 'array', required: true, description: 'issue ids' } },
  misfit: 'A failed call shows no owner buttons (logged once); buying stays possible.',
  demo: { path: '/issues/ams/owned' },
};

export const ISSUE_DOWNLOAD: BackendCall = {
  summary: "on 'Herunterladen': a signed, expiring link to the owned issue's ePaper file",
  method: 'GET',
  path: '/issues/{project}/{id}/download',
  query: CLIENT_QUERY,
  auth: true,
  xhr: true,
  response: {
    url: { type: 'string', required: true, description: 'https (safeUrl); the browser follows it at once' },
    expiresAt: { type: 'string', description: 'ISO time the link stops working' },
  },
  misfit:
    "A failed call shows 'Der Download-Link konnte nicht erstellt werden.' beside the button; the reader can try again.",
  demo: { path: '/issues/ams/ams-2026-22/download' },
};
