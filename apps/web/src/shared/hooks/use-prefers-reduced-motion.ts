import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Browsers without matchMedia (and jsdom) are treated as allowing motion. */
const mediaQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

const subscribe = (listener: () => void) => {
  const list = mediaQuery();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

/** Whether the visitor asked the system for less motion: no autoplay, no smooth scrolling. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
