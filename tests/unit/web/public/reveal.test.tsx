/**
 * @vitest-environment jsdom
 * (it reads the computed opacity, which jsdom gives as 1 when no rule sets it and happy-dom
 * leaves empty)
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from '@/src/features/marketing/components/reveal';
import { enhanceReveal } from '@/src/lib/enhance/reveal';
import { stubIntersectionObserver } from './helpers/intersection';
import { BELOW_THE_FOLD_PX, placeAt } from './helpers/layout';
import { prefersReducedMotion, stubMatchMedia } from '../helpers/media';
import { renderWithTheme } from './helpers/render';

let io: ReturnType<typeof stubIntersectionObserver>;
let undoMedia: (() => void) | undefined;

beforeEach(() => {
  io = stubIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  undoMedia?.();
  undoMedia = undefined;
});

const block = () => screen.getByText('Block').parentElement!;

/** the block as the page's HTML has it, at `top`, and the page's script run over it */
function renderAt(top: number) {
  const { container } = renderWithTheme(
    <Reveal>
      <p>Block</p>
    </Reveal>,
  );
  expect(block()).toHaveAttribute('data-reveal', 'shown');
  placeAt(block(), top);
  return enhanceReveal(container);
}

describe('blocks that animate in', () => {
  it('below the fold are hidden until 30% visible, then shown for good', () => {
    renderAt(BELOW_THE_FOLD_PX);
    const element = block();
    expect(element).toHaveAttribute('data-reveal', 'hidden');
    expect(element).toHaveStyle({ opacity: '0' });
    expect(io.instances[0].thresholds).toEqual([0.3]);

    act(() => io.intersect(element, 0.2));
    expect(element).toHaveAttribute('data-reveal', 'hidden');
    act(() => io.intersect(element, 0.3));
    expect(element).toHaveAttribute('data-reveal', 'shown');
    expect(element).toHaveStyle({ opacity: '1' });
    // once: nothing is watched any more
    expect(io.observing(element)).toBe(false);
  });

  it('already on screen when the script runs stay as they are (nothing the visitor reads disappears)', () => {
    renderAt(100);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    expect(io.observing(block())).toBe(false);
  });

  it('with prefers-reduced-motion are simply there, with no transition and no observer', () => {
    undoMedia = stubMatchMedia(prefersReducedMotion);
    renderAt(BELOW_THE_FOLD_PX);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    expect(block()).toHaveStyle({ opacity: '1' });
    expect(io.instances).toHaveLength(0);
  });

  it('without IntersectionObserver (old browsers) are shown at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderAt(BELOW_THE_FOLD_PX);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
  });

  it('stop being watched when the page goes (the undo)', () => {
    const undo = renderAt(BELOW_THE_FOLD_PX);
    expect(io.observing(block())).toBe(true);
    undo();
    expect(io.observing(block())).toBe(false);
  });
});
