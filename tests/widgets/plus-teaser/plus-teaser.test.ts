import { waitFor } from '@testing-library/react';
import { removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { publishSubscription } from '../../../src/session/subscription-state.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { mount } from '../../../widgets/plus-teaser/index.ts';
import { PLUS_TEASER_MARKUP } from '../../../widgets/plus-teaser/resting-markup.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { settle } from '../../support/settle.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** Where the teaser is when the subscriber's login arrives: the observer's first report. */
class PlacedObserver extends FakeIntersectionObserver {
  static top = 2000;
  override observe(element: Element) {
    super.observe(element);
    const top = PlacedObserver.top;
    const entry = {
      target: element,
      isIntersecting: top < 800,
      intersectionRatio: top < 800 ? 1 : 0,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: { bottom: 800 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    queueMicrotask(() => this.callbackFor([entry]));
  }
  callbackFor(entries: IntersectionObserverEntry[]) {
    (this as unknown as { callback: IntersectionObserverCallback }).callback(
      entries,
      this as unknown as IntersectionObserver,
    );
  }
}

const PROPS = { id: 'ams-plus-artikel', name: 'ams+ Artikelende' };
const promotion = { promotion_id: 'ams-plus-artikel', promotion_name: 'ams+ Artikelende' };

async function teaserFor(token?: string) {
  if (token) writeCookie(TOKEN_COOKIE, token, { path: '/' });
  const { kiosk, mountOn } = kioskOnDemoHost();
  publishSubscription(kiosk.bus);
  const events: AnalyticsEvent[] = [];
  kiosk.bus.on('analytics-event', (event) => events.push(event));
  const mounted = await mountOn(mount, PROPS, PLUS_TEASER_MARKUP);
  return { ...mounted, events, teaser: mounted.element.querySelector('aside')! };
}

describe('plus-teaser (issue 31)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', PlacedObserver);
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    removeCookie(TOKEN_COOKIE, { path: '/' });
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('reports impression and view_promotion once it is seen, and a click on its link as click and select_promotion', async () => {
    PlacedObserver.top = 2000;
    const { element, unmount, events } = await teaserFor();
    unmounts.push(unmount);
    await settle(20);
    expect(events).toEqual([]);
    FakeIntersectionObserver.reveal(element, 0.5);
    FakeIntersectionObserver.reveal(element, 1);
    const link = element.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    element.querySelector('p')!.click();
    expect(events).toEqual([
      { name: 'plus_teaser_impression', props: promotion },
      { name: 'view_promotion', props: promotion },
      { name: 'plus_teaser_click', props: promotion },
      { name: 'select_promotion', props: promotion },
    ]);
    expect(element.hidden).toBe(false);
  });

  it('leaves the layout for a subscriber when it is below the screen, and reports nothing', async () => {
    PlacedObserver.top = 2000;
    const { element, unmount, events } = await teaserFor('demo-ben-plus');
    unmounts.push(unmount);
    await waitFor(() => expect(element.hidden).toBe(true));
    expect(element.style.visibility).toBe('');
    FakeIntersectionObserver.reveal(element, 1);
    expect(events).toEqual([]);
  });

  it('keeps its space but turns invisible for a subscriber when it is on the screen: nothing moves', async () => {
    PlacedObserver.top = 300;
    const { element, unmount, events } = await teaserFor('demo-dirk-pur');
    unmounts.push(unmount);
    await waitFor(() => expect(element.style.visibility).toBe('hidden'));
    expect(element.hidden).toBe(false);
    expect(events).toEqual([]);
    unmount();
    expect(element.style.visibility).toBe('');
  });
});
