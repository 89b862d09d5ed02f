import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrustedCounter } from '@/src/features/marketing/components/trusted-counter';
import { COUNTER_STEP_MS, REVEAL_THRESHOLD } from '@/src/features/marketing/constants';
import { stubIntersectionObserver } from './helpers/intersection';
import { prefersReducedMotion, stubMatchMedia } from './helpers/media';
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

function renderCounter() {
  renderWithTheme(<TrustedCounter label="Trusted Company" target={100} />);
  const observed = io.instances[0];
  expect(observed.thresholds).toEqual([REVEAL_THRESHOLD]);
  const [element] = observed.elements;
  return element;
}

describe("the 'Trusted Company' counter", () => {
  it('stays at 0% until it is scrolled 30% into view', () => {
    const element = renderCounter();
    tick(5_000);
    expect(value()).toBe('0%');
    act(() => io.intersect(element, 0.1));
    tick(5_000);
    expect(value()).toBe('0%');
  });

  it('then counts one step every 35 ms up to 100% and stops there', () => {
    const element = renderCounter();
    act(() => io.intersect(element, 0.3));
    tick(COUNTER_STEP_MS - 1);
    expect(value()).toBe('0%');
    tick(1);
    expect(value()).toBe('1%');
    tick(COUNTER_STEP_MS * 49);
    expect(value()).toBe('50%');
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    tick(COUNTER_STEP_MS * 50);
    expect(value()).toBe('100%');
    tick(10_000);
    expect(value()).toBe('100%');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts once: the observer is dropped and a second sighting does not restart it', () => {
    const element = renderCounter();
    act(() => io.intersect(element, 0.5));
    expect(io.observing(element)).toBe(false);
    tick(COUNTER_STEP_MS * 10);
    act(() => io.intersect(element, 1));
    expect(value()).toBe('10%');
  });

  it('with prefers-reduced-motion shows 100% at once and observes nothing', () => {
    undoMedia = stubMatchMedia(prefersReducedMotion);
    renderWithTheme(<TrustedCounter label="Trusted Company" target={100} />);
    expect(value()).toBe('100%');
    expect(io.instances.every((o) => o.elements.size === 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
