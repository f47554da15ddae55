import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import { sessions } from '../auth/auth.tables';
import { playerMessages, players } from '../players/players.tables';
import { gameSessions } from './play.tables';

export type LaunchPlayer = {
  id: number;
  skinId: number;
  status: string;
  statusReason: string | null;
  statusExpiresAt: Date | null;
  isPep: boolean;
  isUbo: boolean;
  termsAccepted: boolean;
  countryCode: string | null;
  currencyId: number;
};

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

export const createPlayRepository = (db: Db) => ({
  launchPlayer: async (playerId: number): Promise<LaunchPlayer | undefined> =>
    (
      await db
        .select({
          id: players.id,
          skinId: players.skinId,
          status: players.status,
          statusReason: players.statusReason,
          statusExpiresAt: players.statusExpiresAt,
          isPep: players.isPep,
          isUbo: players.isUbo,
          termsAccepted: players.termsAccepted,
          countryCode: players.countryCode,
          currencyId: players.currencyId,
        })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1)
    )[0],

  /** Clears a pending reality check: opening a game again is the player's answer to it. */
  clearRealityCheck: async (playerId: number): Promise<void> => {
    await db
      .update(players)
      .set({ statusReason: null, updatedAt: sql`now()` })
      .where(and(eq(players.id, playerId), eq(players.statusReason, 'awaiting_reality_check')));
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
    const [row] = rowsOf<{ started_at: string | Date; wagered: string; won: string }>(
      await db.execute(sql`select s.created_at as started_at,
          coalesce(sum(t.amount) filter (where t.kind = 'bet' and t.status = 'ok'), 0)::text as wagered,
          coalesce(sum(t.amount) filter (where t.kind = 'win' and t.status = 'ok'), 0)::text as won
        from ${sessions} s
        left join ${gameSessions} g on g.player_session_id = s.id
        left join provider_transactions t on t.game_session_id = g.id
        where s.id = ${sessionId}
        group by s.created_at`),
    );
    return row
      ? { startedAt: new Date(row.started_at), wagered: BigInt(row.wagered), won: BigInt(row.won) }
      : undefined;
  },

  /** Marks the player as awaiting the answer to a reality check and leaves the message. */
  startRealityCheck: async (playerId: number, message: { subject: string; body: string }) =>
    db.transaction(async (tx) => {
      await tx
        .update(players)
        .set({ statusReason: 'awaiting_reality_check', updatedAt: sql`now()` })
        .where(eq(players.id, playerId));
      const [row] = await tx
        .insert(playerMessages)
        .values({ playerId, type: 'realityCheck', ...message })
        .returning();
      return row!;
    }),

  /** One of the player's own messages, marked read. */
  readMessage: async (playerId: number, id: number) =>
    (
      await db
        .update(playerMessages)
        .set({ readAt: sql`coalesce(${playerMessages.readAt}, now())` })
        .where(and(eq(playerMessages.id, id), eq(playerMessages.playerId, playerId)))
        .returning()
    )[0],
});

export type PlayRepository = ReturnType<typeof createPlayRepository>;
