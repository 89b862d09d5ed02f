import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary that never shows its fallback (nothing inside suspends). On a prerendered
 * page React hydrates the root in one task that cannot yield, but what is inside a boundary later,
 * in slices that let the browser handle input between them; so a long page does not hydrate in
 * one long task (Lighthouse's Total Blocking Time).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
