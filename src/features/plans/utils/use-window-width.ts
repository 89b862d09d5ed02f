import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's inner width, kept current on resize. */
export const useWindowWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1440,
  );
