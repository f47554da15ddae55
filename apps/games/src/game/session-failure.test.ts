import { describe, expect, it } from 'vitest';
import { StudioApiError } from '../api/studio-client';
import { TEXTS } from '../texts';
import { getSessionFailureText } from './session-failure';

describe('getSessionFailureText', () => {
  it('asks the player to open the game again for an unknown token', () => {
    expect(getSessionFailureText(new StudioApiError(404, 'not_found', 'Not found.'))).toBe(
      TEXTS.invalidSession,
    );
    expect(getSessionFailureText(new StudioApiError(422, 'validation_failed', 'Bad.'))).toBe(
      TEXTS.invalidSession,
    );
  });

  it('passes on what the API says about a refused session', () => {
    expect(
      getSessionFailureText(new StudioApiError(403, 'self_excluded', 'You excluded yourself.')),
    ).toBe('You excluded yourself.');
  });

  it('speaks of the connection when the server did not answer', () => {
    expect(getSessionFailureText(new StudioApiError(0, 'network_error', 'x'))).toBe(
      TEXTS.connectionFailed,
    );
    expect(getSessionFailureText(new Error('boom'))).toBe(TEXTS.connectionFailed);
  });
});
