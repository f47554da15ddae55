import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  bigserial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { providers } from '../casino/casino.tables';
import { players } from '../players/players.tables';

/**
 * Every seamless-wallet call that names a transaction id, once per provider and id: the first
 * answer is stored and returned to retries. A rollback of an unknown bet leaves a `tombstone`
 * row under the bet's id, so the bet, arriving late, is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    externalId: text('external_id').notNull(),
    /** `bet`, `win`, `rollback` or `tombstone`. */
    kind: varchar('kind', { length: 16 }).notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameSessionId: uuid('game_session_id'),
    roundId: text('round_id'),
    gameId: integer('game_id'),
    /** Minor units asked for. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** `ok`, `refused` (the stored answer is an error), or `rolled_back` (a bet undone). */
    status: varchar('status', { length: 16 }).notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }),
    /** For a bet: the signed change of each pocket, which a win follows and a rollback undoes. */
    changes: jsonb('changes').$type<Record<string, string>>(),
    httpStatus: smallint('http_status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_transactions_external').on(table.providerId, table.externalId),
    index('provider_transactions_session').on(table.gameSessionId),
    // A win or rollback reads its round's bets and wins. The provider is not a key of it: a
    // lookup of one id by provider must find only the unique index above to use, whatever
    // the statistics say when its plan is made (a prepared plan outlives them).
    index('provider_transactions_round').on(table.playerId, table.roundId),
  ],
);
