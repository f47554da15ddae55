import { INACTIVITY_LOGOUT_MINUTES } from '@prime/contract';
import { useEffect, useRef } from 'react';
import { useAppState } from './app-store-context';
import { useLogout } from './use-session';

const MINUTE_MS = 60_000;
/** Mouse and key activity (touch and wheel count as the same on phones and trackpads). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
] as const;

/**
 * Logs a player out after INACTIVITY_LOGOUT_MINUTES without mouse or key activity (spec 01 §4):
 * idle minutes are counted once a minute and any activity sets the count back to zero.
 */
export const useInactivityLogout = (minutes: number = INACTIVITY_LOGOUT_MINUTES) => {
  const hasToken = useAppState((state) => state.token !== null);
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;

  useEffect(() => {
    if (!hasToken) return;
    let idleMinutes = 0;
    const reset = () => {
      idleMinutes = 0;
    };
    const timer = window.setInterval(() => {
      idleMinutes += 1;
      if (idleMinutes >= minutes) {
        window.clearInterval(timer);
        void logoutRef.current();
      }
    }, MINUTE_MS);
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, reset, { passive: true });
    }
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, reset);
    };
  }, [hasToken, minutes]);
};
