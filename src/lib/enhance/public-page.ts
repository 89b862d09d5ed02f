import { enhanceCounters } from './counter';
import { enhanceSignedInLinks } from './invest-link';
import { enhanceNavDrawer } from './nav-drawer';
import { enhancePartnerCarousel } from './partner-carousel';
import { enhanceReveal } from './reveal';
import { enhanceScrollToTop } from './scroll-to-top';

/**
 * Everything the public pages do beyond their HTML: the sidebar, the scroll-to-top button, the
 * fade-ins, the counter, the partner carousel and the signed-in link. Plain DOM code, so that the
 * prerendered pages run it without React (src/public-page.ts); the app runs the same on the pages
 * it renders itself (PublicLayout). Returns the undo of all of it.
 */
export function enhancePublicPage(root: ParentNode): () => void {
  const undo = [enhanceNavDrawer, enhanceScrollToTop, enhanceReveal, enhanceCounters, enhancePartnerCarousel, enhanceSignedInLinks].map(
    (enhance) => enhance(root),
  );
  // what browser tests wait for before they press anything
  document.documentElement.setAttribute('data-enhanced', '');
  return () => {
    undo.forEach((u) => u());
    document.documentElement.removeAttribute('data-enhanced');
  };
}
