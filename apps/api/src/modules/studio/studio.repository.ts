import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import { providers } from '../casino/casino.tables';
import { currencies } from '../geo/geo.tables';
import { gameSessions } from '../play/play.tables';
import { studioRounds } from './studio.tables';

export type StudioSessionRow = {
  id: string;
  mode: 'real' | 'demo';
  playerId: number | null;
  gameId: number;
  providerSlug: string;
  currencyCode: string;
  currencySymbol: string;
  demoBalance: bigint | null;
  lobbyUrl: string;
  expired: boolean;
};

export type NewRound = typeof studioRounds.$inferInsert;

/** A real round whose win is still to be sent, and where to send it. */
export type OpenRound = {
  id: string;
  win: bigint;
  gameId: number;
  playerId: number;
  providerSlug: string;
  currencyCode: string;
};

export const createStudioRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  sessionOfToken: async (token: string): Promise<StudioSessionRow | undefined> => {
    const [row] = await db
      .select({
        id: gameSessions.id,
        mode: gameSessions.mode,
        playerId: gameSessions.playerId,
        gameId: gameSessions.gameId,
        providerSlug: providers.slug,
        currencyCode: currencies.code,
        currencySymbol: currencies.symbol,
        demoBalance: gameSessions.demoBalance,
        lobbyUrl: gameSessions.lobbyUrl,
        expired: sql<boolean>`${gameSessions.expiresAt} <= now()`,
      })
      .from(gameSessions)
      .innerJoin(providers, eq(providers.id, gameSessions.providerId))
      .innerJoin(currencies, eq(currencies.id, gameSessions.currencyId))
      .where(eq(gameSessions.tokenHash, sha256(token)))
      .limit(1);
    return row as StudioSessionRow | undefined;
  },

  /** Takes a demo stake if the play money covers it; the new balance, or undefined. */
  debitDemo: async (tx: Db, sessionId: string, amount: bigint): Promise<bigint | undefined> =>
    (
      await tx
        .update(gameSessions)
        .set({
          demoBalance: sql`${gameSessions.demoBalance} - ${amount}`,
          lastActivityAt: sql`now()`,
          expiresAt: sql`now() + interval '2 hours'`,
        })
        .where(and(eq(gameSessions.id, sessionId), gte(gameSessions.demoBalance, amount)))
        .returning({ balance: gameSessions.demoBalance })
    )[0]?.balance ?? undefined,

  creditDemo: async (tx: Db, sessionId: string, amount: bigint): Promise<bigint> =>
    (
      await tx
        .update(gameSessions)
        .set({ demoBalance: sql`${gameSessions.demoBalance} + ${amount}` })
        .where(eq(gameSessions.id, sessionId))
        .returning({ balance: gameSessions.demoBalance })
    )[0]!.balance!,

  insertRound: async (values: NewRound, tx: Db = db): Promise<void> => {
    await tx.insert(studioRounds).values(values);
  },

  /** Ends a round: `settled` (win taken), `refused` (bet refused) or `void` (no bet taken). */
  closeRound: async (
    id: string,
    status: 'settled' | 'refused' | 'void',
    error: string | null = null,
  ): Promise<void> => {
    await db
      .update(studioRounds)
      .set({ status, error, settledAt: sql`now()` })
      .where(and(eq(studioRounds.id, id), eq(studioRounds.status, 'open')));
  },

  noteRoundError: async (id: string, error: string): Promise<void> => {
    await db.update(studioRounds).set({ error }).where(eq(studioRounds.id, id));
  },

  /** Real rounds still open after a grace period, with what settling them needs. */
  openRounds: async (graceSeconds: number): Promise<OpenRound[]> =>
    db
      .select({
        id: studioRounds.id,
        win: studioRounds.win,
        gameId: studioRounds.gameId,
        playerId: sql<number>`${gameSessions.playerId}`,
        providerSlug: providers.slug,
        currencyCode: currencies.code,
      })
      .from(studioRounds)
      .innerJoin(gameSessions, eq(gameSessions.id, studioRounds.gameSessionId))
      .innerJoin(providers, eq(providers.id, gameSessions.providerId))
      .innerJoin(currencies, eq(currencies.id, gameSessions.currencyId))
      .where(
        and(
          eq(studioRounds.status, 'open'),
          eq(studioRounds.mode, 'real'),
          lt(studioRounds.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        ),
      )
      .orderBy(studioRounds.createdAt)
      .limit(500),
});

export type StudioRepository = ReturnType<typeof createStudioRepository>;
