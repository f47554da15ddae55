import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyRateRead, currencyRead } from '../geo/geo.service';
import { playerNameRead, playerRead } from '../players/players.service';
import { balanceAdjustments } from './adjustments.tables';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type NewAdjustment = Pick<
  typeof balanceAdjustments.$inferInsert,
  'playerId' | 'direction' | 'amount' | 'status' | 'reason' | 'idempotencyKey' | 'requestedBy'
>;
/** A row with the player's username and currency code, as the staff lists show it. */
export type ListedAdjustment = AdjustmentRow & { username: string; currency: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The manual adjustments of decision 33's back office; every write takes the caller's `tx`. */
export const createAdjustmentsRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** The player's currency and its rate per euro ×10^8; undefined for no player. */
  currencyOf: async (
    tx: Db,
    playerId: number,
  ): Promise<{ currencyId: number; rateE8: bigint } | undefined> => {
    const [row] = rowsOf<{ currency_id: number; rate_e8: string }>(
      await tx.execute(sql`select p.currency_id, r.rate_e8
        from (${playerRead(sql`${playerId}::int`)}) as p
        left join lateral (${currencyRateRead(sql`p.currency_id`)}) as r on true`),
    );
    return row
      ? { currencyId: row.currency_id, rateE8: BigInt(row.rate_e8 ?? '100000000') }
      : undefined;
  },

  /** The new row, or undefined when its idempotency key exists already (waits for its writer). */
  insert: async (tx: Db, values: NewAdjustment): Promise<AdjustmentRow | undefined> =>
    (
      await tx
        .insert(balanceAdjustments)
        .values(values)
        .onConflictDoNothing({ target: balanceAdjustments.idempotencyKey })
        .returning()
    )[0],

  findByKey: async (tx: Db, key: string): Promise<AdjustmentRow | undefined> =>
    (
      await tx
        .select()
        .from(balanceAdjustments)
        .where(eq(balanceAdjustments.idempotencyKey, key))
        .limit(1)
    )[0],

  /** Reads the row and locks it until `tx` ends: one decision at a time. */
  lock: async (tx: Db, id: number): Promise<AdjustmentRow | undefined> =>
    (
      await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update')
    )[0],

  decide: async (
    tx: Db,
    id: number,
    decision: {
      status: 'booked' | 'rejected';
      decidedBy: string;
      decisionReason: string | null;
      transactionId: number | null;
    },
  ): Promise<AdjustmentRow> =>
    (
      await tx
        .update(balanceAdjustments)
        .set({ ...decision, decidedAt: new Date() })
        .where(eq(balanceAdjustments.id, id))
        .returning()
    )[0]!,

  /** Newest first, with the player's username and currency code. */
  list: async (filter: {
    statuses: string[] | null;
    playerId?: number;
    id?: number;
  }): Promise<ListedAdjustment[]> => {
    const conditions: SQL[] = [];
    if (filter.statuses) conditions.push(inArray(balanceAdjustments.status, filter.statuses));
    if (filter.playerId !== undefined)
      conditions.push(eq(balanceAdjustments.playerId, filter.playerId));
    if (filter.id !== undefined) conditions.push(eq(balanceAdjustments.id, filter.id));
    return db
      .select({
        row: balanceAdjustments,
        username: sql<string>`(select n.username from (${playerNameRead(sql`${balanceAdjustments.playerId}`)}) as n)`,
        currency: sql<string>`(select c.currency_code from (${playerRead(sql`${balanceAdjustments.playerId}`)}) as p
          cross join lateral (${currencyRead(sql`p.currency_id`)}) as c)`,
      })
      .from(balanceAdjustments)
      .where(and(...conditions))
      .orderBy(desc(balanceAdjustments.id))
      .limit(500)
      .then((rows) => rows.map(({ row, username, currency }) => ({ ...row, username, currency })));
  },
});

export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;
