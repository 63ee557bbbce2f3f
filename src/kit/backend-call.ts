/**
 * A backend call as a contract a platform team can implement: what Kiosk sends, which fields of the
 * answer it reads (with their types, and which it cannot do without), and what it does with an answer
 * that does not fit. Declared as data beside the code that reads the answer; `npm run docs` writes the
 * integration guide from it, and `tests/scripts/backend-contracts.test.ts` sends each call's `demo`
 * request to the demo host and checks its answer against `response`, so the contract is one the demo
 * backend really serves. Node tools only: the build drops `meta.calls` from the bundle.
 */

/** A JSON type as the wire carries it. */
export type WireType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface WireField {
  /** One type, or the types the field may have (`['string', 'number']` for an id sent either way). */
  type: WireType | readonly WireType[];
  /** Kiosk cannot use the answer (or the entry holding the field) without it. */
  required?: boolean;
  /** What the value means to Kiosk, its format or its unit. */
  description?: string;
  /** The fields of an object, or of each item of an array. */
  fields?: WireFields;
}

export type WireFields = Readonly<Record<string, WireField>>;

export interface BackendCall {
  /** One line: what Kiosk asks for, and when. */
  summary: string;
  method: 'GET' | 'POST';
  /** Below `base`; `{name}` is a path segment Kiosk fills in. */
  path: string;
  /**
   * Where the path starts, as the guide writes it: `{origin of apiHost}`, or a widget's own config field
   * (`{<section>.<field>}`). Default: `{apiHost}`.
   */
  base?: string;
  /**
   * Needs the reader's login: `rkm_auth_token` goes first in the query, and without a login nothing is
   * sent.
   */
  auth?: boolean;
  /** Sends `X-Requested-With: XMLHttpRequest`, as every `kiosk.api` call does (spec 7.1–7.3). */
  xhr?: boolean;
  /** Headers beyond `Accept: application/json` and `X-Requested-With`. */
  headers?: Readonly<Record<string, string>>;
  /** Query parameters, and how each value is written. */
  query?: WireFields;
  /** A JSON body; omitted for a call without one. */
  body?: WireFields;
  /** What Kiosk reads of a successful answer; `{}` for a call whose answer it does not read. */
  response: WireFields;
  /** Which statuses count as success, when it is not simply any 2xx. */
  success?: string;
  /** What Kiosk does with a failed call or an answer that does not fit `response`. */
  misfit: string;
  /**
   * A request the demo host answers: the path and query below `base` (a call with `auth` gets a demo
   * reader's token added) and the JSON body, if any.
   */
  demo: { path: string; body?: unknown };
}
