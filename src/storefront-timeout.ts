/**
 * How long one Storefront request may take unless `#kiosk-config` says otherwise (`storefront.timeoutMs`).
 * Its own module so the Storefront client and the partner embed read it without the config reader.
 */
export const STOREFRONT_TIMEOUT_MS = 15_000;
