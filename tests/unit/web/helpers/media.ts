/** Answers matchMedia queries with `matches(query)` (the test window answers none). Returns the undo. */
export function stubMatchMedia(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

export const prefersReducedMotion = (query: string) => query.includes('prefers-reduced-motion: reduce');
