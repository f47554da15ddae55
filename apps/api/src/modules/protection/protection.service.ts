import type { Db } from '../../db/client';
import type { DayChange, ProtectionRepository } from './protection.repository';
import { stakeContextOfRow } from './protection.repository';
import type { StakeContext } from './stake-rules';

export {
  dayCount,
  stakeContextOfRow,
  stakeContextRead,
  type DayChange,
  type StakeContextRow,
} from './protection.repository';
export {
  betRefusal,
  PLAY_GAP_SECONDS,
  playedSince,
  realPlayRefusal,
  statusRefusal,
  type StakeContext,
} from './stake-rules';

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

  /** Adds a bet, a win or a refund to the player's day of play; run under the wallet's lock. */
  count: (tx: Db, playerId: number, change: DayChange): Promise<void> =>
    repository.count(tx, playerId, change),
});

export type ProtectionService = ReturnType<typeof createProtectionService>;
