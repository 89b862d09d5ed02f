import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME } from '@/src/config/site';
import { PartnerStrip } from '@/src/features/marketing/components/partner-strip';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_NARROW_QUERY } from '@/src/config/public-site';
import { enhancePartnerCarousel } from '@/src/lib/enhance/partner-carousel';
import { stubIntersectionObserver } from './helpers/intersection';
import { renderWithTheme } from './helpers/render';

const TRACK_PX = 900;
const PARTNERS = HOME.partners.length;

/** A media query the test can flip: an EventTarget, so `change` listeners (and their removal) are real. */
class FakeMediaQueryList extends EventTarget {
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super();
  }
  flip(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

let io: ReturnType<typeof stubIntersectionObserver>;
let lists: Map<string, FakeMediaQueryList>;
const originalMatchMedia = window.matchMedia;
const undos: (() => void)[] = [];

/** The visitor's screen: narrow (below 750 px) and/or asking for reduced motion. */
function stubScreen({ narrow = false, reduced = false } = {}) {
  lists = new Map();
  window.matchMedia = (query: string) => {
    const matches = query === CAROUSEL_NARROW_QUERY ? narrow : query === '(prefers-reduced-motion: reduce)' && reduced;
    const list = lists.get(query) ?? new FakeMediaQueryList(query, matches);
    lists.set(query, list);
    return list as unknown as MediaQueryList;
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  io = stubIntersectionObserver();
  stubScreen();
});
afterEach(() => {
  undos.splice(0).forEach((undo) => undo());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.matchMedia = originalMatchMedia;
});

/**
 * Renders the strip, gives its track the layout the test DOM lacks (900 px wide, scrollTo moving
 * scrollLeft at once) and runs the enhancer on it.
 */
function renderStrip({ enhance = true } = {}) {
  const { container } = renderWithTheme(<PartnerStrip partners={HOME.partners} />);
  const root = container.querySelector<HTMLElement>('[data-partner-carousel]')!;
  const track = screen.getByRole('region', { name: 'Partner logos' });
  let scrollLeft = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: TRACK_PX });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => scrollLeft });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollLeft = options.left ?? scrollLeft;
  });
  track.scrollTo = scrollTo as typeof track.scrollTo;
  const strip = {
    root,
    track,
    scrollTo,
    viewport: screen.getByTestId('partner-carousel'),
    /** index of the first partner in view */
    first: () => scrollLeft / (TRACK_PX / Number(strip.viewport.getAttribute('data-slides'))),
    undo: (): void => undefined,
  };
  if (enhance) {
    strip.undo = enhancePartnerCarousel(container);
    undos.push(strip.undo);
  }
  return strip;
}

const button = (name: string) => screen.getByRole('button', { name });
const click = (name: string) => fireEvent.click(button(name));
const wait = (ms: number) => vi.advanceTimersByTime(ms);

describe('the partner strip markup (no script)', () => {
  it('lists every partner with its logo in a focusable region; the pause button is hidden', () => {
    const { track, viewport } = renderStrip({ enhance: false });
    expect(track).toHaveAttribute('tabindex', '0');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(HOME.partners.map((p) => p.name));
    const logo = items[0].querySelector('img')!;
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '28');
    expect(button('Previous partner')).toBeVisible();
    expect(button('Next partner')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause the partner logos' })).toBeNull();
    expect(viewport).not.toHaveAttribute('data-slides');
  });
});

describe('the partner carousel enhancer', () => {
  it('Next and Previous move one partner along and wrap around at the ends', () => {
    const strip = renderStrip();
    const lastStart = PARTNERS - 3;
    for (let i = 1; i <= lastStart; i += 1) {
      click('Next partner');
      expect(strip.first()).toBe(i);
    }
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: lastStart * 300, behavior: 'smooth' });
    click('Next partner');
    expect(strip.first()).toBe(0);
    click('Previous partner');
    expect(strip.first()).toBe(lastStart);
    click('Previous partner');
    expect(strip.first()).toBe(lastStart - 1);
  });

  it('shows 3 slides, 2 below 750 px, following the media query as the window is resized', () => {
    stubScreen({ narrow: true });
    const strip = renderStrip();
    expect(strip.viewport).toHaveAttribute('data-slides', '2');
    click('Next partner');
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: TRACK_PX / 2, behavior: 'smooth' });
    lists.get(CAROUSEL_NARROW_QUERY)!.flip(false);
    expect(strip.viewport).toHaveAttribute('data-slides', '3');
    lists.get(CAROUSEL_NARROW_QUERY)!.flip(true);
    expect(strip.viewport).toHaveAttribute('data-slides', '2');
  });

  it('moves on by itself every CAROUSEL_AUTOPLAY_MS, back to the first after the last', () => {
    const strip = renderStrip();
    wait(CAROUSEL_AUTOPLAY_MS - 1);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    wait(1);
    expect(strip.first()).toBe(1);
    wait(CAROUSEL_AUTOPLAY_MS * (PARTNERS - 3 - 1));
    expect(strip.first()).toBe(PARTNERS - 3);
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(0);
  });

  it('Pause stops it and becomes Play (label and icon); Play starts it again', () => {
    const strip = renderStrip();
    const pause = button('Pause the partner logos');
    const icon = (name: string) => pause.querySelector(`[data-icon="${name}"]`);
    expect(pause).toBeVisible();
    expect(icon('pause')).toBeVisible();
    expect(icon('play')).not.toBeVisible();

    click('Pause the partner logos');
    expect(pause).toHaveAccessibleName('Play the partner logos');
    expect(icon('pause')).not.toBeVisible();
    expect(icon('play')).toBeVisible();
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    click('Play the partner logos');
    expect(pause).toHaveAccessibleName('Pause the partner logos');
    expect(icon('pause')).toBeVisible();
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(1);
  });

  it('holds still while hovered', () => {
    const strip = renderStrip();
    fireEvent.mouseEnter(strip.root);
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    fireEvent.mouseLeave(strip.root);
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(1);
  });

  it('holds still while focus is anywhere in the strip', () => {
    const strip = renderStrip();
    strip.track.focus();
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    button('Next partner').focus(); // focus moving inside the strip still holds it
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    button('Next partner').blur();
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(1);
  });

  it('holds still while the strip is off screen or the tab is hidden', () => {
    const strip = renderStrip();
    io.intersect(strip.root, 0);
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    io.intersect(strip.root, 1);
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(1);

    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(strip.first()).toBe(1);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(2);
  });

  it('with prefers-reduced-motion: no autoplay, no pause button, and the buttons jump instead of gliding', () => {
    stubScreen({ reduced: true });
    const strip = renderStrip();
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.queryByRole('button', { name: /the partner logos/ })).toBeNull();
    click('Next partner');
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: TRACK_PX / 3, behavior: 'auto' });
  });

  it('without matchMedia or IntersectionObserver (the SPA in the component tests) it is the wide, playing strip', () => {
    vi.unstubAllGlobals();
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    const strip = renderStrip();
    expect(strip.viewport).toHaveAttribute('data-slides', '3');
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(strip.first()).toBe(1);
  });

  it('its undo stops everything: no timer, no listener, no observer, the pause button hidden again', () => {
    const strip = renderStrip();
    strip.undo();
    expect(vi.getTimerCount()).toBe(0);
    expect(io.observing(strip.root)).toBe(false);
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    fireEvent.click(button('Next partner'));
    fireEvent.mouseLeave(strip.root);
    io.intersect(strip.root, 1);
    document.dispatchEvent(new Event('visibilitychange'));
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(strip.scrollTo).not.toHaveBeenCalled();
    lists.get(CAROUSEL_NARROW_QUERY)!.flip(true);
    expect(strip.viewport).toHaveAttribute('data-slides', '3');
    expect(screen.queryByRole('button', { name: 'Pause the partner logos' })).toBeNull();
  });
});
