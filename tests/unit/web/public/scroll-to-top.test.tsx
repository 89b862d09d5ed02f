import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop, SCROLL_TOP_THRESHOLD_PX } from '@/src/components/layouts/public/scroll-to-top';
import { prefersReducedMotion, stubMatchMedia } from './helpers/media';
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
const shownButton = () => screen.findByLabelText('Scroll to top');

describe('the scroll-to-top button', () => {
  it('appears only once the page is scrolled more than 180 px', async () => {
    renderWithTheme(<ScrollToTop />);
    // not even loaded before it is needed (its own chunk)
    expect(screen.queryByLabelText('Scroll to top')).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD_PX);
    expect(screen.queryByLabelText('Scroll to top')).toBeNull();
    scrollTo(SCROLL_TOP_THRESHOLD_PX + 1);
    await waitFor(async () => expect(await shownButton()).toBeVisible());
    scrollTo(20);
    await waitFor(() => expect(button()).not.toBeVisible());
  });

  it('scrolls smoothly to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithTheme(<ScrollToTop />);
    scrollTo(600);
    await waitFor(async () => expect(await shownButton()).toBeVisible());
    await userEvent.setup({ delay: null }).click(button());
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without the smooth scroll for visitors who prefer reduced motion', async () => {
    undoMedia = stubMatchMedia(prefersReducedMotion);
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithTheme(<ScrollToTop />);
    scrollTo(600);
    await waitFor(async () => expect(await shownButton()).toBeVisible());
    await userEvent.setup({ delay: null }).click(button());
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
