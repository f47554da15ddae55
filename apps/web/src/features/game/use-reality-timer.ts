import { useEffect, useRef } from 'react';
import { intervalSeconds, isRealityCheckDue, readRemaining, writeRemaining } from './reality-timer';

const TICK_MS = 1_000;

/**
 * Counts the player's reality-check interval down while `running` (a real game is open and no
 * check is waiting for an answer). When the check is due the timer restarts at the full
 * interval and `onDue` runs with the interval's minutes. Each tick counts the time that really
 * passed, so a throttled background tab does not slow the count.
 */
export const useRealityTimer = ({
  running,
  realityMinutes,
  onDue,
}: {
  running: boolean;
  realityMinutes: number | null | undefined;
  onDue: (minutes: number) => void;
}): void => {
  const onDueRef = useRef(onDue);
  useEffect(() => {
    onDueRef.current = onDue;
  }, [onDue]);

  useEffect(() => {
    if (!running) return;
    const interval = intervalSeconds(realityMinutes);
    let remaining = readRemaining(interval);
    let last = Date.now();
    const tick = () => {
      const now = Date.now();
      const passed = Math.floor((now - last) / TICK_MS);
      if (passed < 1) return;
      last += passed * TICK_MS;
      remaining -= passed;
      if (isRealityCheckDue(remaining)) {
        remaining = interval;
        writeRemaining(remaining);
        onDueRef.current(interval / 60);
        return;
      }
      writeRemaining(remaining);
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, realityMinutes]);
};
