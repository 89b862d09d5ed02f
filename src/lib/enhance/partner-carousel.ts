import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_NARROW_QUERY, CAROUSEL_SLIDES, CAROUSEL_SLIDES_NARROW } from '@/src/config/public-site';
import { prefersReducedMotion } from './motion';

/**
 * Wires every [data-partner-carousel] under `root` (markup: ../components/partner-strip.tsx):
 * [data-carousel-prev] / [data-carousel-next] step one slide and wrap around at the ends, the
 * strip steps on by itself every CAROUSEL_AUTOPLAY_MS unless the visitor prefers reduced motion,
 * and [data-carousel-play] (hidden until then) pauses and resumes it, its name switched between its
 * data-pause-label and data-play-label (the page's words, written there by the markup: this
 * script loads no catalogue). [data-carousel-viewport]
 * gets data-slides: how many slides the track shows at this width. Returns the undo.
 */
export function enhancePartnerCarousel(root: ParentNode): () => void {
  const undos = Array.from(root.querySelectorAll<HTMLElement>('[data-partner-carousel]'), wireCarousel);
  return () => undos.forEach((undo) => undo());
}

function wireCarousel(carousel: HTMLElement): () => void {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
  if (!track) return () => undefined;
  const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
  const playButton = carousel.querySelector<HTMLElement>('[data-carousel-play]');
  const listeners = new AbortController();
  const { signal } = listeners;
  const reduced = prefersReducedMotion();
  // without matchMedia (an old browser, the app's component tests) the wide strip then
  const narrow = typeof matchMedia === 'function' ? matchMedia(CAROUSEL_NARROW_QUERY) : undefined;

  const slidesShown = () => (narrow?.matches ? CAROUSEL_SLIDES_NARROW : CAROUSEL_SLIDES);
  const showSlideCount = () => viewport?.setAttribute('data-slides', String(slidesShown()));
  showSlideCount();
  narrow?.addEventListener('change', showSlideCount, { signal });

  /** Scrolls one slide along, from the last one back to the first and the other way round. */
  const step = (direction: 1 | -1) => {
    const slideWidth = track.clientWidth / slidesShown();
    if (!slideWidth) return; // not laid out (display: none)
    const lastStart = Math.max(0, track.querySelectorAll('li').length - slidesShown());
    // a right-to-left page (Arabic) starts the track at its right edge: scrollLeft runs from 0 down
    const along = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    // rounded: a smooth scroll still under way or a swipe can leave the track between slides
    const current = Math.round((along * track.scrollLeft) / slideWidth);
    const next = direction > 0 ? (current >= lastStart ? 0 : current + 1) : current <= 0 ? lastStart : current - 1;
    track.scrollTo({ left: along * next * slideWidth, behavior: reduced ? 'auto' : 'smooth' });
  };
  carousel.querySelector('[data-carousel-prev]')?.addEventListener('click', () => step(-1), { signal });
  carousel.querySelector('[data-carousel-next]')?.addEventListener('click', () => step(1), { signal });

  if (reduced) return () => listeners.abort();

  // Autoplay runs while nothing holds it: the button, a pointer or focus on the strip
  // (pauseOnHover / pauseOnFocus), the strip being off screen; nor while the tab is hidden.
  const holds = { button: false, pointer: false, focus: false, offScreen: false };
  let timer: ReturnType<typeof setInterval> | undefined;
  const sync = () => {
    const run = !document.hidden && !Object.values(holds).some(Boolean);
    if (run && timer === undefined) timer = setInterval(() => step(1), CAROUSEL_AUTOPLAY_MS);
    if (!run && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const hold = (reason: keyof typeof holds, held: boolean) => {
    holds[reason] = held;
    sync();
  };

  const setPaused = (paused: boolean) => {
    const label = playButton?.getAttribute(paused ? 'data-play-label' : 'data-pause-label');
    if (label) playButton?.setAttribute('aria-label', label);
    playButton?.toggleAttribute('data-paused', paused); // the stylesheet swaps the icons
    hold('button', paused);
  };
  playButton?.removeAttribute('hidden');
  playButton?.addEventListener('click', () => setPaused(!holds.button), { signal });

  carousel.addEventListener('mouseenter', () => hold('pointer', true), { signal });
  carousel.addEventListener('mouseleave', () => hold('pointer', false), { signal });
  // focus moving between the strip's own elements is a focusout at once followed by a focusin
  carousel.addEventListener('focusin', () => hold('focus', true), { signal });
  carousel.addEventListener('focusout', () => hold('focus', false), { signal });
  document.addEventListener('visibilitychange', sync, { signal });

  // without IntersectionObserver (an old browser, the component tests) the strip counts as on screen
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => hold('offScreen', !entries.at(-1)?.isIntersecting))
      : undefined;
  observer?.observe(carousel);

  setPaused(false);

  return () => {
    listeners.abort();
    observer?.disconnect();
    clearInterval(timer);
    // the button does nothing any more: out of reach again, as in the markup
    playButton?.setAttribute('hidden', '');
  };
}
