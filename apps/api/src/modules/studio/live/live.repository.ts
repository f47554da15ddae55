import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { studioTableRounds } from '../live.tables';
import { studioRounds } from '../studio.tables';

/** A live table bet as stored on its studio round. */
export type LiveRoundRow = {
  id: string;
  gameId: number;
  status: string;
  bet: bigint;
  win: bigint;
  outcome: Record<string, unknown>;
};

const liveRound = {
  id: studioRounds.id,
  gameId: studioRounds.gameId,
  status: studioRounds.status,
  bet: studioRounds.bet,
  win: studioRounds.win,
  outcome: studioRounds.outcome,
};

const sequenceOf = sql<string>`(${studioRounds.outcome}->>'table_sequence')`;

export const createLiveRepository = (db: Db) => ({
  /** Rounds still waiting for their table's result (of one game and round, or all of them). */
  playingRounds: async (filter?: { gameId: number; sequence: number }): Promise<LiveRoundRow[]> =>
    db
      .select(liveRound)
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.status, 'playing'),
          sql`${studioRounds.outcome} ? 'table_sequence'`,
          ...(filter
            ? [eq(studioRounds.gameId, filter.gameId), eq(sequenceOf, String(filter.sequence))]
            : []),
        ),
      )
      .orderBy(asc(studioRounds.createdAt))
      .limit(1_000),

  /** A game session's bets on some rounds of its table. */
  sessionRounds: async (sessionId: string, sequences: number[]): Promise<LiveRoundRow[]> =>
    db
      .select(liveRound)
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.gameSessionId, sessionId),
          sql`${studioRounds.outcome} ? 'table_sequence'`,
          inArray(sequenceOf, sequences.map(String)),
          sql`${studioRounds.status} <> 'refused'`,
        ),
      )
      .orderBy(asc(studioRounds.createdAt)),

  /** Records a round's result the first time it is revealed; later calls change nothing. */
  saveTableRound: async (values: typeof studioTableRounds.$inferInsert): Promise<void> => {
    await db.insert(studioTableRounds).values(values).onConflictDoNothing();
  },

  findTableRound: async (gameId: number, sequence: number) =>
    (
      await db
        .select()
        .from(studioTableRounds)
        .where(and(eq(studioTableRounds.gameId, gameId), eq(studioTableRounds.sequence, sequence)))
    )[0],
});

export type LiveRepository = ReturnType<typeof createLiveRepository>;
