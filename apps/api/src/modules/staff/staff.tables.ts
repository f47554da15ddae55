import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Operator staff; they log in on the server (admin preview, back office; decision 33). */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** argon2id */
  passwordHash: text('password_hash').notNull(),
  /** One of STAFF_ROLES. */
  role: varchar('role', { length: 32 }).notNull(),
  /** Base32 secret of the staff member's authenticator; set at the first login. */
  totpSecret: text('totp_secret'),
  /** When the first good code confirmed the authenticator; null while enrolling. */
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** The time step of the last accepted code, so a code works once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions; like player sessions, only the token hash is stored. */
export const staffSessions = pgTable('staff_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  /**
   * `preview`: the admin preview's password-only login; `console`: the back office's login with
   * the second factor. Only a console session opens the staff API.
   */
  kind: varchar('kind', { length: 16 }).notNull().default('preview'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * The step between a right password and the authenticator's code: a random token (hash only),
 * good for STAFF_CHALLENGE_MINUTES and for one try.
 */
export const staffChallenges = pgTable('staff_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Every staff action and login, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE)
 * and hash-chained: `hash` = sha256(`prev_hash` + the row's canonical JSON). Ids follow each
 * other without gaps; rows are appended one at a time under an advisory lock.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: integer('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member, or the name typed at a failed login. */
    staff: text('staff').notNull(),
    /** A permission, or `auth.login`, `auth.login_failed`, `auth.logout`. */
    action: text('action').notNull(),
    /** What it acted on, e.g. `withdrawal:123`. */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('staff_audit_staff').on(table.staff, table.id),
    index('staff_audit_action').on(table.action, table.id),
  ],
);
