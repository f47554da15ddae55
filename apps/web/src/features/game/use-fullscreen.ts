import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen of one element with the Fullscreen API; `isFullscreen` follows the browser, so
 * leaving with Escape shows too. Browsers without the API do nothing.
 */
export const useFullscreen = (targetRef: RefObject<HTMLElement | null>) => {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const handleChange = () =>
      setIsFullscreen(
        document.fullscreenElement != null && document.fullscreenElement === targetRef.current,
      );
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, [targetRef]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await targetRef.current?.requestFullscreen?.();
    } catch {
      // Refused by the browser (no user gesture, not allowed): the page stays as it is.
    }
  }, [targetRef]);

  return { isFullscreen, toggle };
};
