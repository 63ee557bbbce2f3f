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

  static reveal(element: Element) {
    for (const instance of FakeIntersectionObserver.instances) {
      if (!instance.observed.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      instance.callback([entry], instance as unknown as IntersectionObserver);
    }
  }

  static reset() {
    FakeIntersectionObserver.instances = [];
  }
}
