import { randomUUID } from 'node:crypto';
import { TRANSACTION_TYPES, type TransactionStatus } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createWalletRepository } from '../../modules/wallet/wallet.repository';
import { createWalletService, type Movement } from '../../modules/wallet/wallet.service';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A deposit or withdrawal as the cashier leaves it while its money has not moved (decision 23):
 * the wallet transaction with its status and method, no entries and no balance after it.
 */
export const openCashierTransaction = async (
  db: Db,
  input: {
    playerId: number;
    type: 'deposit' | 'withdraw';
    status: Extract<TransactionStatus, 'initialized' | 'pending' | 'declined'>;
    /** Minor units. */
    amount: bigint;
    paymentMethodId: number;
  },
): Promise<number> => {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into wallet_transactions (player_id, type_id, status, amount,
      currency_id, idempotency_key, created_by, meta)
      select ${input.playerId}, ${TRANSACTION_TYPES[input.type]}, ${input.status}, ${input.amount},
        p.currency_id, ${`test-cashier:${randomUUID()}`}, 'player',
        ${JSON.stringify({ payment_method_id: input.paymentMethodId })}::jsonb
      from players p where p.id = ${input.playerId}
      returning id::text`),
  );
  return Number(row!.id);
};

/** A movement of money booked through the wallet (a successful deposit, a bet, a win, ...). */
export const bookMovement = async (
  db: Db,
  movement: Omit<Movement, 'idempotencyKey' | 'createdBy'>,
): Promise<number> =>
  (
    await createWalletService(createWalletRepository(db)).post({
      ...movement,
      idempotencyKey: `test-movement:${randomUUID()}`,
      createdBy: 'test',
    })
  ).transactionId;

/** Moves transactions to a UTC day, keeping their time of day and order. */
export const moveTransactionsToDay = (db: Db, ids: number[], day: string) =>
  db.execute(
    sql`update wallet_transactions
      set created_at = (${day}::date + (created_at at time zone 'UTC')::time) at time zone 'UTC'
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );

/** Puts one transaction at an exact instant (ISO 8601), to test bounds to the millisecond. */
export const moveTransactionToInstant = (db: Db, id: number, instant: string) =>
  db.execute(
    sql`update wallet_transactions set created_at = ${instant}::timestamptz where id = ${id}`,
  );
