/**
 * A plausibility check, not RFC 5322: it catches what a buyer mistypes (no '@', no domain, spaces),
 * which is all Shopify's own check rejects in practice.
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
