import { isApiError } from '../../shared/api/api-error';

/**
 * What the screen shows when a launch fails (spec 02 §8 Game):
 * - `not_available`: "Game not available", or the server's own text when it says so
 *   (`message` holds a text containing "is not available", shown as it is);
 * - `terms`: the terms prompt; `kyc`: an alert, then /kyc; `disabled`, `self_excluded`: an
 *   alert, then home; `blocked`: the message; `insufficient_funds`: the message and Deposit Now;
 *   `limit`: the message and a link to the limits; `server_error`: the SERVER ERROR alert.
 */
export type LaunchRefusal =
  | { kind: 'not_available'; message?: string }
  | { kind: 'terms' }
  | { kind: 'kyc' }
  | { kind: 'disabled'; until: string | null }
  | { kind: 'self_excluded' }
  | { kind: 'blocked' }
  | { kind: 'insufficient_funds'; message: string }
  | { kind: 'limit'; message: string }
  | { kind: 'server_error' };

const NOT_AVAILABLE_TEXT = /is not available/i;

const readUntil = (details: Readonly<Record<string, unknown>> | undefined): string | null => {
  const value = details?.['status_expires_at'];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The refusal a failed launch (or a failed game detail) stands for. */
export const toLaunchRefusal = (error: unknown): LaunchRefusal => {
  if (!isApiError(error)) return { kind: 'server_error' };
  if (NOT_AVAILABLE_TEXT.test(error.message)) {
    return { kind: 'not_available', message: error.message };
  }
  switch (error.code) {
    case 'game_not_available':
    case 'not_found':
    case 'bad_request':
    case 'validation_failed':
      return { kind: 'not_available' };
    case 'terms_not_accepted':
      return { kind: 'terms' };
    case 'kyc_invalid':
      return { kind: 'kyc' };
    case 'account_disabled':
      return { kind: 'disabled', until: readUntil(error.details) };
    case 'self_excluded':
      return { kind: 'self_excluded' };
    case 'player_blocked':
    case 'account_closed':
      return { kind: 'blocked' };
    case 'insufficient_funds':
      return { kind: 'insufficient_funds', message: error.message };
    case 'daily_bet_limit':
    case 'weekly_bet_limit':
    case 'monthly_bet_limit':
    case 'daily_loss_limit':
    case 'weekly_loss_limit':
    case 'monthly_loss_limit':
    case 'playing_time_limit':
      return { kind: 'limit', message: error.message };
    default:
      return { kind: 'server_error' };
  }
};
