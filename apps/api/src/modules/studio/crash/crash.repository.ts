import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { currencyRead } from '../../geo/geo.service';
import { gameSessionTiesRead } from '../../play/play.service';
import { playerNameRead } from '../../players/players.service';
import { crashRounds } from '../crash.tables';
import { studioRounds } from '../studio.tables';

/*
 * A crash table lists every bet of the round with its player's name and currency, on every page
 * that joins it, at every crash and at every cash-out: one query joining the parts the game
 * session's module (play), the currency's (geo) and the player's (players) publish, as
 * studio.repository.ts does for the same reason.
 */

export type CrashRoundRow = typeof crashRounds.$inferSelect;

/** A crash bet as the studio stored it (a studio_rounds row) with who placed it. */
export type CrashBetRow = {
  id: string;
  gameSessionId: string;
  bet: bigint;
  win: bigint;
  status: string;
  outcome: Record<string, unknown>;
  username: string | null;
  currency: string;
};

const isCrashBet = sql`${studioRounds.outcome}->>'engine' = 'crash'`;
const sequenceIs = (sequence: number) =>
  sql`${studioRounds.outcome}->>'sequence' = ${String(sequence)}`;

const betColumns = {
  id: studioRounds.id,
  gameSessionId: studioRounds.gameSessionId,
  bet: studioRounds.bet,
  win: studioRounds.win,
  status: studioRounds.status,
  outcome: studioRounds.outcome,
  username: sql<string | null>`p.username`,
  currency: sql<string>`c.currency_code`,
};

/** The shared rounds of crash games, and the bets (studio rounds) placed in them. */
export const createCrashRepository = (db: Db) => {
  const bets = () =>
    db
      .select(betColumns)
      .from(studioRounds)
      .crossJoinLateral(sql`(${gameSessionTiesRead(sql`${studioRounds.gameSessionId}`)}) as g`)
      .crossJoinLateral(sql`(${currencyRead(sql`g.currency_id`)}) as c`)
      .leftJoinLateral(sql`(${playerNameRead(sql`g.player_id`)}) as p`, sql`true`);

  return {
    latestRound: async (gameId: number): Promise<CrashRoundRow | undefined> =>
      (
        await db
          .select()
          .from(crashRounds)
          .where(eq(crashRounds.gameId, gameId))
          .orderBy(desc(crashRounds.sequence))
          .limit(1)
      )[0],

    findRound: async (gameId: number, sequence: number): Promise<CrashRoundRow | undefined> =>
      (
        await db
          .select()
          .from(crashRounds)
          .where(and(eq(crashRounds.gameId, gameId), eq(crashRounds.sequence, sequence)))
      )[0],

    /** Opens a round unless another instance did first; the stored row is the one that counts. */
    insertRound: async (round: CrashRoundRow): Promise<void> => {
      await db.insert(crashRounds).values(round).onConflictDoNothing();
    },

    /**
     * Publishes a crashed round's seed, and writes the crash point and seed into the stored
     * outcome of every bet of the round settled without them (cashed out before the crash), so
     * each bet can be checked from its own record; idempotent.
     */
    revealSeed: async (
      gameId: number,
      sequence: number,
      reveal: { seed: string; crash_point: number },
    ): Promise<void> => {
      await db.transaction(async (tx) => {
        await tx
          .update(crashRounds)
          .set({ seed: reveal.seed })
          .where(
            and(
              eq(crashRounds.gameId, gameId),
              eq(crashRounds.sequence, sequence),
              sql`${crashRounds.seed} is null`,
            ),
          );
        await tx
          .update(studioRounds)
          .set({ outcome: sql`${studioRounds.outcome} || ${JSON.stringify(reveal)}::jsonb` })
          .where(
            and(
              eq(studioRounds.gameId, gameId),
              isCrashBet,
              sequenceIs(sequence),
              ne(studioRounds.status, 'playing'),
              sql`${studioRounds.outcome}->>'seed' is null`,
            ),
          );
      });
    },

    /** The game's last crashed rounds, newest first. */
    lastCrashed: async (gameId: number, limit: number, now: Date): Promise<CrashRoundRow[]> =>
      db
        .select()
        .from(crashRounds)
        .where(and(eq(crashRounds.gameId, gameId), lte(crashRounds.crashedAt, now)))
        .orderBy(desc(crashRounds.sequence))
        .limit(limit),

    /** Every bet of a round, in the order placed. */
    roundBets: async (gameId: number, sequence: number): Promise<CrashBetRow[]> =>
      bets()
        .where(and(eq(studioRounds.gameId, gameId), isCrashBet, sequenceIs(sequence)))
        .orderBy(studioRounds.createdAt),

    findBet: async (id: string): Promise<CrashBetRow | undefined> =>
      (await bets().where(eq(studioRounds.id, id)))[0],

    /** The bets of a round still riding (not cashed out, not settled). */
    playingBets: async (gameId: number, sequence: number): Promise<CrashBetRow[]> =>
      bets().where(
        and(
          eq(studioRounds.gameId, gameId),
          eq(studioRounds.status, 'playing'),
          isCrashBet,
          sequenceIs(sequence),
        ),
      ),

    /** The game session's newest crash bet of the game, whatever its state. */
    lastBetOfSession: async (
      gameSessionId: string,
      gameId: number,
    ): Promise<CrashBetRow | undefined> =>
      (
        await bets()
          .where(
            and(
              eq(studioRounds.gameSessionId, gameSessionId),
              eq(studioRounds.gameId, gameId),
              isCrashBet,
            ),
          )
          .orderBy(desc(studioRounds.createdAt))
          .limit(1)
      )[0],

    hasPlayingBets: async (gameId: number): Promise<boolean> =>
      (
        await db
          .select({ id: studioRounds.id })
          .from(studioRounds)
          .where(
            and(eq(studioRounds.gameId, gameId), eq(studioRounds.status, 'playing'), isCrashBet),
          )
          .limit(1)
      ).length > 0,

    /**
     * Crash bets still riding although their round crashed more than `graceSeconds` ago (the
     * instance that ran the round stopped), with their round's crash point.
     */
    betsLeftRiding: async (graceSeconds: number) =>
      db
        .select({
          id: studioRounds.id,
          bet: studioRounds.bet,
          outcome: studioRounds.outcome,
          gameId: crashRounds.gameId,
          sequence: crashRounds.sequence,
        })
        .from(studioRounds)
        .innerJoin(
          crashRounds,
          and(
            eq(crashRounds.gameId, studioRounds.gameId),
            sql`${crashRounds.sequence} = (${studioRounds.outcome}->>'sequence')::int`,
          ),
        )
        .where(
          and(
            eq(studioRounds.status, 'playing'),
            isCrashBet,
            sql`${crashRounds.crashedAt} < now() - make_interval(secs => ${graceSeconds})`,
          ),
        )
        .limit(500),
  };
};

export type CrashRepository = ReturnType<typeof createCrashRepository>;
