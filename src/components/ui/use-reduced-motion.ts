import useMediaQuery from '@mui/material/useMediaQuery';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked their system for less motion: no slides, fades or smooth scrolling then. */
export function useReducedMotion(): boolean {
  // A page rendered in the browser reads the preference on its first render, so nothing starts
  // moving before it is known; a prerendered page hydrates as it was built (no preference known)
  // and re-renders with it at once (MUI's server snapshot is used only while hydrating).
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
