import { COUNTER_STEP_MS, REVEAL_THRESHOLD } from '@/src/config/public-site';
import { prefersReducedMotion } from './motion';
import { belowTheFold, onceInView } from './in-view';

/** A counter's number, bar and fill, found once: the count redraws them every 35 ms. */
function counterParts(counter: HTMLElement) {
  const number = counter.querySelector<HTMLElement>('[data-counter-value]');
  const bar = counter.querySelector<HTMLElement>('[role="progressbar"]');
  const fill = counter.querySelector<HTMLElement>('[data-counter-fill]');
  // the percentage as the page's language writes it ('#%', '# %'), from the markup
  const format = counter.dataset.counterFormat ?? '#%';
  /** Shows `value` percent in the counter's number, bar and progressbar role. */
  return (value: number) => {
    if (number) number.textContent = format.replace('#', String(value));
    bar?.setAttribute('aria-valuenow', String(value));
    if (fill) fill.style.width = `${value}%`;
  };
}

/**
 * The 'Trusted Company' counter counts from 0 to its target, one step every
 * 35 ms, once it is 30% in view. The HTML shows the target (what a page without scripts, or a
 * visitor who prefers reduced motion, sees); a counter below the fold goes to 0 and waits.
 */
export function enhanceCounters(root: ParentNode): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const undo = [...root.querySelectorAll<HTMLElement>('[data-counter-target]')].filter(belowTheFold).map((counter) => {
    const target = Number(counter.dataset.counterTarget);
    let value = 0;
    let timer: number | undefined;
    const show = counterParts(counter);
    show(value);
    const stopWatching = onceInView(counter, REVEAL_THRESHOLD, () => {
      timer = window.setInterval(() => {
        value += 1;
        show(value);
        if (value >= target) window.clearInterval(timer);
      }, COUNTER_STEP_MS);
    });
    return () => {
      stopWatching();
      window.clearInterval(timer);
    };
  });
  return () => undo.forEach((u) => u());
}
