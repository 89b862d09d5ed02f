// Browsers may report a ratio a hair below the threshold they just crossed.
const RATIO_TOLERANCE = 0.01;

/**
 * Whether the element starts below the visible part of the page. What the visitor already sees
 * when the script runs (or has scrolled past) is left as the HTML has it: it never disappears to
 * fade or count in again.
 */
export const belowTheFold = (element: Element) => element.getBoundingClientRect().top >= window.innerHeight;

/**
 * Calls `seen` once, when at least `threshold` of the element is visible, and stops watching.
 * Without IntersectionObserver (very old browsers) it calls it at once. Returns the undo.
 */
export function onceInView(element: Element, threshold: number, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold - RATIO_TOLERANCE)) {
        observer.disconnect();
        seen();
      }
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
