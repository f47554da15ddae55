import { useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown that starts on mount; `onZero` runs once when it ends. */
export const useSecondsLeft = (seconds: number, onZero: () => void): number => {
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  useEffect(() => {
    let done = false;
    const tick = () => {
      const next = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(next);
      if (next === 0 && !done) {
        done = true;
        window.clearInterval(timer);
        onZeroRef.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return left;
};
