import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * `fallback` in a prerendered page's HTML and while it hydrates, `children` from then on (and at
 * once when the page is rendered in the browser). For forms: before hydration a click on submit
 * would send the form the browser's way, a GET with every field (a password too) in the URL.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // After hydration React re-renders a changed store at once, in one task; deferred, the
  // children (a whole form, with its lazy code's start) render as a transition, in slices.
  const shown = useDeferredValue(hydrated);
  return shown ? children : fallback;
}
