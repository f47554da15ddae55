import { useEffect, useRef } from 'react';

/**
 * What every modal dialog of the site does when it opens: the returned ref's button takes the
 * focus, and Escape calls `onEscape` (cancel, close or leave, as the dialog decides).
 */
export const useDialogFocus = (onEscape: () => void) => {
  const focusRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    focusRef.current?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onEscape]);
  return focusRef;
};
