import { defineConfigSection } from '../../src/kit/config-schema.ts';

/**
 * spec 7.11: the shop's finished-order lookup, its own section of `#kiosk-config`
 * (`{"shopOrders": {"endpoint": "https://shop.example.de/order"}}`), read by the cart drawer so the core
 * config costs nothing more. Set, the cart sends purchase once per finished order (purchase-report.ts).
 */
export const SHOP_ORDERS_CONFIG = defineConfigSection('shopOrders', {
  endpoint: {
    type: 'string',
    description:
      "the shop's finished-order lookup, `GET {endpoint}?cartToken={token}`; set, the cart sends purchase once per order",
  },
});
