import { CLIENT_ERROR_CODES, StudioApiError } from '../api/studio-client';
import { TEXTS } from '../texts';

/** Codes that mean the token names no usable session: the player opens the game again. */
const INVALID_SESSION_CODES: ReadonlySet<string> = new Set([
  'invalid_token',
  'not_found',
  'validation_failed',
  'bad_request',
  'unauthenticated',
  'game_not_available',
]);

/**
 * What the page says when the session cannot be loaded: the invalid-session text for a bad
 * token, the connection text when the server did not answer, and otherwise the API's own
 * message (an expired session, an exclusion), which says more than a generic text.
 */
export const getSessionFailureText = (error: unknown): string => {
  if (!(error instanceof StudioApiError)) return TEXTS.connectionFailed;
  if (Object.values(CLIENT_ERROR_CODES).some((code) => code === error.code)) {
    return TEXTS.connectionFailed;
  }
  if (INVALID_SESSION_CODES.has(error.code)) return TEXTS.invalidSession;
  return error.message;
};
