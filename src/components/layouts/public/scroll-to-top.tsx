import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState } from 'react';

/** SPEC.md section 9: the button shows once the page is scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 180;

// fetched the first time the page is scrolled far enough: a page that opens at the top (every
// page does) does not load the button, its transition and its icon before it is needed
const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

/** Appears past 180 px; scrolls smoothly to the top (instantly for visitors who prefer reduced motion). */
export function ScrollToTop() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  // once shown it stays mounted, so that it can zoom out and in again
  const [wanted, setWanted] = useState(false);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton visible={visible} />
    </Suspense>
  );
}
