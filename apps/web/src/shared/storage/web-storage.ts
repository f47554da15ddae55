/**
 * Storage access that never throws: private modes and full quotas make the browser's storage
 * fail, and a missing value must never stop the site from starting.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const readItem = (storage: KeyValueStorage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

export const writeItem = (storage: KeyValueStorage, key: string, value: string): void => {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value only lives for this page view.
  }
};

export const removeItem = (storage: KeyValueStorage, key: string): void => {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
};

/** Reads a JSON value; a missing or corrupt entry reads as null. */
export const readJson = <T>(storage: KeyValueStorage, key: string): T | null => {
  const text = readItem(storage, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};
