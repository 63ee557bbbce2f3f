import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'cart',
  trigger: 'idle',
  // spec 2.8
  summary: 'cart drawer with floating button; a tiny gate loads the drawer only once there is a cart',
  description:
    'Warenkorb-Schublade mit schwebendem Warenkorb-Knopf; lädt erst, wenn es einen Warenkorb gibt.',
  props: {
    preset: {
      type: 'string',
      description:
        '"cms" on a CMS page (a voucher note instead of the field, checkout in a new tab); else the drawer\'s defaults',
    },
    hideCartButton: { type: 'boolean', description: 'hide the floating cart button (default false)' },
    showVoucher: { type: 'boolean', description: 'show the voucher field (default: by preset)' },
    showShippingHint: {
      type: 'boolean',
      description: "show 'Versandkosten werden an der Kasse berechnet' (default true)",
    },
    loginUrl: {
      type: 'string',
      description: 'login page; shows the login block for readers without an email',
    },
    registerUrl: {
      type: 'string',
      description: 'registration page; gets type=registration and the returnUrl',
    },
  },
  config: {
    core: ['storefront.endpoint', 'storefront.accessToken', 'storefront.timeoutMs', 'features.shop'],
  },
  fallback: '',
  example: {
    props: { preset: 'cms', loginUrl: '/anmelden/', registerUrl: '/anmelden/' },
    markup: '',
  },
  budget: 1 * KB,
  backend: ['storefront'],
});
