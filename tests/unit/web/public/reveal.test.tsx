import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from '@/src/features/marketing/components/reveal';
import { stubIntersectionObserver } from './helpers/intersection';
import { prefersReducedMotion, stubMatchMedia } from './helpers/media';
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

describe('blocks that animate in', () => {
  it('are hidden until 30% visible, then shown for good', () => {
    renderWithTheme(
      <Reveal>
        <p>Block</p>
      </Reveal>,
    );
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

  it('with prefers-reduced-motion are simply there, with no transition and no observer', () => {
    undoMedia = stubMatchMedia(prefersReducedMotion);
    renderWithTheme(
      <Reveal>
        <p>Block</p>
      </Reveal>,
    );
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    expect(block()).toHaveStyle({ opacity: '1' });
    expect(getComputedStyle(block()).transition).toBe('none');
    expect(io.instances.every((o) => o.elements.size === 0)).toBe(true);
  });

  it('without IntersectionObserver (old browsers) are shown at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithTheme(
      <Reveal>
        <p>Block</p>
      </Reveal>,
    );
    expect(block()).toHaveAttribute('data-reveal', 'shown');
  });
});
