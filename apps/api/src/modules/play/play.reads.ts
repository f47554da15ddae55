import { sql, type SQL } from 'drizzle-orm';
import { sha256 } from '../../lib/hash';

/** A game session as `gameSessionRead` gives it. */
export type GameSessionReadRow = {
  id: string;
  mode: string;
  player_id: number | null;
  provider_id: number;
  game_id: number;
  expires_at: string | Date;
  player_session_id: string | null;
};

/** The game session of a provider's token, as a subquery for another module's statement. */
export const gameSessionRead = (token: string): SQL =>
  sql`select g.id, g.mode, g.player_id, g.provider_id, g.game_id, g.expires_at,
    g.player_session_id
    from game_sessions g where g.token_hash = ${sha256(token)}`;

/**
 * A bet keeps its game session alive for another idle period: the update as a statement that
 * another module's booking runs in its own statement (a data-modifying `with` part), only if
 * `booked` has a row.
 */
export const gameSessionTouch = (sessionId: string, idleMinutes: number, booked?: SQL): SQL =>
  sql`update game_sessions set last_activity_at = now(),
    expires_at = now() + make_interval(mins => ${idleMinutes})
    where id = ${sessionId}${booked ? sql` and exists (select 1 from ${booked})` : sql``}`;

/** A game session as `gameSessionPlayRead` gives it (the driver's text for the play money). */
export type GameSessionPlayRow = {
  id: string;
  mode: string;
  player_id: number | null;
  game_id: number;
  provider_id: number;
  currency_id: number;
  /** Minor units as text; null in real play. */
  demo_balance: string | null;
  lobby_url: string;
  expired: boolean;
};

/**
 * The game session of a token with what a game played on it needs (its currency, play money and
 * lobby), as a subquery another module's statement joins with the provider and the currency.
 */
export const gameSessionPlayRead = (token: string): SQL =>
  sql`select g.id, g.mode, g.player_id, g.game_id, g.provider_id, g.currency_id,
    g.demo_balance::text as demo_balance, g.lobby_url, g.expires_at <= now() as expired
    from game_sessions g where g.token_hash = ${sha256(token)} limit 1`;

/**
 * Whose a game session is and what it is played in (`player_id`, `provider_id`,
 * `currency_id`), as a subquery another module's statement joins to the session's id.
 */
export const gameSessionTiesRead = (sessionId: SQL): SQL =>
  sql`select g.player_id, g.provider_id, g.currency_id
    from game_sessions g where g.id = ${sessionId}`;

/** The ids of a player's game sessions, as a subquery for another module's `in (…)`. */
export const gameSessionsOfPlayer = (playerId: number): SQL =>
  sql`select g.id from game_sessions g where g.player_id = ${playerId}`;

/**
 * Takes a demo stake from a session's play money if it covers it, and keeps the session alive:
 * a statement returning the new balance (`balance`, as text), or no row.
 */
export const demoBalanceDebit = (sessionId: string, amount: bigint): SQL =>
  sql`update game_sessions set demo_balance = demo_balance - ${amount},
    last_activity_at = now(), expires_at = now() + interval '2 hours'
    where id = ${sessionId} and demo_balance >= ${amount}
    returning demo_balance::text as balance`;

/** Pays a demo win into a session's play money: a statement returning the new balance as text. */
export const demoBalanceCredit = (sessionId: string, amount: bigint): SQL =>
  sql`update game_sessions set demo_balance = demo_balance + ${amount}
    where id = ${sessionId}
    returning demo_balance::text as balance`;
