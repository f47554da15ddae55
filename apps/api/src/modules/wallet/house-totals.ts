import { TRANSACTION_TYPES } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BET_TYPES, settledGameMovements, typeIn, WIN_TYPES } from './wallet.repository';

/** One day's casino bets and wins of one game in one currency, minor units (UTC days). */
export type HouseGameDay = {
  day: string;
  gameId: number;
  currencyId: number;
  betsCount: number;
  bets: { real: bigint; bonus: bigint };
  wins: { real: bigint; bonus: bigint };
};

/** One day's settled deposits or withdrawals in one currency, minor units. */
export type HouseCashierDay = {
  day: string;
  currencyId: number;
  kind: 'deposit' | 'withdrawal';
  count: number;
  amount: bigint;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The house's side of the ledger for the back office's reports: every player's casino bets and
 * wins (split into real and bonus money by the ledger entries, rolled-back bets left out, as
 * `gameTotals` does for one player) and the settled cashier transactions, per UTC day.
 */
const isBet = typeIn(sql`type_id`, BET_TYPES);
const isWin = typeIn(sql`type_id`, WIN_TYPES);

export const createHouseTotals = (db: Db) => ({
  gameDays: async (from: Date, until: Date): Promise<HouseGameDay[]> =>
    rowsOf<{
      day: string;
      game_id: number;
      currency_id: number;
      bets_count: number;
      real_bets: string;
      bonus_bets: string;
      real_wins: string;
      bonus_wins: string;
    }>(
      await db.execute(sql`with moved as (
          select t.id, t.type_id, t.currency_id, (t.meta->>'game_id')::int as game_id,
            to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            coalesce(sum(e.amount) filter (where a.kind in ('available', 'deposited')), 0) as real,
            coalesce(sum(e.amount) filter (where a.kind = 'bonus'), 0) as bonus
          ${settledGameMovements(from, until)}
          group by t.id
        )
        select day, game_id, currency_id,
          count(*) filter (where ${isBet})::int as bets_count,
          (-coalesce(sum(real) filter (where ${isBet}), 0))::text as real_bets,
          (-coalesce(sum(bonus) filter (where ${isBet}), 0))::text as bonus_bets,
          coalesce(sum(real) filter (where ${isWin}), 0)::text as real_wins,
          coalesce(sum(bonus) filter (where ${isWin}), 0)::text as bonus_wins
        from moved group by day, game_id, currency_id
        order by day, game_id, currency_id`),
    ).map((row) => ({
      day: row.day,
      gameId: Number(row.game_id),
      currencyId: Number(row.currency_id),
      betsCount: Number(row.bets_count),
      bets: { real: BigInt(row.real_bets), bonus: BigInt(row.bonus_bets) },
      wins: { real: BigInt(row.real_wins), bonus: BigInt(row.bonus_wins) },
    })),

  cashierDays: async (from: Date, until: Date): Promise<HouseCashierDay[]> =>
    rowsOf<{ day: string; currency_id: number; type_id: number; count: number; amount: string }>(
      await db.execute(sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          t.currency_id, t.type_id, count(*)::int as count, sum(abs(t.amount))::text as amount
        from wallet_transactions t
        where t.type_id in (${TRANSACTION_TYPES.deposit}, ${TRANSACTION_TYPES.withdraw})
          and t.status = 'success'
          and t.created_at >= ${from.toISOString()}::timestamptz
          and t.created_at < ${until.toISOString()}::timestamptz
        group by 1, 2, 3 order by 1, 2, 3`),
    ).map((row) => ({
      day: row.day,
      currencyId: Number(row.currency_id),
      kind: Number(row.type_id) === TRANSACTION_TYPES.deposit ? 'deposit' : 'withdrawal',
      count: Number(row.count),
      amount: BigInt(row.amount),
    })),
});

export type HouseTotals = ReturnType<typeof createHouseTotals>;
