/**
 * A controllable IntersectionObserver: happy-dom has no layout, so tests say when an element scrolls
 * into view with `FakeIntersectionObserver.reveal(element)`.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }

  /** The element scrolls into view; `intersectionRatio` says how much of it shows (default: all). */
  static reveal(element: Element, intersectionRatio = 1) {
    FakeIntersectionObserver.report(element, intersectionRatio > 0, intersectionRatio);
  }

  /** The element scrolls out of view. */
  static hide(element: Element) {
    FakeIntersectionObserver.report(element, false, 0);
  }

  private static report(element: Element, isIntersecting: boolean, intersectionRatio: number) {
    for (const instance of FakeIntersectionObserver.instances) {
      if (!instance.observed.has(element)) continue;
      const entry = { target: element, isIntersecting, intersectionRatio } as IntersectionObserverEntry;
      instance.callback([entry], instance as unknown as IntersectionObserver);
    }
  }

  static reset() {
    FakeIntersectionObserver.instances = [];
  }
}
