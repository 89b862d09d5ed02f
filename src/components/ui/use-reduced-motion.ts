import useMediaQuery from '@mui/material/useMediaQuery';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked their system for less motion: no slides, fades or smooth scrolling then. */
export function useReducedMotion(): boolean {
  // noSsr: read the preference on the first render, so nothing starts moving before it is known
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
}
