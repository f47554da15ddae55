import { RESEND_COUNTDOWN_SECONDS } from '@prime/contract/constants';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import {
  readJson,
  removeItem,
  writeItem,
  type KeyValueStorage,
} from '../../shared/storage/web-storage';

/** What a reload must not lose: the activation token and when each code was last sent. */
export type RegistrationProgress = {
  token: string;
  userId: number;
  email: string;
  mobile: string | null;
  phonePrefix: string;
  step: 1 | 2;
  /** Epoch ms of the last e-mail and SMS code. */
  emailSentAt?: number;
  smsSentAt?: number;
};

const key = STORAGE_KEYS.registration;

export const readProgress = (storage: KeyValueStorage = sessionStorage) =>
  readJson<RegistrationProgress>(storage, key);

export const writeProgress = (
  progress: RegistrationProgress,
  storage: KeyValueStorage = sessionStorage,
) => writeItem(storage, key, JSON.stringify(progress));

export const clearProgress = (storage: KeyValueStorage = sessionStorage) =>
  removeItem(storage, key);

/** Whole seconds until a new code may be asked for (0: now). */
export const secondsUntilResend = (sentAt: number | undefined, now = Date.now()): number =>
  sentAt === undefined
    ? 0
    : Math.max(0, Math.ceil(RESEND_COUNTDOWN_SECONDS - (now - sentAt) / 1000));
