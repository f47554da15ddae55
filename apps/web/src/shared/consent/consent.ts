import { CONSENT_CODES, CONSENT_COOKIE_SECONDS, type ConsentCode } from '@prime/contract';
import { readCookie, setCookie } from '../storage/cookies';
import { COOKIE_NAMES } from '../storage/keys';

/** What a visitor allowed beyond the essential cookies, which are always on. */
export type ConsentChoice = { functional: boolean; statistics: boolean };

const isConsentCode = (value: unknown): value is ConsentCode =>
  typeof value === 'string' && (CONSENT_CODES as readonly string[]).includes(value);

/** The stored choice; null while the visitor has not chosen (or the cookie is unreadable). */
export const readConsentCode = (cookies?: string): ConsentCode | null => {
  const value = readCookie(COOKIE_NAMES.consent, cookies);
  return isConsentCode(value) ? value : null;
};

export const writeConsentCode = (code: ConsentCode): void =>
  setCookie(COOKIE_NAMES.consent, code, { maxAgeSeconds: CONSENT_COOKIE_SECONDS });

/**
 * The code of a choice. The codes nest (`e` ⊂ `ef` ⊂ `efs`), so statistics without functional
 * has no code of its own. The panel enables the statistics box only once functional is ticked;
 * a choice that still arrives that way is stored as `e`, since a code must never grant more
 * than the visitor ticked.
 */
export const consentCodeOf = ({ functional, statistics }: ConsentChoice): ConsentCode => {
  if (!functional) return 'e';
  return statistics ? 'efs' : 'ef';
};

export const consentChoiceOf = (code: ConsentCode | null): ConsentChoice => ({
  functional: code === 'ef' || code === 'efs',
  statistics: code === 'efs',
});

/** Choosing less than before: scripts already running can only be stopped by a reload. */
export const isConsentWithdrawn = (previous: ConsentCode | null, next: ConsentCode): boolean => {
  if (previous === null) return false;
  return CONSENT_CODES.indexOf(next) < CONSENT_CODES.indexOf(previous);
};
