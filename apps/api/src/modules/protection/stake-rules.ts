import { isRiskyCountry, toMajor } from '@prime/contract';
import { AppError } from '../../lib/app-error';

/** A gap between two bets longer than this counts as a pause, not as playing time. */
export const PLAY_GAP_SECONDS = 120;

/** A player's status as the rules read it. */
export type PlayerStatus = {
  status: string;
  statusReason: string | null;
  statusExpiresAt: Date | null;
};

/** What a player played on the current UTC day (play_days), minor units and seconds. */
export type DayOfPlay = {
  bets: bigint;
  wins: bigint;
  playingSeconds: number;
  lastBetAt: Date | null;
};

/** What a player bet and won in the current ISO week or calendar month (UTC), today included. */
export type PeriodOfPlay = { bets: bigint; wins: bigint };

/** What a bet is checked against: the player's status, limits and day, week and month of play. */
export type StakeContext = PlayerStatus & {
  maxDailyBet: bigint | null;
  maxWeeklyBet: bigint | null;
  maxMonthlyBet: bigint | null;
  maxDailyLoss: bigint | null;
  maxWeeklyLoss: bigint | null;
  maxMonthlyLoss: bigint | null;
  maxDailyPlayingTime: number | null;
  day: DayOfPlay;
  week: PeriodOfPlay;
  month: PeriodOfPlay;
  /**
   * The player's active bonus (decision 32): its maximum stake while it is wagered, null when
   * the campaign sets none. Null without an active bonus.
   */
  bonus: { id: number; maxBet: bigint | null } | null;
};

/** What the launch of a real-money game is checked against (spec 02 §4 Game launch). */
export type LaunchContext = Pick<PlayerStatus, 'status' | 'statusExpiresAt'> & {
  isPep: boolean;
  isUbo: boolean;
  termsAccepted: boolean;
  countryCode: string | null;
};

/**
 * Whether a player's status lets them play for real money now (ARCHITECTURE.md §4: an
 * exclusion is in force while `status_expires_at > now()`; a self-exclusion without an end
 * never ends). Checked at launch and again with every bet.
 */
export const statusRefusal = (
  player: Pick<PlayerStatus, 'status' | 'statusExpiresAt'>,
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

/** Why a player may not play for real money (spec 02 §4 Game launch and Terms), in order. */
export const realPlayRefusal = (
  player: LaunchContext,
  kycAccepted: { basic: boolean; idApproved: boolean },
  now: Date,
): AppError | null => {
  if (!player.termsAccepted) return new AppError('terms_not_accepted');
  if ((player.isPep || player.isUbo) && !kycAccepted.basic) return new AppError('kyc_invalid');
  const disabled = player.status === 'disabled' ? statusRefusal(player, now) : null;
  if (disabled) return disabled;
  if (isRiskyCountry(player.countryCode) && !kycAccepted.idApproved)
    return new AppError('kyc_invalid');
  return statusRefusal(player, now);
};

/** Seconds a bet adds to the day's playing time: the gap since the last bet, unless a pause. */
export const playedSince = (lastBetAt: Date | null, now: Date): number => {
  if (!lastBetAt) return 0;
  const seconds = Math.floor((now.getTime() - lastBetAt.getTime()) / 1000);
  return seconds > 0 && seconds <= PLAY_GAP_SECONDS ? seconds : 0;
};

/**
 * The rules a bet must pass, in order: the player's status and exclusions, a pending reality
 * check, the active bonus's maximum bet, then the bet limits of the day, week and month, their
 * loss limits, and the daily
 * playing time (ARCHITECTURE.md §7). Limits are in minor units; playing time in
 * minutes. `playedSeconds` is what the bet adds to the day's playing time.
 */
export const betRefusal = (
  context: StakeContext,
  amount: bigint,
  now: Date,
  playedSeconds: number,
): AppError | null => {
  const status = statusRefusal(context, now);
  if (status) return status;
  if (context.statusReason === 'awaiting_reality_check')
    return new AppError('reality_check_pending');
  if (context.bonus?.maxBet != null && amount > context.bonus.maxBet)
    return new AppError('bonus_bet_limit', undefined, undefined, {
      max_bet: toMajor(context.bonus.maxBet),
    });
  const periods = [
    [context.day, context.maxDailyBet, context.maxDailyLoss, 'daily'],
    [context.week, context.maxWeeklyBet, context.maxWeeklyLoss, 'weekly'],
    [context.month, context.maxMonthlyBet, context.maxMonthlyLoss, 'monthly'],
  ] as const;
  for (const [played, maxBet, , period] of periods)
    if (maxBet !== null && played.bets + amount > maxBet)
      return new AppError(`${period}_bet_limit`);
  for (const [played, , maxLoss, period] of periods)
    if (maxLoss !== null && played.bets - played.wins + amount > maxLoss)
      return new AppError(`${period}_loss_limit`);
  if (
    context.maxDailyPlayingTime !== null &&
    context.day.playingSeconds + playedSeconds > context.maxDailyPlayingTime * 60
  )
    return new AppError('playing_time_limit');
  return null;
};
