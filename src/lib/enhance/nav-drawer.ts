import { NAV_BAR_LINKS_QUERY } from '@/src/config/public-site';

/**
 * The small-screen sidebar (a modal <dialog>, src/components/layouts/public/nav-drawer.tsx): the
 * menu button opens it, sliding in; its close button, a click outside it, Escape and a chosen link
 * slide it out. Tab goes round its links and buttons (the browser would go on to its own address
 * bar); the browser makes the page behind inert and gives focus back to the menu button on closing.
 */
export function enhanceNavDrawer(root: ParentNode): () => void {
  const drawer = root.querySelector<HTMLDialogElement>('dialog[data-nav-drawer]');
  const opener = root.querySelector<HTMLElement>('[data-nav-drawer-open]');
  if (!drawer || !opener || typeof drawer.showModal !== 'function') return () => undefined;

  const finishClosing = () => {
    // unless it was opened again meanwhile
    if (drawer.open && !('open' in drawer.dataset)) drawer.close();
  };
  const open = () => {
    if (drawer.open) return;
    drawer.showModal();
    // laid out closed first, so that the change to open slides
    drawer.getBoundingClientRect();
    drawer.dataset.open = '';
    opener.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    if (!('open' in drawer.dataset)) return;
    delete drawer.dataset.open;
    opener.setAttribute('aria-expanded', 'false');
    // It stays in the top layer while it slides out, and goes when the slide the browser started ends.
    // No slide may start: reduced motion, or closed before a frame of the slide in was drawn (its
    // position is still the closed one). transitionend would then never come; it goes at once.
    const slides = drawer.getAnimations();
    if (slides.length === 0) return finishClosing();
    void Promise.allSettled(slides.map((slide) => slide.finished)).then(finishClosing);
  };
  const onCancel = (event: Event) => {
    // Escape: slide out like the other ways of closing
    event.preventDefault();
    close();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-nav-drawer-close], a[href]')) return close();
    // a click on the backdrop is a click on the dialog itself, outside its box
    if (target !== drawer) return;
    const box = drawer.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const stops = [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const [first, last] = [stops[0], stops.at(-1)];
    const from = document.activeElement;
    const to = event.shiftKey ? (from === first || from === drawer ? last : undefined) : from === last ? first : undefined;
    if (!to) return;
    event.preventDefault();
    to.focus();
  };

  // a phone turned (or a window widened) to where the bar has its links and no menu button
  const wide = typeof matchMedia === 'function' ? matchMedia(NAV_BAR_LINKS_QUERY) : undefined;
  const onWidth = () => {
    if (wide?.matches) close();
  };

  // one signal takes every listener off again (as the partner carousel does)
  const listeners = new AbortController();
  const { signal } = listeners;
  opener.addEventListener('click', open, { signal });
  drawer.addEventListener('keydown', onKeyDown, { signal });
  wide?.addEventListener('change', onWidth, { signal });
  drawer.addEventListener('cancel', onCancel, { signal });
  drawer.addEventListener('click', onClick, { signal });
  return () => {
    listeners.abort();
    delete drawer.dataset.open;
    if (drawer.open) drawer.close();
    opener.setAttribute('aria-expanded', 'false');
  };
}
