import type { Db } from '../../db/client';
import type { DayChange, ProtectionRepository } from './protection.repository';
import { stakeContextOfRow } from './protection.repository';
import { AppError } from '../../lib/app-error';
import { depositRefusal, inEuros, reachesAmlThreshold, type DepositContext } from './deposit-rules';
import type { StakeContext } from './stake-rules';

export {
  dayCount,
  playAfter,
  stakeContextOfRow,
  stakeContextRead,
  stakeStandingRead,
  type DayChange,
  type StakeContextRow,
} from './protection.repository';
export { depositRefusal, type DepositContext } from './deposit-rules';
export {
  betRefusal,
  PLAY_GAP_SECONDS,
  playedSince,
  realPlayRefusal,
  statusRefusal,
  type StakeContext,
} from './stake-rules';

const amlDepositsOfFacts = (aml: DepositContext['aml']) => ({
  depositedEur: inEuros(aml.deposited, aml.rateE8),
  basicKyc: aml.basicKyc,
});

/**
 * Player protection: the rules that refuse a stake (status, exclusions, reality check, limits)
 * and the day-of-play totals the limits are measured on. Whatever takes a player's money or puts
 * it at stake asks here, under the wallet's lock or in the statement that books it.
 */
export const createProtectionService = (repository: ProtectionRepository) => ({
  /** What a bet of the player is checked against; read it under the player's wallet lock. */
  stakeContextOf: async (tx: Db, playerId: number): Promise<StakeContext | undefined> => {
    const row = await repository.stakeContextOf(tx, playerId);
    return row ? stakeContextOfRow(row) : undefined;
  },

  /**
   * Throws why the player may not deposit `amount` (minor units) now: terms, status or
   * exclusion, deposit limits, the AML threshold without KYC; says whether this deposit takes
   * the player's deposits to the AML threshold (the questionnaire is then required). Run under the player's wallet lock, so two deposits at once are
   * counted against the limits one after the other.
   */
  assertMayDeposit: async (
    tx: Db,
    playerId: number,
    amount: bigint,
    now: Date,
  ): Promise<{ reachesAmlThreshold: boolean }> => {
    const context = await repository.depositContextOf(tx, playerId);
    if (!context) throw new AppError('not_found', 'No such player.');
    const refusal = depositRefusal(context, amount, now);
    if (refusal) throw refusal;
    return { reachesAmlThreshold: reachesAmlThreshold(context.aml, amount) };
  },

  /**
   * The AML facts of a player's deposits: every deposit that counts, in euro cents, and whether
   * a KYC level covering the basic one is accepted.
   */
  amlDepositsOf: async (
    tx: Db,
    playerId: number,
  ): Promise<{ depositedEur: bigint; basicKyc: boolean }> => {
    const context = await repository.depositContextOf(tx, playerId);
    if (!context) throw new AppError('not_found', 'No such player.');
    return amlDepositsOfFacts(context.aml);
  },

  /** `amlDepositsOf` of many players by id, in one statement; unknown ids left out. */
  amlDepositsOfMany: async (
    tx: Db,
    playerIds: number[],
  ): Promise<Map<number, { depositedEur: bigint; basicKyc: boolean }>> => {
    const facts = await repository.amlFactsOf(tx, playerIds);
    return new Map([...facts].map(([playerId, aml]) => [playerId, amlDepositsOfFacts(aml)]));
  },

  /** Adds a bet, a win or a refund to the player's day of play; run under the wallet's lock. */
  count: (tx: Db, playerId: number, change: DayChange): Promise<void> =>
    repository.count(tx, playerId, change),
});

export type ProtectionService = ReturnType<typeof createProtectionService>;
