import { prefersReducedMotion } from './motion';

/** The button shows once the page is scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 180;

/**
 * The scroll-to-top button: shown past 180 px, it brings the page back up smoothly (at once for
 * visitors who prefer reduced motion).
 */
export function enhanceScrollToTop(root: ParentNode): () => void {
  const button = root.querySelector<HTMLElement>('[data-scroll-top]');
  if (!button) return () => undefined;
  const update = () => {
    button.dataset.visible = String(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
  };
  const toTop = () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', toTop);
  return () => {
    window.removeEventListener('scroll', update);
    button.removeEventListener('click', toTop);
  };
}
