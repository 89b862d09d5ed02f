import type { Settings } from 'react-slick';

/**
 * 3 slides, 2 below 1360 px, 1 below 750 px; centered, arrows, no
 * autoplay. react-slick applies a breakpoint at widths up to and including it, so "below
 * 1360" is breakpoint 1359. Two slides can't have a centre: that breakpoint lines them up.
 */
export const PLAN_CAROUSEL_SETTINGS = {
  slidesToShow: 3,
  slidesToScroll: 1,
  centerMode: true,
  centerPadding: '0px',
  infinite: true,
  arrows: true,
  dots: false,
  autoplay: false,
  speed: 400,
  swipeToSlide: true,
  responsive: [
    { breakpoint: 1359, settings: { slidesToShow: 2, centerMode: false } },
    { breakpoint: 749, settings: { slidesToShow: 1, centerMode: true } },
  ],
} as const satisfies Settings;

/** Plans in a two-column grid below this count, a carousel from it on. */
export const CAROUSEL_FROM = 3;

interface ResponsiveSettings {
  slidesToShow: number;
  centerMode: boolean;
  responsive: readonly { breakpoint: number; settings: { slidesToShow: number; centerMode: boolean } }[];
}

/**
 * The slides shown, and whether centered, at a window width, by react-slick's own rule: the
 * smallest breakpoint at or above the width wins; above them all, the base settings.
 * (react-slick 0.31 applies breakpoints only after a resize, never on the first render, so
 * the carousel passes these as its base settings too.)
 */
export function carouselLayoutAt(
  width: number,
  settings: ResponsiveSettings = PLAN_CAROUSEL_SETTINGS,
): { slidesToShow: number; centerMode: boolean } {
  const match = [...settings.responsive].sort((a, b) => a.breakpoint - b.breakpoint).find((r) => width <= r.breakpoint);
  return match ? { ...match.settings } : { slidesToShow: settings.slidesToShow, centerMode: settings.centerMode };
}

/** The first slide to show so the plans start in their order: centered mode puts slide 0 in the middle. */
export const initialSlideFor = ({ slidesToShow, centerMode }: { slidesToShow: number; centerMode: boolean }, count: number): number =>
  centerMode && count >= slidesToShow ? Math.floor(slidesToShow / 2) : 0;
