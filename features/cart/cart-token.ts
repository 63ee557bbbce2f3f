/**
 * spec 5.5: the cart token is the cart id without its gid prefix and query string:
 * `gid://shopify/Cart/c1-abc?key=xyz` → `c1-abc`. The finished-order lookup and the checkout use it.
 */
export function cartToken(cartId: string): string {
  return cartId.replace(/^gid:\/\/shopify\/Cart\//, '').replace(/\?.*$/, '');
}
