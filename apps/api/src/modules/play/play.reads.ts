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
