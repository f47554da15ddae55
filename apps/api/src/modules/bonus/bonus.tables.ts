import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PlayerBonusStatus } from '@prime/contract';
import { campaigns } from '../campaigns/campaigns.tables';
import { players } from '../players/players.tables';

/**
 * A player's campaign from the choice to its end (decision 32): `pending` waits for its
 * qualifying deposit, `active` holds money in the bonus pocket being wagered, the rest are
 * ends. The campaign's figures are copied here when it is awarded, so an operator's later edit
 * or end never changes a bonus already given. At most one pending and one active per player.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    currencyId: integer('currency_id').notNull(),
    status: varchar('status', { length: 24 }).$type<PlayerBonusStatus>().notNull(),
    /** The campaign's reward type: deposit_match, free_spins, no_deposit, cashback. */
    type: varchar('type', { length: 16 }).notNull(),
    /** How it was chosen: `registration`, `code`, `my_bonus`, `deposit`. */
    source: varchar('source', { length: 16 }).notNull(),
    /** Minor units awarded, free-spin wins added as they come. */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Turnover to reach, minor units: amount × wagering multiplier. */
    target: bigint('target', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Turnover counted so far, minor units (stake × contribution / 100). */
    counter: bigint('counter', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The largest stake while active, minor units; null when the campaign sets none. */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    /** Percent of a stake counted by game category, as the campaign had it at award. */
    gameContribution: jsonb('game_contribution').$type<Record<string, number>>().notNull(),
    expiryDays: integer('expiry_days').notNull(),
    freespins: integer('freespins').notNull().default(0),
    freespinsCounter: integer('freespins_counter').notNull().default(0),
    /** The value of one free spin, minor units; null for other campaigns. */
    spinValue: bigint('spin_value', { mode: 'bigint' }),
    /** Studio slugs the free spins are played on. */
    games: jsonb('games').$type<string[]>().notNull().default([]),
    /** The deposit (wallet transaction) that qualified it. */
    depositTransactionId: integer('deposit_transaction_id'),
    /** Minor units that left the bonus pocket when it ended: converted or removed. */
    endedAmount: bigint('ended_amount', { mode: 'bigint' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Who ended it: the player, `system` (expiry, minimum balance, wagering) or an operator. */
    endedBy: text('ended_by'),
  },
  (table) => [
    uniqueIndex('player_bonuses_one_active')
      .on(table.playerId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('player_bonuses_one_pending')
      .on(table.playerId)
      .where(sql`${table.status} = 'pending'`),
    index('player_bonuses_player').on(table.playerId, table.id),
    index('player_bonuses_expiring')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    index('player_bonuses_campaign').on(table.campaignId),
  ],
);
