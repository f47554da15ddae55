import type { LimitField } from '@prime/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../lib/db-errors';
import { depositTotalsRead } from '../wallet/wallet.service';
import { playPeriodsRead } from './protection.repository';
import { limitChanges } from './protection.tables';

export type LimitChangeRow = typeof limitChanges.$inferSelect;

/** The record of limit changes (`limit_changes`). */
export const createLimitsRepository = (db: Db) => ({
  /** One transaction, run again if it loses a deadlock (it changes a player's standing). */
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    retryOnConflict(() => db.transaction(work)),

  /** When the limit last changed or was asked to change. */
  lastChangeAt: async (tx: Db, playerId: number, field: LimitField): Promise<Date | undefined> =>
    (
      await tx
        .select({ at: limitChanges.createdAt })
        .from(limitChanges)
        .where(and(eq(limitChanges.playerId, playerId), eq(limitChanges.field, field)))
        .orderBy(desc(limitChanges.createdAt))
        .limit(1)
    )[0]?.at,

  pendingOf: async (tx: Db, playerId: number, field: LimitField) =>
    (
      await tx
        .select({ id: limitChanges.id })
        .from(limitChanges)
        .where(
          and(
            eq(limitChanges.playerId, playerId),
            eq(limitChanges.field, field),
            eq(limitChanges.status, 'pending'),
          ),
        )
        .limit(1)
    )[0],

  record: async (
    tx: Db,
    values: Pick<
      typeof limitChanges.$inferInsert,
      'playerId' | 'field' | 'previous' | 'value' | 'status' | 'createdAt' | 'activatesAt'
    >,
  ): Promise<void> => {
    await tx.insert(limitChanges).values(values);
  },

  /** The player's waiting changes, oldest first. */
  pending: (playerId: number): Promise<LimitChangeRow[]> =>
    db
      .select()
      .from(limitChanges)
      .where(and(eq(limitChanges.playerId, playerId), eq(limitChanges.status, 'pending')))
      .orderBy(limitChanges.id),

  /** One waiting change of the player, locked until `tx` ends. */
  lockPending: async (tx: Db, playerId: number, id: number) =>
    (
      await tx
        .select()
        .from(limitChanges)
        .where(
          and(
            eq(limitChanges.id, id),
            eq(limitChanges.playerId, playerId),
            eq(limitChanges.status, 'pending'),
          ),
        )
        .for('update')
    )[0],

  /** Ends a waiting change as `confirmed` or `deleted`; false when it was not waiting. */
  settle: async (
    tx: Db,
    playerId: number,
    id: number,
    status: 'confirmed' | 'deleted',
    at: Date,
  ): Promise<boolean> =>
    (
      await tx
        .update(limitChanges)
        .set({ status, settledAt: at })
        .where(
          and(
            eq(limitChanges.id, id),
            eq(limitChanges.playerId, playerId),
            eq(limitChanges.status, 'pending'),
          ),
        )
        .returning({ id: limitChanges.id })
    ).length > 0,

  /** What the player used of each period: deposits, bets, losses and today's playing seconds. */
  usage: async (playerId: number) => {
    const [row] = (
      (await db.execute(sql`select d.*, pw.*, coalesce(pd.bets, 0)::text as day_bets,
          coalesce(pd.wins, 0)::text as day_wins, coalesce(pd.playing_seconds, 0) as day_seconds
        from (${depositTotalsRead(sql`${playerId}::int`)}) as d
        cross join (select (now() at time zone 'utc')::date as today) as t
        left join play_days pd on pd.player_id = ${playerId} and pd.day = t.today
        cross join lateral (${playPeriodsRead(sql`${playerId}::int`)}) as pw`)) as unknown as {
        rows: Record<string, string>[];
      }
    ).rows;
    return row!;
  },
});

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
