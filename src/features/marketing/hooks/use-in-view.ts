import { useEffect, useRef, useState, type RefObject } from 'react';

// Browsers may report a ratio a hair below the threshold they just crossed.
const RATIO_TOLERANCE = 0.01;

/**
 * Becomes true once the element is at least `threshold` visible, and stays true (the observer
 * is dropped then). `enabled: false` does not observe at all. Without IntersectionObserver
 * (very old browsers) the element counts as visible at once.
 */
export function useInView<T extends Element>(threshold: number, enabled = true): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  // Prerendering (no window) assumes a browser that has it, so the built HTML matches what
  // hydration renders in one.
  const observable = typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!enabled || inView || !element || !observable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold - RATIO_TOLERANCE)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, enabled, inView, observable]);

  // without an observer there is nothing to wait for
  return [ref, inView || (enabled && !observable)];
}
