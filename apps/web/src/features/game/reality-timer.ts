import { GAME_TIMER_DEFAULT_SECONDS, REALITY_CHECK_TRIGGER_SECONDS } from '@prime/contract';
import { daysToSeconds, readCookie, setCookie } from '../../shared/storage/cookies';
import { COOKIE_NAMES } from '../../shared/storage/keys';

/** The player's interval in seconds; GAME_TIMER_DEFAULT_SECONDS when none is chosen. */
export const intervalSeconds = (realityMinutes: number | null | undefined): number =>
  realityMinutes && realityMinutes > 0 ? realityMinutes * 60 : GAME_TIMER_DEFAULT_SECONDS;

/**
 * Seconds left of the interval, kept in the `mgaCounter` cookie so a reload or another game
 * goes on counting where it stopped (login starts afresh). Nothing stored starts a full
 * interval; a value beyond the player's interval (the player has just shortened it) is cut to it.
 */
export const readRemaining = (interval: number): number => {
  const stored = Number(readCookie(COOKIE_NAMES.mgaCounter) ?? Number.NaN);
  if (!Number.isInteger(stored) || stored < 0) return interval;
  return Math.min(stored, interval);
};

export const writeRemaining = (seconds: number): void =>
  setCookie(COOKIE_NAMES.mgaCounter, String(Math.max(0, Math.round(seconds))), {
    maxAgeSeconds: daysToSeconds(1),
  });

/** Spec 02 §4: the check fires once REALITY_CHECK_TRIGGER_SECONDS or less are left. */
export const isRealityCheckDue = (remaining: number): boolean =>
  remaining <= REALITY_CHECK_TRIGGER_SECONDS;
