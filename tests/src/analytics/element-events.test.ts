import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { trackElement, type ElementTracking } from '../../../src/analytics/element-events.ts';
import { FULL_VISIBILITY_THRESHOLD } from '../../../src/analytics/when-seen.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';

/** The shared fake, plus what a real observer reports that the element-event rules read: the ratio. */
class RatioObserver extends FakeIntersectionObserver {
  constructor(
    readonly notify: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    super(notify);
  }

  static show(element: Element, intersectionRatio: number) {
    for (const instance of FakeIntersectionObserver.instances) {
      if (!(instance instanceof RatioObserver) || !instance.observed.has(element)) continue;
      const entry = { target: element, isIntersecting: intersectionRatio > 0, intersectionRatio };
      instance.notify([entry as IntersectionObserverEntry], instance as unknown as IntersectionObserver);
    }
  }
}

const live = (instance: FakeIntersectionObserver) => instance.observed.size > 0;

describe('element events (spec 9.6)', () => {
  const stops: Array<() => void> = [];
  let events: AnalyticsEvent[];

  const track = (element: Element, tracking: ElementTracking) => {
    const stop = trackElement(element, tracking, (event) => events.push(event));
    stops.push(stop);
    return stop;
  };
  const box = () => document.body.appendChild(document.createElement('div'));

  beforeEach(() => {
    events = [];
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', RatioObserver);
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    document.body.replaceChildren();
  });

  it("reports 'sichtbar' once, when at least 10 % of the element is visible", () => {
    const element = box();
    track(element, { area: 'productBox', label: 'Position 2' });
    RatioObserver.show(element, 0.05);
    expect(events).toEqual([]);
    RatioObserver.show(element, 0.1);
    RatioObserver.show(element, 0);
    RatioObserver.show(element, 0.5);
    expect(events).toEqual([{ name: 'Produktbox / sichtbar', props: { label: 'Position 2' } }]);
  });

  it("reports 'klick' on every click, also on a child that stops the click from bubbling", () => {
    const element = box();
    const link = element.appendChild(document.createElement('a'));
    link.addEventListener('click', (event) => event.stopPropagation());
    track(element, { area: 'affiliateLink' });
    element.click();
    link.click();
    expect(events).toEqual([
      { name: 'Affiliate-Link / klick', props: {} },
      { name: 'Affiliate-Link / klick', props: {} },
    ]);
  });

  it("counts a middle click on a link inside the element as 'klick', not other buttons or a middle click beside the link", () => {
    const element = box();
    const link = element.appendChild(document.createElement('a'));
    link.href = '/auto/kaufberatung/';
    const text = element.appendChild(document.createElement('p'));
    track(element, { area: 'relatedArticle', position: 2 });
    const press = (target: Element, button: number) =>
      target.dispatchEvent(new MouseEvent('auxclick', { button, bubbles: true }));
    press(link, 1);
    press(link, 2);
    press(text, 1);
    expect(events).toEqual([{ name: 'Verwandter Artikel / klick', props: { position: 2 } }]);
  });

  it('uses one shared observer per threshold, whatever the number of elements', () => {
    const [a, b, c, d] = [box(), box(), box(), box()];
    track(a, { area: 'relatedArticle' });
    track(b, { area: 'quiz' });
    track(c, { area: 'relatedArticle', threshold: 0.1 });
    track(d, { area: 'homeRotation', threshold: FULL_VISIBILITY_THRESHOLD });
    const observers = FakeIntersectionObserver.instances as RatioObserver[];
    expect(observers.map((observer) => observer.options.threshold)).toEqual([0.1, 0.9]);
    expect(observers.map((observer) => observer.observed.size)).toEqual([3, 1]);
  });

  it('counts a 0.9 element as seen only from 90 % on', () => {
    const element = box();
    track(element, { area: 'homeRotation', threshold: 0.9 });
    RatioObserver.show(element, 0.5);
    expect(events).toEqual([]);
    RatioObserver.show(element, 0.95);
    expect(events).toEqual([{ name: 'Startseiten-Rotation / sichtbar', props: {} }]);
  });

  it('reports each tracking of one element on its own, through one observation', () => {
    const element = box();
    track(element, { area: 'paidBox' });
    track(element, { area: 'techData' });
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    RatioObserver.show(element, 1);
    RatioObserver.show(element, 1);
    expect(events.map((event) => event.name)).toEqual(['Paid-Box / sichtbar', 'Technische Daten / sichtbar']);
  });

  it('stops clicks and observation on stop, and drops the observer with its last element', () => {
    const [a, b] = [box(), box()];
    const stopA = track(a, { area: 'quiz' });
    const stopB = track(b, { area: 'sideColumn' });
    const [observer] = FakeIntersectionObserver.instances;
    stopA();
    a.click();
    RatioObserver.show(a, 1);
    expect(events).toEqual([]);
    expect(observer && live(observer)).toBe(true);
    stopB();
    stopB();
    expect(observer && live(observer)).toBe(false);
    track(a, { area: 'sideColumn' });
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
  });

  it('stops observing an element once it has been seen, but keeps counting clicks', () => {
    const element = box();
    track(element, { area: 'f1Widget' });
    RatioObserver.show(element, 1);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed.has(element)).toBe(false);
    element.click();
    expect(events.map((event) => event.name)).toEqual(['F1-Widget / sichtbar', 'F1-Widget / klick']);
  });
});
