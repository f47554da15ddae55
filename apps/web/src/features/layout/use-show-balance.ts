import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { readItem, writeItem } from '../../shared/storage/web-storage';

/** The header's eye toggle, remembered in this browser; shown unless hidden before. */
export const useShowBalance = (): [boolean, () => void] => {
  const [shown, setShown] = useState(
    () => readItem(localStorage, STORAGE_KEYS.showBalance) !== 'false',
  );
  const toggle = useCallback(() => {
    setShown((current) => {
      writeItem(localStorage, STORAGE_KEYS.showBalance, String(!current));
      return !current;
    });
  }, []);
  return [shown, toggle];
};
