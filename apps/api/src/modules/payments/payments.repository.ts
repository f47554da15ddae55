import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cashierPlayerRead,
  playerNameRead,
  type CashierPlayerRow,
} from '../players/players.service';
import { paymentEvents, paymentMethodLimits, paymentMethods, payments } from './payments.tables';
import { createPayoutsRepository } from './payouts.repository';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect & {
  minimum: bigint;
  maximum: bigint;
};
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, 'id' | 'createdAt'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The cashier's methods, payments and their history (decision 23). */
export const createPaymentsRepository = (db: Db) => ({
  /** The payouts approved withdrawals owe the provider. */
  payouts: createPayoutsRepository(db),

  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** Enabled methods for deposits or withdrawals offered in a currency, with their limits. */
  listMethods: async (
    direction: 'deposit' | 'withdrawal',
    currencyId: number,
    tx: Db = db,
  ): Promise<PaymentMethodRow[]> =>
    tx
      .select({
        id: paymentMethods.id,
        code: paymentMethods.code,
        name: paymentMethods.name,
        kind: paymentMethods.kind,
        deposit: paymentMethods.deposit,
        withdrawal: paymentMethods.withdrawal,
        provider: paymentMethods.provider,
        image: paymentMethods.image,
        position: paymentMethods.position,
        enabled: paymentMethods.enabled,
        minimum: paymentMethodLimits.minimum,
        maximum: paymentMethodLimits.maximum,
      })
      .from(paymentMethods)
      .innerJoin(
        paymentMethodLimits,
        and(
          eq(paymentMethodLimits.methodId, paymentMethods.id),
          eq(paymentMethodLimits.currencyId, currencyId),
        ),
      )
      .where(
        and(
          eq(paymentMethods.enabled, true),
          direction === 'deposit'
            ? eq(paymentMethods.deposit, true)
            : eq(paymentMethods.withdrawal, true),
        ),
      )
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),

  /** What the cashier's rules read of a player; undefined for an unknown one. */
  cashierPlayer: async (playerId: number, tx: Db = db): Promise<CashierPlayerRow | undefined> =>
    rowsOf<CashierPlayerRow>(await tx.execute(cashierPlayerRead(sql`${playerId}::int`)))[0],

  insertPayment: async (tx: Db, payment: NewPayment): Promise<void> => {
    await tx.insert(payments).values(payment);
  },

  /** A payment of the player (or of anyone, without `playerId`); inside `tx`, locked. */
  findPayment: async (
    transactionId: number,
    options: { playerId?: number; tx?: Db } = {},
  ): Promise<PaymentRow | undefined> => {
    const where = and(
      eq(payments.transactionId, transactionId),
      options.playerId === undefined ? undefined : eq(payments.playerId, options.playerId),
    );
    const query = (options.tx ?? db).select().from(payments).where(where).limit(1);
    return (options.tx ? await query.for('update') : await query)[0];
  },

  updatePayment: async (
    tx: Db,
    transactionId: number,
    values: Partial<Pick<PaymentRow, 'status' | 'providerReference' | 'provider' | 'details'>>,
  ): Promise<void> => {
    await tx
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payments.transactionId, transactionId));
  },

  /** Whether the player has a payment of this kind (and method) in one of `statuses`. */
  hasPending: async (
    tx: Db,
    playerId: number,
    kind: 'deposit' | 'withdrawal',
    statuses: string[],
    methodId?: number,
  ): Promise<boolean> =>
    (
      await tx
        .select({ id: payments.transactionId })
        .from(payments)
        .where(
          and(
            eq(payments.playerId, playerId),
            eq(payments.kind, kind),
            inArray(payments.status, statuses),
            methodId === undefined ? undefined : eq(payments.methodId, methodId),
          ),
        )
        .limit(1)
    ).length > 0,

  /**
   * When the player last asked for a withdrawal that they did not cancel themselves: a player
   * who cancels to change the amount may ask again at once (each cancellation stays recorded).
   */
  lastWithdrawalAt: async (tx: Db, playerId: number): Promise<Date | undefined> =>
    (
      await tx
        .select({ at: payments.createdAt })
        .from(payments)
        .where(
          and(
            eq(payments.playerId, playerId),
            eq(payments.kind, 'withdrawal'),
            ne(payments.status, 'reverted'),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1)
    )[0]?.at,

  /** A number no other transfer has, from the payments' sequence of symbols. */
  isVariableSymbolFree: async (tx: Db, symbol: string): Promise<boolean> =>
    (
      await tx
        .select({ id: payments.transactionId })
        .from(payments)
        .where(eq(payments.variableSymbol, symbol))
        .limit(1)
    ).length === 0,

  /**
   * Records an event; a provider event whose id was recorded before is not recorded again and
   * answers false, so its money does not move twice.
   */
  insertEvent: async (tx: Db, event: NewPaymentEvent): Promise<boolean> =>
    (
      await tx
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({
          target: [paymentEvents.provider, paymentEvents.eventId],
          where: sql`${paymentEvents.eventId} is not null`,
        })
        .returning({ id: paymentEvents.id })
    ).length > 0,

  listEvents: async (transactionId: number) =>
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, transactionId))
      .orderBy(asc(paymentEvents.id)),

  /** Payments waiting for the operator: withdrawals asked for, offline deposits unconfirmed. */
  listPending: async (): Promise<PaymentRow[]> =>
    db
      .select()
      .from(payments)
      .where(
        sql`(${payments.kind} = 'withdrawal' and ${payments.status} = 'pending')
          or (${payments.kind} = 'deposit' and ${payments.status} = 'pending')`,
      )
      .orderBy(asc(payments.createdAt))
      .limit(500),

  /**
   * Payments of the staff's queues with their method's kind, newest first: withdrawals, offline
   * deposits (`offline`) or provider deposits (`card`), of some statuses (all when null).
   */
  listForStaff: async (filter: {
    kind: 'withdrawal' | 'offline' | 'card';
    statuses: string[] | null;
    playerId?: number;
  }): Promise<(PaymentRow & { methodKind: string; username: string })[]> =>
    (
      await db
        .select({
          payment: payments,
          methodKind: paymentMethods.kind,
          username: sql<string>`(${playerNameRead(sql`${payments.playerId}`)})`,
        })
        .from(payments)
        .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
        .where(
          and(
            eq(payments.kind, filter.kind === 'withdrawal' ? 'withdrawal' : 'deposit'),
            filter.kind === 'offline' ? isNull(payments.provider) : undefined,
            filter.kind === 'card' ? isNotNull(payments.provider) : undefined,
            filter.statuses ? inArray(payments.status, filter.statuses) : undefined,
            filter.playerId === undefined ? undefined : eq(payments.playerId, filter.playerId),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1_000)
    ).map((row) => ({ ...row.payment, methodKind: row.methodKind, username: row.username })),

  /**
   * Card and e-wallet deposits still `initialized` after their expiry, oldest first; one opened
   * before deposits carried an expiry expires `minutes` after it was opened.
   */
  listExpiredCheckouts: async (now: Date, minutes: number, limit: number): Promise<number[]> => {
    const expiry = sql`coalesce(${payments.expiresAt}, ${payments.createdAt} + make_interval(mins => ${minutes}))`;
    return (
      await db
        .select({ id: payments.transactionId })
        .from(payments)
        .where(
          and(
            eq(payments.kind, 'deposit'),
            eq(payments.status, 'initialized'),
            sql`${expiry} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(expiry)
        .limit(limit)
    ).map((row) => row.id);
  },

  /** Offline deposits still pending after their expiry. */
  listExpired: async (now: Date, limit: number): Promise<number[]> =>
    (
      await db
        .select({ id: payments.transactionId })
        .from(payments)
        .where(
          and(
            eq(payments.kind, 'deposit'),
            eq(payments.status, 'pending'),
            lte(payments.expiresAt, now),
          ),
        )
        .limit(limit)
    ).map((row) => row.id),
});

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
