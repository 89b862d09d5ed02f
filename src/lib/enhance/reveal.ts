import { REVEAL_THRESHOLD } from '@/src/config/public-site';
import { prefersReducedMotion } from './motion';
import { belowTheFold, onceInView } from './in-view';

/**
 * Blocks below the fold fade and lift in once, when 30% of them is visible.
 * The HTML has them shown (data-reveal="shown"), so the page reads without scripts; this hides
 * those still below the fold until they come into view. The look of each state is the Reveal
 * component's CSS.
 */
export function enhanceReveal(root: ParentNode): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const undo = [...root.querySelectorAll<HTMLElement>('[data-reveal]')].filter(belowTheFold).map((element) => {
    element.dataset.reveal = 'hidden';
    return onceInView(element, REVEAL_THRESHOLD, () => {
      element.dataset.reveal = 'shown';
    });
  });
  return () => undo.forEach((u) => u());
}
