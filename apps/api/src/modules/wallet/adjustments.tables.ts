import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';
import { walletTransactions } from './wallet.tables';

/**
 * A staff member's manual credit or debit of a player's real money. Above the approval
 * threshold it waits (`pending`) for a second staff member; once `booked` it names the ledger
 * transaction (type `adjustment`) that moved the money, booked with the key `adjustment:<id>`.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** `credit` or `debit`. */
    direction: varchar('direction', { length: 8 }).notNull(),
    /** Minor units of the player's currency, positive. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** `pending`, `booked` or `rejected`. */
    status: varchar('status', { length: 16 }).notNull(),
    reason: text('reason').notNull(),
    /** The console's key: the same key answers this row again instead of a second one. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => walletTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('balance_adjustments_status').on(table.status, table.createdAt),
    index('balance_adjustments_player').on(table.playerId, table.createdAt),
    check('balance_adjustments_amount_positive', sql`${table.amount} > 0`),
    check('balance_adjustments_direction', sql`${table.direction} in ('credit', 'debit')`),
    check('balance_adjustments_status', sql`${table.status} in ('pending', 'booked', 'rejected')`),
    // Booked means money moved, and only then.
    check(
      'balance_adjustments_booked_has_transaction',
      sql`(${table.status} = 'booked') = (${table.transactionId} is not null)`,
    ),
  ],
);
