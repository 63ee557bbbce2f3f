import type { Context } from 'hono';
import type { CustomerAccounts } from './customer-accounts.ts';
import { isEmailAddress } from './email-address.ts';
import { multipassLoginUrl, shopUrl } from './shop-urls.ts';

/**
 * Multipass-style single sign-on (spec 7.11): the publisher's login hands the shop a signed-in reader.
 *
 * @remarks
 * On Shopify the publisher's server encrypts `{email, return_to}` with the multipass secret, and the
 * token is either opened as `/account/login/multipass/<token>` or exchanged for a customer access token.
 * The demo skips the cryptography: the endpoint takes the JSON itself and its `token` is already a
 * customer access token, usable as `buyerIdentity.customerAccessToken` on a cart. `url` signs the reader
 * in on the shop once and redirects to `return_to`, which must be on the shop's own origin (an open
 * redirect would let any page bounce readers through the shop).
 */
export function createMultipass(customers: CustomerAccounts) {
  const pendingReturns = new Map<string, string>();

  const login = async (c: Context) => {
    const body = await c.req.json<unknown>().catch(() => undefined);
    const fields = typeof body == 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { email, return_to: returnTo } = fields;
    if (typeof email != 'string' || !isEmailAddress(email.trim()))
      return c.json({ errors: 'email is missing or not an email address' }, 422);
    const origin = new URL(c.req.url).origin;
    const target = sameOriginUrl(returnTo ?? '/', origin);
    if (!target) return c.json({ errors: `return_to must be a URL on ${origin}` }, 422);
    const accessToken = customers.signIn(email);
    pendingReturns.set(accessToken, target);
    return c.json({ token: accessToken, url: multipassLoginUrl(shopUrl(c), accessToken) });
  };

  /** `GET /account/login/multipass/<token>`: usable once, like Shopify's multipass URLs. */
  const redirect = (c: Context) => {
    const token = c.req.param('token') ?? '';
    const target = pendingReturns.get(token);
    if (!target) return c.text('Dieser Anmeldelink ist ungültig oder wurde schon benutzt.', 404);
    pendingReturns.delete(token);
    return c.redirect(target, 302);
  };

  return { login, redirect };
}

function sameOriginUrl(value: unknown, origin: string): string | undefined {
  if (typeof value != 'string' || !URL.canParse(value, origin)) return undefined;
  const url = new URL(value, origin);
  return url.origin == origin ? url.href : undefined;
}
