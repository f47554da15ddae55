import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { toLaunchRefusal } from './launch-refusal';

const refused = (status: number, code: ApiError['code'], message = 'Refused', details = {}) =>
  toLaunchRefusal(new ApiError(status, code, message, undefined, details));

describe('launch refusals', () => {
  it('maps every refusal of spec 02 §8 to what the screen shows', () => {
    expect(refused(404, 'game_not_available')).toEqual({ kind: 'not_available' });
    expect(refused(404, 'not_found')).toEqual({ kind: 'not_available' });
    expect(refused(403, 'terms_not_accepted')).toEqual({ kind: 'terms' });
    expect(refused(403, 'kyc_invalid')).toEqual({ kind: 'kyc' });
    expect(
      refused(403, 'account_disabled', 'Disabled', { status_expires_at: '2030-01-02T03:04:05Z' }),
    ).toEqual({ kind: 'disabled', until: '2030-01-02T03:04:05Z' });
    expect(refused(403, 'account_disabled')).toEqual({ kind: 'disabled', until: null });
    expect(refused(403, 'self_excluded')).toEqual({ kind: 'self_excluded' });
    expect(refused(403, 'player_blocked')).toEqual({ kind: 'blocked' });
    expect(refused(409, 'insufficient_funds', 'Too low')).toEqual({
      kind: 'insufficient_funds',
      message: 'Too low',
    });
    for (const code of ['daily_loss_limit', 'weekly_bet_limit', 'monthly_loss_limit'] as const)
      expect(refused(403, code, 'Limit')).toEqual({ kind: 'limit', message: 'Limit' });
    expect(refused(500, 'server_error')).toEqual({ kind: 'server_error' });
    expect(refused(0, 'network_error')).toEqual({ kind: 'server_error' });
  });

  it('shows a text saying something "is not available" as it is, whatever the code', () => {
    expect(refused(403, 'forbidden', 'This game is not available in your country')).toEqual({
      kind: 'not_available',
      message: 'This game is not available in your country',
    });
  });

  it('reads anything that is not an API error as a server error', () => {
    expect(toLaunchRefusal(new TypeError('boom'))).toEqual({ kind: 'server_error' });
  });
});
