import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import type { SessionsService } from '../auth/sessions.service';
import type { PlayersService } from '../players/players.service';
import { gameSessions } from './play.tables';

export type { LaunchPlayer } from '../players/players.service';

export type NewGameSession = {
  token: string;
  mode: 'real' | 'demo';
  playerId: number | null;
  playerSessionId: string | null;
  gameId: number;
  providerId: number;
  currencyId: number;
  demoBalance: bigint | null;
  lobbyUrl: string;
  idleMinutes: number;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The game sessions, and what the play service asks of the players module (the player's standing) and of the auth module (when a login session began) through their services.
 */
export const createPlayRepository = (
  db: Db,
  outside: {
    players: Pick<PlayersService, 'findLaunchPlayer' | 'clearRealityCheck' | 'startRealityCheck'>;
    sessions: Pick<SessionsService, 'findStartedAt'>;
  },
) => ({
  launchPlayer: outside.players.findLaunchPlayer,

  /** Clears a pending reality check: opening a game again is the player's answer to it. */
  clearRealityCheck: outside.players.clearRealityCheck,

  /** Ends the player's real-money game sessions still open: their bets are refused from now. */
  closeGameSessions: async (tx: Db, playerId: number): Promise<void> => {
    await tx.execute(sql`update game_sessions set expires_at = now()
      where player_id = ${playerId} and mode = 'real' and expires_at > now()`);
  },

  createGameSession: async (values: NewGameSession): Promise<void> => {
    await db.insert(gameSessions).values({
      tokenHash: sha256(values.token),
      mode: values.mode,
      playerId: values.playerId,
      playerSessionId: values.playerSessionId,
      gameId: values.gameId,
      providerId: values.providerId,
      currencyId: values.currencyId,
      demoBalance: values.demoBalance,
      lobbyUrl: values.lobbyUrl,
      expiresAt: sql`now() + make_interval(mins => ${values.idleMinutes})`,
    });
  },

  /**
   * What the player did in one login session: its start, and the bets and wins of the game
   * sessions opened from it (rolled-back bets left out), in minor units.
   */
  loginSummary: async (
    sessionId: string,
  ): Promise<{ startedAt: Date; wagered: bigint; won: bigint } | undefined> => {
    const [startedAt, result] = await Promise.all([
      outside.sessions.findStartedAt(sessionId),
      db.execute(sql`select
          coalesce(sum(t.amount) filter (where t.kind = 'bet' and t.status = 'ok'), 0)::text as wagered,
          coalesce(sum(t.amount) filter (where t.kind = 'win' and t.status = 'ok'), 0)::text as won
        from ${gameSessions} g
        join provider_transactions t on t.game_session_id = g.id
        where g.player_session_id = ${sessionId}`),
    ]);
    const [row] = rowsOf<{ wagered: string; won: string }>(result);
    return startedAt
      ? { startedAt, wagered: BigInt(row?.wagered ?? 0), won: BigInt(row?.won ?? 0) }
      : undefined;
  },

  /** Marks the player as awaiting the answer to a reality check. */
  startRealityCheck: outside.players.startRealityCheck,
});

export type PlayRepository = ReturnType<typeof createPlayRepository>;
