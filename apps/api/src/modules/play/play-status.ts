import { AppError } from '../../lib/app-error';

/**
 * Whether a player's status lets them play for real money now (ARCHITECTURE.md §4: an
 * exclusion is in force while `status_expires_at > now()`; a self-exclusion without an end
 * never ends). Checked at launch and again with every bet.
 */
export const statusRefusal = (
  player: { status: string; statusExpiresAt: Date | null },
  now: Date,
): AppError | null => {
  const until = player.statusExpiresAt;
  const inForce = until !== null && until > now;
  const details = until ? { status_expires_at: until.toISOString() } : undefined;
  if (player.status === 'disabled' && inForce)
    return new AppError(
      'account_disabled',
      `Your player account is disable until to ${until.toISOString()}`,
      undefined,
      details,
    );
  if (player.status === 'self_excluded' && (inForce || until === null))
    return new AppError(
      'self_excluded',
      until
        ? `You have excluded yourself from play until ${until.toISOString()}.`
        : 'You have excluded yourself from play.',
      undefined,
      details,
    );
  const exclusionOver =
    (player.status === 'self_excluded' || player.status === 'disabled') && !inForce;
  if (player.status !== 'active' && !exclusionOver) return new AppError('player_blocked');
  return null;
};
