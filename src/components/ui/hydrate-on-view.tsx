import { Suspense, use, useId, type ReactNode } from 'react';

/**
 * Hydration of what a prerendered page shows below the fold, put off until the visitor gets
 * near it. The HTML is there from the start (it reads, and its links work, without scripts);
 * only React's taking it over waits. Hydrating a whole page at once was most of the main
 * thread's work while it loads on a phone (Lighthouse's Total Blocking Time).
 *
 * How: the children sit in a Suspense boundary beside a component that, while the page is
 * hydrating, suspends until the wrapper's box comes within half a screen of the viewport, or
 * something inside it is pressed or focused. React keeps a suspended boundary's server HTML and
 * hydrates it when the wait ends. Rendered in the browser (not hydrating), nothing waits.
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-hydrate-on-view={id}>
      <Suspense fallback={null}>
        <UntilOnView id={id} />
        {children}
      </Suspense>
    </div>
  );
}

function UntilOnView({ id }: { id: string }) {
  const wait = onView(id);
  if (wait) use(wait);
  return null;
}

interface Wait {
  promise: Promise<void>;
  end: () => void;
}

/** the page's waits by boundary id; only while the first hydration is being deferred */
const waits = new Map<string, Wait>();
let deferring = false;

/** src/main.tsx, before hydrating a prerendered page: the boundaries below the fold wait. */
export function deferHydrationOnView() {
  deferring = typeof IntersectionObserver !== 'undefined';
}

/**
 * Everything left hydrates now. The router calls it on its first change: a change of route or
 * hash updates what the boundaries read, and React would otherwise render a waiting boundary
 * anew, empty until it is on screen.
 */
export function hydrateAllNow() {
  deferring = false;
  for (const wait of waits.values()) wait.end();
  // nothing waits from here on (React holds the promises it suspended on)
  waits.clear();
}

/** Near the screen: hydration starts before the box scrolls in, so it is ready when seen. */
const AHEAD = '50% 0px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

function onView(id: string): Promise<void> | undefined {
  const known = waits.get(id);
  if (known) return known.promise;
  if (!deferring) return undefined;
  const element = document.querySelector(`[data-hydrate-on-view="${CSS.escape(id)}"]`);
  if (!element) return undefined;

  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && end(), { rootMargin: AHEAD });
  const end = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) element.removeEventListener(type, end, true);
    resolve();
  };
  observer.observe(element);
  // pressed or reached by keyboard before the observer has answered
  for (const type of INTERACTIONS) element.addEventListener(type, end, true);
  const wait = { promise, end };
  waits.set(id, wait);
  return promise;
}
