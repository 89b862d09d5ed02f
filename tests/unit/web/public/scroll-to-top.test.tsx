import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/src/components/layouts/public/scroll-to-top';
import { enhanceScrollToTop, SCROLL_TOP_THRESHOLD_PX } from '@/src/lib/enhance/scroll-to-top';
import { prefersReducedMotion, stubMatchMedia } from '../helpers/media';
import { renderWithTheme } from './helpers/render';

let undoMedia: (() => void) | undefined;
afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
  undoMedia?.();
  undoMedia = undefined;
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const button = () => screen.getByLabelText('Scroll to top');

/** the button as the page's HTML has it, and the page's script run over it */
function renderButton() {
  const { container } = renderWithTheme(<ScrollToTop />);
  return enhanceScrollToTop(container);
}

describe('the scroll-to-top button', () => {
  it('appears only once the page is scrolled more than 180 px', () => {
    renderButton();
    expect(button()).not.toBeVisible();
    scrollTo(SCROLL_TOP_THRESHOLD_PX);
    expect(button()).not.toBeVisible();
    scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    expect(button()).toBeVisible();
    scrollTo(20);
    expect(button()).not.toBeVisible();
  });

  it('is shown at once on a page the visitor had already scrolled when the script ran', () => {
    scrollTo(600);
    renderButton();
    expect(button()).toBeVisible();
  });

  it('scrolls smoothly to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderButton();
    scrollTo(600);
    await userEvent.setup({ delay: null }).click(button());
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without the smooth scroll for visitors who prefer reduced motion', async () => {
    undoMedia = stubMatchMedia(prefersReducedMotion);
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderButton();
    scrollTo(600);
    await userEvent.setup({ delay: null }).click(button());
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('stops following the scroll when the page goes (the undo)', () => {
    const undo = renderButton();
    undo();
    scrollTo(600);
    expect(button()).not.toBeVisible();
  });
});
