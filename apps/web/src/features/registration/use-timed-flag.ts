import { useCallback, useEffect, useRef, useState } from 'react';

/** A value that clears itself after `ms` (notices and the empty-field flash of spec 02 §5). */
export const useTimedValue = <T>(ms: number): [T | null, (value: T) => void] => {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T) => {
      window.clearTimeout(timer.current);
      setValue(next);
      timer.current = window.setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  return [value, show];
};
