import { vi } from 'vitest';

/** A stand-in for IntersectionObserver that the test drives: `intersect(el, ratio)`. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly thresholds: number[];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const t = options.threshold ?? 0;
    this.thresholds = Array.isArray(t) ? t : [t];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  fire(element: Element, ratio: number) {
    const entry = {
      target: element,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Installs the fake for one test; returns a way to make an element `ratio` visible. */
export function stubIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    instances: FakeIntersectionObserver.instances,
    /** tells every live observer of `element` that `ratio` of it is visible */
    intersect(element: Element, ratio: number) {
      for (const observer of FakeIntersectionObserver.instances) {
        if (!observer.disconnected && observer.elements.has(element)) observer.fire(element, ratio);
      }
    },
    observing(element: Element) {
      return FakeIntersectionObserver.instances.some((o) => !o.disconnected && o.elements.has(element));
    },
  };
}
