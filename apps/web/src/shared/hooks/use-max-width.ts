import { useSyncExternalStore } from 'react';

const subscribeResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** Whether the window is at most `maxWidth` pixels wide; follows resizes. */
export const useIsWidthAtMost = (maxWidth: number): boolean =>
  useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth <= maxWidth,
    () => false,
  );
