import { STORAGE_KEYS } from './keys';
import { readItem, removeItem, writeItem, type KeyValueStorage } from './web-storage';

/** The player session token kept between visits. */
export const readAccessToken = (storage: KeyValueStorage = localStorage): string | null => {
  const token = readItem(storage, STORAGE_KEYS.accessToken);
  return token && token.trim() !== '' ? token : null;
};

export const writeAccessToken = (token: string, storage: KeyValueStorage = localStorage): void =>
  writeItem(storage, STORAGE_KEYS.accessToken, token);

export const clearAccessToken = (storage: KeyValueStorage = localStorage): void =>
  removeItem(storage, STORAGE_KEYS.accessToken);

/** Admin preview is on while both session keys exist. */
export const isAdminSession = (storage: KeyValueStorage = sessionStorage): boolean =>
  Boolean(
    readItem(storage, STORAGE_KEYS.adminNickname) && readItem(storage, STORAGE_KEYS.adminToken),
  );

export const clearAdminSession = (storage: KeyValueStorage = sessionStorage): void => {
  removeItem(storage, STORAGE_KEYS.adminNickname);
  removeItem(storage, STORAGE_KEYS.adminToken);
};
