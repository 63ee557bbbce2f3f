import { apiCall, apiSettings } from '../../src/api-call.ts';
import { subscriptionType } from '../../src/analytics/subscription.ts';
import type { SubscriptionFlags } from '../../src/session/subscription-flags.ts';
import { whenSeen } from '../../src/analytics/when-seen.ts';
import { findBrand } from '../../src/brands.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { actionButton } from '../../ui/action-button.ts';
import { meta } from './meta.ts';
import { euros, OFFERS_TIMEOUT_MS, perPeriod, readOffers, termsSentence, type Offer } from './offer.ts';
import './subscription-offers.css';

const BILLING = [
  { value: 'monthly', label: 'monatlich' },
  { value: 'yearly', label: 'jährlich' },
] as const;

/**
 * `data-widget="subscription-offers"` (issue 27): the brand's offers side by side with a monthly/yearly
 * switch; each card gives the price per month and in total 'inkl. MwSt.', and trial, term and notice in
 * one sentence by 'Jetzt abonnieren', which hands off to the provider's checkout. A subscriber sees
 * their plan instead. spec 9.6: `view_promotion` once per offer seen, `select_promotion` on its button.
 * Plain DOM: two radio buttons and links need no UI runtime.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  kioskRoot(element);
  const h = createElementHelper(meta.name, scope);
  const { bus, config } = kiosk;
  const promotion = (offer: Offer) => ({
    promotion_id: offer.id,
    promotion_name: `${offer.brandName} ${offer.tier}`,
  });
  const seen = new Set<string>();
  let billing: Offer['billing'] = 'monthly';
  let offers: Offer[] | undefined;
  let flags: SubscriptionFlags | undefined;

  const checkout = (offer: Offer) => {
    const base = safeUrl(props.checkoutUrl, { source: meta.name, field: 'checkoutUrl' });
    if (!base) return undefined;
    const url = new URL(base, location.href);
    url.searchParams.set('angebot', offer.id);
    return url.href;
  };

  const card = (offer: Offer) => {
    const item = h(
      'li',
      { class: 'kiosk-offers__card' },
      h('h3', { class: 'kiosk-offers__name' }, `${offer.brandName} ${offer.tier}`),
      offer.benefits.length > 0 &&
        h('ul', { class: 'kiosk-offers__benefits' }, ...offer.benefits.map((text) => h('li', null, text))),
      h('p', { class: 'kiosk-offers__price' }, h('strong', null, euros(offer.monthlyCents)), ' im Monat'),
      h(
        'p',
        { class: 'kiosk-offers__total' },
        `Gesamtpreis ${euros(offer.priceCents)} ${perPeriod(offer)}, inkl. MwSt.`,
      ),
      h('p', { class: 'kiosk-offers__terms' }, termsSentence(offer)),
      h(
        'a',
        {
          class: `${actionButton} kiosk-offers__order`,
          href: checkout(offer),
          on: {
            click: () => bus.emit('analytics-event', { name: 'select_promotion', props: promotion(offer) }),
          },
        },
        'Jetzt abonnieren',
      ),
    );
    if (!seen.has(offer.id))
      scope.add(
        whenSeen(item, () => {
          if (seen.has(offer.id)) return;
          seen.add(offer.id);
          bus.emit('analytics-event', { name: 'view_promotion', props: promotion(offer) });
        }),
      );
    return item;
  };

  const switcher = () =>
    h(
      'fieldset',
      { class: 'kiosk-offers__billing' },
      h('legend', { class: 'kiosk-offers__legend' }, 'Zahlweise'),
      ...BILLING.map(({ value, label }) =>
        h(
          'label',
          { class: 'kiosk-offers__choice' },
          h('input', {
            type: 'radio',
            name: `kiosk-offers-billing-${config.project}`,
            value,
            checked: billing == value,
            on: {
              change: () => {
                billing = value;
                list.replaceChildren(...(offers ?? []).filter((offer) => offer.billing == billing).map(card));
              },
            },
          }),
          label,
        ),
      ),
    );
  const list = h('ul', { class: 'kiosk-offers__list' });

  const render = () => {
    if (!offers || !flags) return;
    const tier = subscriptionType(config.project, flags);
    if (tier != 'null') {
      const brand = findBrand(config.project)?.name ?? config.project;
      element.replaceChildren(
        h(
          'div',
          { class: 'kiosk-offers kiosk-offers__plan' },
          h('p', { class: 'kiosk-offers__name' }, `Ihr Abo: ${brand} ${tier}`),
          h('p', null, 'Sie lesen schon mit allen Vorteilen Ihres Abos. Vielen Dank!'),
        ),
      );
      return;
    }
    list.replaceChildren(...offers.filter((offer) => offer.billing == billing).map(card));
    element.replaceChildren(h('div', { class: 'kiosk-offers' }, switcher(), list));
  };

  scope.add(
    bus.on('subscription-changed', (next) => {
      flags = next;
      render();
    }),
  );
  void apiCall(
    'GET',
    '/subscriptions/offers',
    { project: config.project },
    undefined,
    {},
    { parse: readOffers, timeoutMs: OFFERS_TIMEOUT_MS, signal: scope.signal, errorMessage: 'offers failed' },
    apiSettings(kiosk),
  ).then((result) => {
    if (scope.signal.aborted) return;
    if (!result.ok)
      return logError(meta.name, `offers failed (${result.error.message}); the shop link stays`);
    if (result.value.length == 0) return logError(meta.name, 'no offers for this brand; the shop link stays');
    offers = result.value;
    render();
  });
});
