import { COUNTER_STEP_MS, REVEAL_THRESHOLD } from '../constants';
import { prefersReducedMotion } from './motion';
import { belowTheFold, onceInView } from './in-view';

/** Shows `value` percent in the counter's number, bar and progressbar role. */
function show(counter: HTMLElement, value: number) {
  const number = counter.querySelector<HTMLElement>('[data-counter-value]');
  const bar = counter.querySelector<HTMLElement>('[role="progressbar"]');
  const fill = counter.querySelector<HTMLElement>('[data-counter-fill]');
  if (number) number.textContent = `${value}%`;
  bar?.setAttribute('aria-valuenow', String(value));
  if (fill) fill.style.width = `${value}%`;
}

/**
 * The 'Trusted Company' counter (SPEC.md section 2) counts from 0 to its target, one step every
 * 35 ms, once it is 30% in view. The HTML shows the target (what a page without scripts, or a
 * visitor who prefers reduced motion, sees); a counter below the fold goes to 0 and waits.
 */
export function enhanceCounters(root: ParentNode): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const undo = [...root.querySelectorAll<HTMLElement>('[data-counter-target]')].filter(belowTheFold).map((counter) => {
    const target = Number(counter.dataset.counterTarget);
    let value = 0;
    let timer: number | undefined;
    show(counter, value);
    const stopWatching = onceInView(counter, REVEAL_THRESHOLD, () => {
      timer = window.setInterval(() => {
        value += 1;
        show(counter, value);
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
