import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` for a press outside `ref` while `active` (closes popovers). */
export const useOutsideClick = (
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void => {
  useEffect(() => {
    if (!active) return;
    const handlePointer = (event: MouseEvent | TouchEvent) => {
      const target = event.target;
      if (target instanceof Node && ref.current && !ref.current.contains(target)) onOutside();
    };
    document.addEventListener('mousedown', handlePointer);
    document.addEventListener('touchstart', handlePointer);
    return () => {
      document.removeEventListener('mousedown', handlePointer);
      document.removeEventListener('touchstart', handlePointer);
    };
  }, [ref, active, onOutside]);
};
