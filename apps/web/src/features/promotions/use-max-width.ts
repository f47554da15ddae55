import { useSyncExternalStore } from 'react';

const subscribeResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** Whether the window is at most `maxWidth` wide; follows resizes. */
export const useMaxWidth = (maxWidth: number): boolean =>
  useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth <= maxWidth,
    () => false,
  );
