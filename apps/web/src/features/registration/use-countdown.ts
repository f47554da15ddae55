import { useEffect, useState } from 'react';
import { secondsUntilResend } from './registration-progress';

/** Seconds left of the resend countdown, ticking every second; survives reloads via `sentAt`. */
export const useCountdown = (sentAt: number | undefined): number => {
  const [left, setLeft] = useState(() => secondsUntilResend(sentAt));
  useEffect(() => {
    setLeft(secondsUntilResend(sentAt));
    if (sentAt === undefined) return undefined;
    const timer = window.setInterval(() => {
      const next = secondsUntilResend(sentAt);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return left;
};
