/**
 * The demo shop's public Storefront API token. Like a real one it is no secret (it ships in the page),
 * but the endpoint still requires it, so a client that forgets the header fails in the demo too.
 */
export const STOREFRONT_ACCESS_TOKEN = 'kiosk-demo-storefront-token';
export const ACCESS_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

/** Shopify's 401 body for a missing or wrong token, word for word. */
export const INVALID_ACCESS_TOKEN_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};
