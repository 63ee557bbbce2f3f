import { apiCall, type ApiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { QueryValue } from '../../src/platform-api.ts';

/** spec 7.9: where every element is asked for, below the host. */
export const ELEMENT_PATH = '/irelements/element';

/** The body fields spec 7.9 fixes; they win over any extra field of the same name. */
export interface FixedFields {
  disableDevHost: 1;
  isMobile: true;
  client: string;
  element: string;
  irConfig: Readonly<Record<string, unknown>>;
  page: string;
}

/** What one element reload asks for. */
export interface ElementReload {
  /** The element's name on the server. */
  element: string;
  irConfig?: Readonly<Record<string, unknown>>;
  /** Extra body fields (the element's own); the fixed fields win. */
  fields?: Readonly<Record<string, unknown>>;
  /** Extra query parameters; `project` and `ab` are forced. */
  query?: Readonly<Record<string, QueryValue>>;
  /** A form the reader submitted: the body is its form data instead of JSON. */
  form?: HTMLFormElement;
  /** The button that submitted the form: its name and value go along, as in a form posted without script. */
  submitter?: HTMLElement | null;
  /** Send cookies along (`credentials: 'include'`); without it none go, not even to the same origin. */
  credentials?: boolean;
  /** The host's timeout for this element, in ms. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** spec 7.9: the extra fields merged with the fixed ones, which always win. */
export const elementBody = (
  extra: Readonly<Record<string, unknown>>,
  fixed: FixedFields,
): Record<string, unknown> => ({ ...extra, ...fixed });

/**
 * The same merge as form data: the form's own fields, the extra ones, then the fixed ones, each
 * replacing a field of the same name. A value that is not text goes as JSON (`irConfig`).
 */
export function elementFormData(
  form: HTMLFormElement,
  extra: Readonly<Record<string, unknown>>,
  fixed: FixedFields,
  submitter?: HTMLElement | null,
): FormData {
  const data = new FormData(form, submitter);
  for (const [name, value] of Object.entries(elementBody(extra, fixed)))
    data.set(name, typeof value == 'string' ? value : JSON.stringify(value));
  return data;
}

/** spec 7.9: the query's forced parameters. `ab` is forced by `apiCall` from the site's isAb. */
export const elementQuery = (extra: Readonly<Record<string, QueryValue>> = {}) => ({
  ...extra,
  project: 'mh',
});

/**
 * A fragment starts with an element and is a piece of a page: not JSON or text (an API's error), not a
 * whole document (a proxy's maintenance page answering 200).
 */
const asFragment = (body: unknown) =>
  typeof body == 'string' && /^\s*<(?!html\b)[a-z]/i.test(body) ? body : undefined;

export type ElementAnswer = { ok: true; html: string } | { ok: false; aborted: boolean; error: unknown };

/**
 * spec 7.9: `POST {host}/irelements/element?…&project=mh&ab={0|1}` through the generic call, so the
 * path-only rule, the timeout and the error values hold; `settings.apiHost` is the element's host
 * (apiHost unless its props name another). The answer is an HTML fragment, unsanitized: the caller
 * sanitizes it. A non-OK answer, an answer that is not a fragment and a timeout are errors; a call a
 * newer one aborted says so, so nobody reports it.
 */
export async function callElement(request: ElementReload, settings: ApiSettings): Promise<ElementAnswer> {
  const fixed: FixedFields = {
    disableDevHost: 1,
    isMobile: true,
    client: settings.apiClient,
    element: request.element,
    irConfig: request.irConfig ?? {},
    page: location.href,
  };
  const extra = request.fields ?? {};
  const result = await apiCall<string>(
    'POST',
    ELEMENT_PATH,
    elementQuery(request.query),
    request.form ? elementFormData(request.form, extra, fixed, request.submitter) : elementBody(extra, fixed),
    { Accept: 'text/html' },
    {
      text: true,
      parse: asFragment,
      credentials: request.credentials ? 'include' : 'omit',
      timeoutMs: request.timeoutMs,
      signal: request.signal,
      errorMessage: 'element reload error',
    },
    // No token: an element knows the reader from the cookies it is sent with, when it asks for them.
    { ...settings, token: undefined },
  );
  if (result.ok) return { ok: true, html: result.value };
  return { ok: false, aborted: request.signal?.aborted ?? false, error: result.error };
}

/** spec 7.9: the element call, as a contract the platform team can implement. */
export const ELEMENT_CALL: BackendCall = {
  summary:
    "an element's new HTML fragment (below apiHost, or data-props.host): on a login or subscription change, on the host's element.reload, and on the submit of a form inside it (then as form data)",
  method: 'POST',
  path: '/irelements/element',
  xhr: true,
  headers: { Accept: 'text/html' },
  query: {
    project: { type: 'string', required: true, description: "always 'mh'" },
    ab: { type: 'number', required: true, description: 'isAb as 1 or 0' },
    client: { type: 'string', required: true, description: 'apiClient' },
  },
  body: {
    element: {
      type: 'string',
      required: true,
      description: "the element's name on the server (data-props.element)",
    },
    disableDevHost: { type: 'number', required: true, description: 'always 1' },
    isMobile: { type: 'boolean', required: true, description: 'always true' },
    client: { type: 'string', required: true, description: 'apiClient' },
    irConfig: { type: 'object', required: true, description: 'data-props.irConfig, {} without it' },
    page: { type: 'string', required: true, description: "the page's address" },
  },
  response: {},
  success: 'a 2xx answer of type text/html holding a fragment (not a whole document)',
  misfit:
    "logged ('element reload error'); the element stays as it was; where the reader submitted a form, 'Das hat gerade nicht geklappt – bitte versuchen Sie es erneut.' beside it, their input kept",
  demo: {
    path: '/irelements/element?project=mh&ab=0&client=ams-web',
    body: {
      element: 'mein-konto',
      disableDevHost: 1,
      isMobile: true,
      client: 'ams-web',
      irConfig: {},
      page: 'http://localhost/elemente/',
    },
  },
};
