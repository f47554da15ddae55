import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPayouts, type PayoutStatus } from './payments.tables';

export type PayoutRow = typeof paymentPayouts.$inferSelect;
export type LeasedPayout = { transactionId: number; attempts: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The payouts owed to the provider (decision 23), leased as the providers' outboxes are. */
export const createPayoutsRepository = (db: Db) => ({
  /** The payout an approval owes, due at once; written in the approval's transaction. */
  insertWithin: async (tx: Db, transactionId: number): Promise<void> => {
    await tx.insert(paymentPayouts).values({ transactionId, status: 'due' }).onConflictDoNothing();
  },

  /**
   * The payout of a withdrawal, locked, inside `tx` (the payment's row is locked first), and
   * whether an instance holds its lease now (by the database's clock, which all instances share).
   */
  findWithin: async (
    tx: Db,
    transactionId: number,
  ): Promise<(PayoutRow & { isLeased: boolean }) | undefined> =>
    (
      await tx
        .select({
          ...getTableColumns(paymentPayouts),
          isLeased: sql<boolean>`coalesce(${paymentPayouts.leasedUntil} > now(), false)`,
        })
        .from(paymentPayouts)
        .where(eq(paymentPayouts.transactionId, transactionId))
        .for('update')
    )[0],

  /**
   * Takes up to `limit` due payouts (or only `transactionId`) for one call each: leased for
   * `leaseMs` with `for update skip locked` in one statement, so of several instances or clicks
   * only one calls the provider, and a dead instance's lease runs out for another to take.
   */
  lease: async (leaseMs: number, limit: number, transactionId?: number): Promise<LeasedPayout[]> =>
    rowsOf<{ transaction_id: string | number; attempts: number }>(
      await db.execute(sql`update payment_payouts p
        set leased_until = now() + make_interval(secs => ${leaseMs / 1000}),
          attempts = p.attempts + 1, updated_at = now()
        where p.transaction_id in (
          select transaction_id from payment_payouts
          where status = 'due' and next_attempt_at <= now()
            and (leased_until is null or leased_until <= now())
            ${transactionId === undefined ? sql`` : sql`and transaction_id = ${transactionId}`}
          order by next_attempt_at, transaction_id
          limit ${limit}
          for update skip locked)
        returning p.transaction_id, p.attempts`),
    ).map((row) => ({ transactionId: Number(row.transaction_id), attempts: row.attempts })),

  /**
   * Moves a payout from one of `from` to `to`, inside `tx`; `dueNow` makes it due at once and
   * forgets its last error. False when it was not in `from`.
   */
  moveWithin: async (
    tx: Db,
    transactionId: number,
    from: PayoutStatus[],
    to: PayoutStatus,
    options: { dueNow?: boolean; error?: string | null } = {},
  ): Promise<boolean> =>
    (
      await tx
        .update(paymentPayouts)
        .set({
          status: to,
          leasedUntil: null,
          updatedAt: new Date(),
          ...(options.dueNow ? { nextAttemptAt: sql`now()`, lastError: null } : {}),
          ...(options.error === undefined ? {} : { lastError: options.error }),
        })
        .where(
          and(
            eq(paymentPayouts.transactionId, transactionId),
            inArray(paymentPayouts.status, from),
          ),
        )
        .returning({ id: paymentPayouts.transactionId })
    ).length > 0,

  /** A call that failed: the lease ends, and the payout is due again after `retryInMs`. */
  markFailed: async (transactionId: number, error: string, retryInMs: number): Promise<void> => {
    await db
      .update(paymentPayouts)
      .set({
        leasedUntil: null,
        lastError: error.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(paymentPayouts.transactionId, transactionId), eq(paymentPayouts.status, 'due')),
      );
  },

  /** The payouts of some withdrawals, for the staff's queue. */
  listOf: async (transactionIds: number[]): Promise<PayoutRow[]> =>
    transactionIds.length === 0
      ? []
      : db
          .select()
          .from(paymentPayouts)
          .where(inArray(paymentPayouts.transactionId, transactionIds)),
});

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
