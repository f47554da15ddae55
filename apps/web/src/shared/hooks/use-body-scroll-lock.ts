import { useEffect } from 'react';

/** Locks page scrolling while `locked` (an open menu); the earlier value comes back after. */
export const useBodyScrollLock = (locked: boolean): void => {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
};
