/**
 * The form services' yes (issue 26: calls Kiosk designed): `{ "success": true }`. Anything else in a
 * 2xx (a proxy's page, `{"errors":…}`) is an answer Kiosk cannot read, so the reader is told it did not
 * work and keeps the input.
 */
export const successAnswer = (body: unknown): true | undefined =>
  typeof body == 'object' && body !== null && (body as { success?: unknown }).success === true
    ? true
    : undefined;
