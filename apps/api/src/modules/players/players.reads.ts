import { sql, type SQL } from 'drizzle-orm';

/** What another module's statement may read of a player (`playerRead`), as the driver gives it. */
export type PlayerReadRow = {
  skin_id: number;
  currency_id: number;
  status: string;
  status_reason: string | null;
  status_expires_at: string | Date | null;
  /** Minor units as text, or null without a limit. */
  max_daily_bet: string | null;
  max_weekly_bet: string | null;
  max_monthly_bet: string | null;
  max_daily_loss: string | null;
  max_weekly_loss: string | null;
  max_monthly_loss: string | null;
  /** Minutes, or null without a limit. */
  max_daily_playing_time: number | null;
};

/**
 * A player's site, currency, status and bet, loss and playing-time limits, as a subquery another module's statement
 * joins (`left join lateral (…) as p on true`), so a hot path reads them in its own round trip.
 */
export const playerRead = (playerId: SQL): SQL =>
  sql`select p.skin_id, p.currency_id, p.status, p.status_reason, p.status_expires_at,
    p.max_daily_bet::text, p.max_weekly_bet::text, p.max_monthly_bet::text,
    p.max_daily_loss::text, p.max_weekly_loss::text, p.max_monthly_loss::text,
    p.max_daily_playing_time
    from players p where p.id = ${playerId}`;

/**
 * The player's id while the player exists, as a subquery: a row that refers to a player read
 * earlier gets null rather than failing once an abandoned registration was removed meanwhile.
 */
export const playerIdRead = (playerId: SQL): SQL =>
  sql`select p.id from players p where p.id = ${playerId}`;

/** A player's username as a subquery with the column `username`, for another module's statement. */
export const playerNameRead = (playerId: SQL): SQL =>
  sql`select p.username from players p where p.id = ${playerId}`;

/** What the cashier's rules read of a player (`cashierPlayerRead`), as the driver gives it. */
export type CashierPlayerRow = {
  player_id: number;
  currency_id: number;
  status: string;
  status_expires_at: string | Date | null;
  terms_accepted: boolean;
  is_verified: boolean;
  /** Minor units as text, or null without a limit. */
  max_daily_deposit: string | null;
  max_weekly_deposit: string | null;
  max_monthly_deposit: string | null;
  /** The player's language: the cashier's refusals name their limits in it. */
  language: string;
};

/**
 * A player's standing for deposits and withdrawals (terms, status, verification and the
 * deposit limits in force), as a subquery another module joins.
 */
export const cashierPlayerRead = (playerId: SQL): SQL =>
  sql`select p.id as player_id, p.currency_id, p.status, p.status_expires_at, p.terms_accepted,
    p.is_verified, p.max_daily_deposit::text,
    p.max_weekly_deposit::text, p.max_monthly_deposit::text, p.language
    from players p where p.id = ${playerId}`;
