import {
  bigserial,
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
import { players } from '../players/players.tables';

/**
 * A player's KYC levels (decision 28): one row per player and level, its status as the
 * provider's webhooks set it, and the time of the provider's decision last applied, so an
 * older one arriving late is ignored.
 */
export const kycLevels = pgTable(
  'kyc_levels',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** `BasicAmlLevel` or `ID_SELFIE_2NDID_POA`. */
    level: varchar('level', { length: 40 }).notNull(),
    /** `initialized`, `pending`, `accepted`, `rejected`. */
    status: varchar('status', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    applicantId: text('applicant_id').notNull(),
    rejectReason: text('reject_reason'),
    /** The provider's time of the decision last applied; null before any webhook. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_levels_player_level').on(table.playerId, table.level),
    index('kyc_levels_applicant').on(table.provider, table.applicantId),
  ],
);

/**
 * Every webhook of a verification provider and every request of the player, with what came of
 * it (`applied`, `ignored` and why): the record a regulator reads. A provider's event id is
 * unique, so a redelivery finds it and changes nothing.
 */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id').references(() => players.id),
    /** `provider` or `player`. */
    source: varchar('source', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's event id; a player's request gets a random one. */
    eventId: text('event_id').notNull(),
    /** The event type, or `ignored`. */
    type: varchar('type', { length: 32 }).notNull(),
    reason: text('reason'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kyc_events_provider_event').on(table.provider, table.eventId)],
);

/**
 * An AML level a compliance officer set by hand for a player (decision 28): it replaces the
 * computed one (PEP/UBO, country, deposits) until changed again; each change is also a
 * `kyc_events` row with who and why.
 */
export const kycAmlOverrides = pgTable('kyc_aml_overrides', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  /** `low`, `medium` or `high`. */
  level: varchar('level', { length: 8 }).notNull(),
  reason: text('reason').notNull(),
  setBy: text('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
