import { LIMIT_FIELDS, type LimitField } from '@prime/contract';
import type { Db } from '../../db/client';
import type { PlayerRow } from './players.repository';

/** A player's limits: minor units, minutes for playing time; null where none is set. */
export type PlayerLimits = Record<LimitField, bigint | null>;

/** The players column of each limit. */
export const LIMIT_COLUMNS = {
  max_daily_deposit: 'maxDailyDeposit',
  max_weekly_deposit: 'maxWeeklyDeposit',
  max_monthly_deposit: 'maxMonthlyDeposit',
  max_daily_bet: 'maxDailyBet',
  max_weekly_bet: 'maxWeeklyBet',
  max_monthly_bet: 'maxMonthlyBet',
  max_daily_loss: 'maxDailyLoss',
  max_weekly_loss: 'maxWeeklyLoss',
  max_monthly_loss: 'maxMonthlyLoss',
  max_daily_playing_time: 'maxDailyPlayingTime',
} as const satisfies Record<LimitField, keyof PlayerRow>;

export const limitsOfRow = (row: PlayerRow): PlayerLimits => {
  const limits = {} as PlayerLimits;
  for (const field of LIMIT_FIELDS) {
    const value = row[LIMIT_COLUMNS[field]];
    limits[field] = value === null ? null : BigInt(value);
  }
  return limits;
};

/**
 * Player protection's decision on one limit change of PUT me, inside the transaction that holds
 * the player's row and then the wallet locked (decision 36): the value to set now, or undefined when nothing changes now (a raise
 * that waits). Refusals are thrown. Given by the protection module, which owns the rules.
 */
export type LimitChanger = (
  tx: Db,
  player: { id: number; limits: PlayerLimits },
  field: LimitField,
  value: string | null,
) => Promise<{ set: bigint | null } | undefined>;
