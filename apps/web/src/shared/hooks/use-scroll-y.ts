import { useSyncExternalStore } from 'react';

const subscribeScroll = (listener: () => void) => {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
};

/** Whether the page is scrolled at least `threshold` pixels; re-renders only when that flips. */
export const useScrolledPast = (threshold: number): boolean =>
  useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY >= threshold,
    () => false,
  );
