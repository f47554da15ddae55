import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerRead } from '../casino/casino.service';
import { currencyRead } from '../geo/geo.service';
import {
  demoBalanceCredit,
  demoBalanceDebit,
  gameSessionPlayRead,
  gameSessionsOfPlayer,
  gameSessionTiesRead,
  type GameSessionPlayRow,
} from '../play/play.service';
import { studioRounds } from './studio.tables';

/*
 * The studio plays on the casino's game sessions (play module), with the game's provider
 * (casino) and the session's currency (geo). A round reads its session by token, takes and pays
 * demo stakes on the session's play money inside the round's own transaction, and finds where a
 * win goes, each in one statement on the path of every bet, where calls to three services would
 * add round trips. So those modules publish their parts from their services (reads as subqueries,
 * the play money's writes as statements), and these statements compose them (decision 0021).
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A session as `sessionOfToken` reads it, as the driver gives it. */
type SessionReadRow = GameSessionPlayRow & {
  provider_slug: string;
  currency_code: string;
  currency_symbol: string;
};

/** What the demo balance writers return: the play money in minor units, as text. */
type BalanceRow = { balance: string | null };

const bigOrNull = (value: string | null | undefined) => (value == null ? null : BigInt(value));

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
  /** What the round stored; its stake book names extra stakes to refund before the win. */
  outcome: Record<string, unknown>;
  gameId: number;
  playerId: number;
  providerSlug: string;
  currencyCode: string;
};

/** A round's game session with its provider and currency, as a lateral join (`t`). */
const sessionTies = sql`(select g.player_id, p.provider_slug, c.currency_code
  from (${gameSessionTiesRead(sql`${studioRounds.gameSessionId}`)}) as g
  cross join lateral (${providerRead(sql`g.provider_id`)}) as p
  cross join lateral (${currencyRead(sql`g.currency_id`)}) as c) as t`;

/** The session's ties of a round (joined with `sessionTies`): where its win goes. */
const roundTies = {
  id: studioRounds.id,
  win: studioRounds.win,
  outcome: studioRounds.outcome,
  gameId: studioRounds.gameId,
  playerId: sql<number>`t.player_id`,
  providerSlug: sql<string>`t.provider_slug`,
  currencyCode: sql<string>`t.currency_code`,
};

/**
 * The rounds of a game a session may see and play on: real play, the player's real rounds of
 * every session of the game; demo, this session's.
 */
const ownRounds = (session: StudioSessionRow, gameId: number) =>
  and(
    eq(studioRounds.gameId, gameId),
    session.mode === 'demo' || session.playerId === null
      ? eq(studioRounds.gameSessionId, session.id)
      : and(
          sql`${studioRounds.gameSessionId} in (${gameSessionsOfPlayer(session.playerId)})`,
          eq(studioRounds.mode, 'real'),
        ),
  );

/** What a family needs of a round it plays on. */
const playingColumns = {
  id: studioRounds.id,
  mode: studioRounds.mode,
  status: studioRounds.status,
  bet: studioRounds.bet,
  win: studioRounds.win,
  outcome: studioRounds.outcome,
};

export type PlayingRound = {
  id: string;
  mode: string;
  status: string;
  bet: bigint;
  win: bigint;
  outcome: Record<string, unknown>;
};

export const createStudioRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  sessionOfToken: async (token: string): Promise<StudioSessionRow | undefined> => {
    const [row] = rowsOf<SessionReadRow>(
      await db.execute(sql`select g.*, p.provider_slug, c.currency_code, c.currency_symbol
        from (${gameSessionPlayRead(token)}) as g
        cross join lateral (${providerRead(sql`g.provider_id`)}) as p
        cross join lateral (${currencyRead(sql`g.currency_id`)}) as c`),
    );
    return row
      ? {
          id: row.id,
          mode: row.mode as StudioSessionRow['mode'],
          playerId: row.player_id,
          gameId: row.game_id,
          providerSlug: row.provider_slug,
          currencyCode: row.currency_code,
          currencySymbol: row.currency_symbol,
          demoBalance: bigOrNull(row.demo_balance),
          lobbyUrl: row.lobby_url,
          expired: row.expired,
        }
      : undefined;
  },

  /** Takes a demo stake if the play money covers it; the new balance, or undefined. */
  debitDemo: async (tx: Db, sessionId: string, amount: bigint): Promise<bigint | undefined> => {
    const [row] = rowsOf<BalanceRow>(await tx.execute(demoBalanceDebit(sessionId, amount)));
    return bigOrNull(row?.balance) ?? undefined;
  },

  creditDemo: async (tx: Db, sessionId: string, amount: bigint): Promise<bigint> => {
    const [row] = rowsOf<BalanceRow>(await tx.execute(demoBalanceCredit(sessionId, amount)));
    return BigInt(row!.balance!);
  },

  insertRound: async (values: NewRound, tx: Db = db): Promise<void> => {
    await tx.insert(studioRounds).values(values);
  },

  /**
   * Ends a round: `settled` (win taken), `refused` (bet refused; an instant round is `open`
   * then, a round with a later result `playing`) or `void` (no bet taken).
   */
  closeRound: async (
    id: string,
    status: 'settled' | 'refused' | 'void',
    error: string | null = null,
  ): Promise<void> => {
    await db
      .update(studioRounds)
      .set({ status, error, settledAt: sql`now()` })
      .where(and(eq(studioRounds.id, id), inArray(studioRounds.status, ['open', 'playing'])));
  },

  noteRoundError: async (id: string, error: string): Promise<void> => {
    await db.update(studioRounds).set({ error }).where(eq(studioRounds.id, id));
  },

  /** Real rounds still open after a grace period, with what settling them needs. */
  openRounds: async (graceSeconds: number): Promise<OpenRound[]> =>
    db
      .select(roundTies)
      .from(studioRounds)
      .crossJoinLateral(sessionTies)
      .where(
        and(
          eq(studioRounds.status, 'open'),
          eq(studioRounds.mode, 'real'),
          lt(studioRounds.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        ),
      )
      .orderBy(studioRounds.createdAt)
      .limit(500),

  /** A round of the session's player and game (see ownRounds), with what its engine stored. */
  roundOfSession: async (id: string, session: StudioSessionRow, gameId: number) =>
    (
      await db
        .select(playingColumns)
        .from(studioRounds)
        .where(and(eq(studioRounds.id, id), ownRounds(session, gameId)))
        .limit(1)
    )[0],

  /**
   * The latest round still `playing` of the session's player and game (see ownRounds): a hand
   * left by a reload, which opens a new game session, is found again.
   */
  playingRoundOfSession: async (session: StudioSessionRow, gameId: number) =>
    (
      await db
        .select(playingColumns)
        .from(studioRounds)
        .where(and(eq(studioRounds.status, 'playing'), ownRounds(session, gameId)))
        .orderBy(desc(studioRounds.createdAt))
        .limit(1)
    )[0],

  /**
   * Rounds still `playing` whose stored outcome names `engine` and whose last move
   * (`outcome.acted_at`) is older than `idleSeconds`: rounds their player left.
   */
  idlePlayingRounds: async (engine: string, idleSeconds: number) =>
    db
      .select({ ...playingColumns, sessionId: studioRounds.gameSessionId })
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.status, 'playing'),
          sql`${studioRounds.outcome}->>'engine' = ${engine}`,
          sql`(${studioRounds.outcome}->>'acted_at')::timestamptz < now() - make_interval(secs => ${idleSeconds})`,
        ),
      )
      .orderBy(studioRounds.createdAt)
      .limit(200),

  /**
   * Replaces a `playing` round's outcome if it is still `previous` (compare and set, so two
   * moves sent at once cannot both apply), adding `addBet` to its stake. Whether it did.
   */
  replacePlayingOutcome: async (
    id: string,
    previous: Record<string, unknown>,
    next: Record<string, unknown>,
    addBet = 0n,
    tx: Db = db,
  ): Promise<boolean> =>
    (
      await tx
        .update(studioRounds)
        .set({ outcome: next, bet: sql`${studioRounds.bet} + ${addBet}` })
        .where(
          and(
            eq(studioRounds.id, id),
            eq(studioRounds.status, 'playing'),
            sql`${studioRounds.outcome} = ${JSON.stringify(previous)}::jsonb`,
          ),
        )
        .returning({ id: studioRounds.id })
    ).length === 1,

  /**
   * Gives a `playing` round its win and final outcome, once: a demo round is settled and its
   * win credited to the play money in the same transaction; a real round becomes `open` until
   * its win is paid. Undefined when the round is not playing (finished before).
   */
  finishPlaying: async (
    id: string,
    win: bigint,
    outcome: Record<string, unknown>,
    /** When given, the round is finished only if its outcome is still this one. */
    previous?: Record<string, unknown>,
  ): Promise<(OpenRound & { mode: string; demoBalance: bigint | null }) | undefined> =>
    db.transaction(async (tx) => {
      const [round] = await tx
        .update(studioRounds)
        .set({
          win,
          outcome,
          status: sql`case when ${studioRounds.mode} = 'demo' then 'settled' else 'open' end`,
          settledAt: sql`case when ${studioRounds.mode} = 'demo' then now() end`,
        })
        .where(
          and(
            eq(studioRounds.id, id),
            eq(studioRounds.status, 'playing'),
            previous
              ? sql`${studioRounds.outcome} = ${JSON.stringify(previous)}::jsonb`
              : undefined,
          ),
        )
        .returning({ mode: studioRounds.mode, sessionId: studioRounds.gameSessionId });
      if (!round) return undefined;
      let demoBalance: bigint | null = null;
      if (round.mode === 'demo') {
        const [session] = rowsOf<BalanceRow>(
          await tx.execute(demoBalanceCredit(round.sessionId, win)),
        );
        demoBalance = bigOrNull(session?.balance);
      }
      const [ties] = await tx
        .select(roundTies)
        .from(studioRounds)
        .crossJoinLateral(sessionTies)
        .where(eq(studioRounds.id, id));
      return { ...ties!, mode: round.mode, demoBalance };
    }),

  /** Where a real round's money goes (its player, provider and currency). */
  tiesOfRound: async (id: string): Promise<OpenRound | undefined> =>
    (
      await db
        .select(roundTies)
        .from(studioRounds)
        .crossJoinLateral(sessionTies)
        .where(eq(studioRounds.id, id))
    )[0],

  /** A player's last rounds of a game (real play: of every session; demo: of this session). */
  lastRounds: async (session: StudioSessionRow, gameId: number, limit: number) =>
    db
      .select({
        id: studioRounds.id,
        createdAt: studioRounds.createdAt,
        mode: studioRounds.mode,
        bet: studioRounds.bet,
        win: studioRounds.win,
        status: studioRounds.status,
        outcome: studioRounds.outcome,
      })
      .from(studioRounds)
      .where(ownRounds(session, gameId))
      .orderBy(desc(studioRounds.createdAt))
      .limit(limit),
});

export type StudioRepository = ReturnType<typeof createStudioRepository>;
