import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/partner/',
    title: 'Motorrad-Teile Huber – Zubehör und Lesestoff',
    description:
      'Partner-Shop: bindet nur den Warenkorb ein (cart-embed.js, KioskCart.init), mit Slots und Callbacks.',
    partner: true,
  },
];
