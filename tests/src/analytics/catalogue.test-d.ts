import { describe, expectTypeOf, it } from 'vitest';
import type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsEvents,
  ElementEventName,
  LoginEventType,
} from '../../../src/analytics/catalogue.ts';
import type { ComparisonEvents } from '../../../features/vehicles/comparison-events.ts';
import type { NewstickerEvent } from '../../../features/newsticker/newsticker-events.ts';
import type { FuelSearchEvents } from '../../../widgets/fuel-search/fuel-search-events.ts';
import type { CampingSearchEvents } from '../../../widgets/camping-search/camping-search-events.ts';
import type { InactiveTabEvents } from '../../../widgets/inactive-tab-overlay/inactive-tab-events.ts';
import type { VideoEvents } from '../../../features/videos/video-events.ts';
import type { VideoHubEvents } from '../../../widgets/video-hub/hub-events.ts';
/** Typed like `track(name, props)`; vitest's typecheck fails on an unused `@ts-expect-error`. */
const track = <N extends AnalyticsEventName>(name: N, props: AnalyticsEvents[N]) => ({ name, props });
const event = (value: AnalyticsEvent) => value;

describe('analytics catalogue types (spec 9.6)', () => {
  it('names every event of spec 9.6, character for character', () => {
    expectTypeOf<
      | 'paywall_triggered'
      | 'free_article_limit_reached'
      | 'paywall_impression'
      | 'paywall_click'
      | 'login_impression'
      | 'login_start'
      | 'login_submit'
      | 'login_successful'
      | 'register_impression'
      | 'register_start'
      | 'register_submit'
      | 'register_successful'
      | 'newsletter_form_impression'
      | 'newsletter_form_submit'
      | 'newsletter_signup'
      | 'form_impression'
      | 'form_click'
      | 'form_submit'
      | 'plus_teaser_impression'
      | 'plus_teaser_click'
      | 'article_start'
      | 'article_complete'
      | 'view_search_results'
      | 'affiliate_link_impression'
      | 'affiliate_link_click'
      | 'affiliate_box_impression'
      | 'affiliate_box_click'
      | 'affiliate_button_impression'
      | 'affiliate_button_click'
      | 'view_item_list'
      | 'view_item'
      | 'add_to_cart'
      | 'begin_checkout'
      | 'purchase'
      | 'view_promotion'
      | 'select_promotion'
      | 'Benutzer / Loginstatus / fehlerhaft'
      | ElementEventName
      | NewstickerEvent
      | keyof ComparisonEvents
      | keyof FuelSearchEvents
      | keyof CampingSearchEvents
      | keyof InactiveTabEvents
      | keyof VideoEvents
      | keyof VideoHubEvents
    >().toEqualTypeOf<AnalyticsEventName>();
  });

  it("pairs every element area with 'sichtbar' and 'klick'", () => {
    expectTypeOf<'Video / sichtbar'>().toExtend<ElementEventName>();
    expectTypeOf<'Verwandter Artikel / klick'>().toExtend<ElementEventName>();
    expectTypeOf<'Video / visible'>().not.toExtend<ElementEventName>();
  });

  it('makes a misspelt event name a type error', () => {
    // @ts-expect-error a misspelt event name
    event({ name: 'paywall_triggerd' });
    // @ts-expect-error not in the catalogue
    event({ name: 'Video / gesehen' });
  });

  it('requires the props the spec names, spelt as the spec spells them', () => {
    track('free_article_limit_reached', { article_id: '1201', author: 'Jana Berger', counter: 3 });
    // @ts-expect-error spec 4.2: article id, author and counter
    track('free_article_limit_reached', { article_id: '1201', author: 'Jana Berger' });
    track('article_start', { counter: 1 });
    // @ts-expect-error spec 9.6: article_start carries the counter
    event({ name: 'article_start' });
    track('Galerie / klick', { length: 24, time_on: 31, counter: 2 });
    // @ts-expect-error spec 9.6: time_on, not timeOn
    track('Galerie / klick', { length: 24, timeOn: 31, counter: 2 });
    track('purchase', {
      transactionId: 'T-1',
      transactionTotal: 19.9,
      transactionProducts: [{ sku: 'PLAN-10K', name: 'Trainingsplan 10 km', price: 19.9, quantity: 1 }],
    });
    // @ts-expect-error spec 9.6: the paid-box purchase carries transactionProducts
    track('purchase', { transactionId: 'T-1', transactionTotal: 19.9 });
    expectTypeOf<AnalyticsEvents['login_successful']['login_type']>().toEqualTypeOf<LoginEventType>();
    expectTypeOf<LoginEventType>().toEqualTypeOf<'Subscription' | 'Standard'>();
    // @ts-expect-error spec 6: 'Subscription' or 'Standard'
    track('login_successful', { login_type: 'Abo' });
  });

  it('takes only plain values as props of events without named props', () => {
    // @ts-expect-error props are plain values, which web analytics can chart
    event({ name: 'form_submit', props: { form: { id: 1 } } });
  });
});
