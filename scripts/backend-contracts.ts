import type { BackendCall, WireField, WireFields } from '../src/kit/backend-call.ts';
import type { WidgetMeta } from '../src/kit/widget-meta.ts';
import { code, table } from './markdown.ts';

/** A call and who makes it: widget names, or the runtime for the calls every page makes. */
export interface CallUse {
  call: BackendCall;
  users: string[];
}

/** Every call once, in the order first declared: the runtime's, then the widgets' (by widget name). */
export function callUses(
  runtime: ReadonlyArray<readonly [string, BackendCall]>,
  widgets: readonly WidgetMeta[],
): CallUse[] {
  const uses = new Map<BackendCall, string[]>();
  const add = (call: BackendCall, user: string) => uses.set(call, [...(uses.get(call) ?? []), user]);
  for (const [user, call] of runtime) add(call, user);
  for (const meta of widgets) for (const call of meta.calls ?? []) add(call, `\`${meta.name}\``);
  return [...uses].map(([call, users]) => ({ call, users }));
}

/** `GET {apiHost}/mt/places?q=`: the call as a heading names it, its query keys told apart. */
export const callName = ({ method, path, base = '{apiHost}', query = {}, auth }: BackendCall) => {
  const keys = [...(auth ? ['rkm_auth_token'] : []), ...Object.keys(query)];
  return `${method} ${base}${path}${keys.length ? `?${keys.map((key) => `${key}=…`).join('&')}` : ''}`;
};

const typeOf = ({ type, fields }: WireField) => {
  const types = (typeof type == 'string' ? [type] : type).join(' or ');
  return fields && type == 'array' ? 'array of objects' : types;
};

/** One row per field, nested fields as `stations[].openingTimes[].days`. */
function fieldRows(fields: WireFields, prefix = ''): string[][] {
  return Object.entries(fields).flatMap(([key, field]) => [
    [code(prefix + key), typeOf(field), field.required ? 'yes' : 'no', field.description ?? ''],
    ...(field.fields ? fieldRows(field.fields, `${prefix}${key}${field.type == 'array' ? '[]' : ''}.`) : []),
  ]);
}

const fieldTable = (fields: WireFields, first: string) =>
  table([first, 'type', 'required', 'meaning'], fieldRows(fields));

function contract({ call, users }: CallUse): string[] {
  const { headers = {}, query, body, response } = call;
  const sends = [
    ...(call.auth
      ? ['the login token first in the query (`rkm_auth_token`); without a login nothing is sent']
      : []),
    ...Object.entries(headers).map(([name, value]) => `${code(`${name}: ${value}`)}`),
    ...(call.xhr ? ['`X-Requested-With: XMLHttpRequest`'] : []),
  ];
  return [
    `#### \`${callName(call)}\``,
    '',
    `${call.summary.charAt(0).toUpperCase()}${call.summary.slice(1)}. Made by ${users.join(', ')}.`,
    '',
    ...(sends.length ? [`- Sends: ${sends.join('; ')}.`] : []),
    `- Success: ${call.success ?? 'any 2xx'}.`,
    `- When it fails or does not fit: ${call.misfit}`,
    '',
    ...(query && Object.keys(query).length ? [...fieldTable(query, 'query'), ''] : []),
    ...(body
      ? Object.keys(body).length
        ? ['JSON body:', '', ...fieldTable(body, 'body field'), '']
        : ['JSON body: `{}`.', '']
      : []),
    ...(Object.keys(response).length
      ? ['The answer, a JSON object (other fields are ignored):', '', ...fieldTable(response, 'answer field')]
      : ['Kiosk does not read the answer.']),
  ];
}

/** The contracts section: a list of every call, then one contract per call. */
export function renderContracts(uses: readonly CallUse[]): string {
  return [
    ...table(
      ['call', 'made by'],
      uses.map(({ call, users }) => [code(callName(call)), users.join(', ')]),
    ),
    '',
    ...uses.flatMap((use) => [...contract(use), '']),
  ]
    .join('\n')
    .trimEnd();
}
