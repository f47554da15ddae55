import { AML_KYC_THRESHOLD_EUR, toMajor, toMinor } from '@prime/contract';
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
  /**
   * The AML threshold's facts (spec 02 §6, FIAU due diligence): every deposit that counts since
   * the account opened, the player's currency units per euro times 10^8, and whether a KYC level
   * covering the basic one is accepted.
   */
  aml: { deposited: bigint; rateE8: bigint; basicKyc: boolean };
};

const AML_THRESHOLD_MINOR = toMinor(AML_KYC_THRESHOLD_EUR);

/** Minor units of the player's currency in euro cents, rounded down. */
export const inEuros = (amount: bigint, rateE8: bigint): bigint =>
  rateE8 > 0n ? (amount * 100_000_000n) / rateE8 : 0n;

/** Whether the deposits counted so far reached the AML threshold (in euros). */
export const amlThresholdReached = (aml: DepositContext['aml']): boolean =>
  inEuros(aml.deposited, aml.rateE8) >= AML_THRESHOLD_MINOR;

/** Whether a deposit of `amount` takes the deposits counted to the AML threshold or past it. */
export const reachesAmlThreshold = (aml: DepositContext['aml'], amount: bigint): boolean =>
  !amlThresholdReached(aml) && inEuros(aml.deposited + amount, aml.rateE8) >= AML_THRESHOLD_MINOR;

const LIMIT_CODES = {
  daily: 'daily_deposit_limit',
  weekly: 'weekly_deposit_limit',
  monthly: 'monthly_deposit_limit',
} as const;

/**
 * Why a player may not deposit `amount` (minor units) now, in order: terms not accepted, the
 * status or an exclusion in force, then the daily, weekly and monthly deposit limits over UTC
 * calendar periods (ARCHITECTURE.md §7), then the AML threshold: once the deposits reached
 * AML_KYC_THRESHOLD_EUR, no further deposit before the basic KYC level is accepted. A limit's
 * refusal says what is left (`details.left`, major units).
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
  if (amlThresholdReached(context.aml) && !context.aml.basicKyc)
    return new AppError('kyc_required', undefined, undefined, {
      threshold_eur: AML_KYC_THRESHOLD_EUR,
    });
  return null;
};
