import { toMajor } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { statusRefusal } from './stake-rules';

/** What a deposit is checked against: the player's standing and deposits in each period. */
export type DepositContext = {
  status: string;
  statusExpiresAt: Date | null;
  termsAccepted: boolean;
  /** Limits in minor units; null without one. */
  limits: { daily: bigint | null; weekly: bigint | null; monthly: bigint | null };
  /** Deposits that count (successful, pending or asked for) this UTC day, week and month. */
  deposited: { daily: bigint; weekly: bigint; monthly: bigint };
};

const LIMIT_CODES = {
  daily: 'daily_deposit_limit',
  weekly: 'weekly_deposit_limit',
  monthly: 'monthly_deposit_limit',
} as const;

/**
 * Why a player may not deposit `amount` (minor units) now, in order: terms not accepted, the
 * status or an exclusion in force, then the daily, weekly and monthly deposit limits over UTC
 * calendar periods (ARCHITECTURE.md §7). A limit's refusal says what is left (`details.left`,
 * major units).
 */
export const depositRefusal = (
  context: DepositContext,
  amount: bigint,
  now: Date,
): AppError | null => {
  if (!context.termsAccepted) return new AppError('terms_not_accepted');
  const status = statusRefusal(context, now);
  if (status) return status;
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    const limit = context.limits[period];
    if (limit === null) continue;
    const used = context.deposited[period];
    if (used + amount > limit) {
      const left = limit > used ? limit - used : 0n;
      return new AppError(LIMIT_CODES[period], undefined, undefined, { left: toMajor(left) });
    }
  }
  return null;
};
