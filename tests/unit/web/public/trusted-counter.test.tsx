import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrustedCounter } from '@/src/features/marketing/components/trusted-counter';
import { COUNTER_STEP_MS, REVEAL_THRESHOLD } from '@/src/config/public-site';
import { enhanceCounters } from '@/src/lib/enhance/counter';
import { stubIntersectionObserver } from './helpers/intersection';
import { BELOW_THE_FOLD_PX, placeAt } from './helpers/layout';
import { prefersReducedMotion, stubMatchMedia } from '../helpers/media';
import { renderWithTheme } from './helpers/render';

let io: ReturnType<typeof stubIntersectionObserver>;
let undoMedia: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  io = stubIntersectionObserver();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  undoMedia?.();
  undoMedia = undefined;
});

const value = () => screen.getByTestId('trusted-counter-value').textContent;
const bar = () => screen.getByRole('progressbar', { name: 'Trusted Company' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** the counter as the page's HTML has it, at `top`, and the page's script run over it */
function renderCounter(top = BELOW_THE_FOLD_PX) {
  const { container } = renderWithTheme(<TrustedCounter label="Trusted Company" target={100} />);
  // what a page without scripts shows
  expect(value()).toBe('100%');
  const counter = container.querySelector('[data-counter-target]')!;
  placeAt(counter, top);
  const undo = enhanceCounters(container);
  return { counter, undo };
}

describe("the 'Trusted Company' counter", () => {
  it('below the fold, goes to 0% and stays there until it is scrolled 30% into view', () => {
    const { counter } = renderCounter();
    expect(io.instances[0].thresholds).toEqual([REVEAL_THRESHOLD]);
    tick(5_000);
    expect(value()).toBe('0%');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    act(() => io.intersect(counter, 0.1));
    tick(5_000);
    expect(value()).toBe('0%');
  });

  it('then counts one step every 35 ms up to 100% and stops there', () => {
    const { counter } = renderCounter();
    act(() => io.intersect(counter, 0.3));
    tick(COUNTER_STEP_MS - 1);
    expect(value()).toBe('0%');
    tick(1);
    expect(value()).toBe('1%');
    tick(COUNTER_STEP_MS * 49);
    expect(value()).toBe('50%');
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    expect(counter.querySelector<HTMLElement>('[data-counter-fill]')!.style.width).toBe('50%');
    tick(COUNTER_STEP_MS * 50);
    expect(value()).toBe('100%');
    tick(10_000);
    expect(value()).toBe('100%');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts once: the observer is dropped and a second sighting does not restart it', () => {
    const { counter } = renderCounter();
    act(() => io.intersect(counter, 0.5));
    expect(io.observing(counter)).toBe(false);
    tick(COUNTER_STEP_MS * 10);
    act(() => io.intersect(counter, 1));
    expect(value()).toBe('10%');
  });

  it('already on screen when the script runs, keeps the target it shows', () => {
    renderCounter(100);
    expect(value()).toBe('100%');
    expect(io.instances).toHaveLength(0);
  });

  it('with prefers-reduced-motion shows 100% and observes nothing', () => {
    undoMedia = stubMatchMedia(prefersReducedMotion);
    renderCounter();
    expect(value()).toBe('100%');
    expect(io.instances).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops counting when the page goes (the undo)', () => {
    const { counter, undo } = renderCounter();
    act(() => io.intersect(counter, 0.3));
    tick(COUNTER_STEP_MS * 5);
    undo();
    expect(vi.getTimerCount()).toBe(0);
    tick(COUNTER_STEP_MS * 5);
    expect(value()).toBe('5%');
  });
});
