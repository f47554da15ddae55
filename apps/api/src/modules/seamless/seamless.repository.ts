import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import { sessions } from '../auth/auth.tables';
import { providers } from '../casino/casino.tables';
import { currencies } from '../geo/geo.tables';
import { gameSessions, playDays } from '../play/play.tables';
import { players } from '../players/players.tables';
import { wallets } from '../wallet/wallet.tables';
import { providerTransactions } from './seamless.tables';

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = Omit<
  typeof providerTransactions.$inferInsert,
  'id' | 'createdAt' | 'status' | 'httpStatus' | 'response'
>;

/** What a bet is checked against, read under the wallet's row lock. */
export type BetContext = {
  status: string;
  statusReason: string | null;
  statusExpiresAt: Date | null;
  maxDailyBet: bigint | null;
  maxDailyLoss: bigint | null;
  maxDailyPlayingTime: number | null;
  pockets: { available: bigint; deposited: bigint; bonus: bigint };
  day: { bets: bigint; wins: bigint; playingSeconds: number; lastBetAt: Date | null };
};

export type SessionOfToken = {
  id: string;
  mode: string;
  playerId: number | null;
  providerId: number;
  gameId: number;
  expiresAt: Date;
  /** A real session's login session is over (logged out or idle). */
  loginEnded: boolean;
  /** The player's site, whose maintenance stops bets (none for a demo session). */
  skinId: number | null;
  /** The player's currency (none for a demo session). */
  currencyId: number | null;
  currencyCode: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A change of a player's day of play (play_days). */
export type DayChange = {
  bets?: bigint;
  wins?: bigint;
  playingSeconds?: number;
  betAt?: boolean;
  /** The day to change, when not today (a rolled-back bet counts on its own day). */
  day?: Date;
};

/** A bet keeps the game session alive for another idle period. */
export type SessionTouch = { sessionId: string; idleMinutes: number };

const dayUpsert = (tx: Db, playerId: number, change: DayChange) => {
  const bets = change.bets ?? 0n;
  const wins = change.wins ?? 0n;
  const seconds = change.playingSeconds ?? 0;
  return tx
    .insert(playDays)
    .values({
      playerId,
      day: change.day
        ? change.day.toISOString().slice(0, 10)
        : sql`(now() at time zone 'utc')::date`,
      bets,
      wins,
      playingSeconds: seconds,
      lastBetAt: change.betAt ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [playDays.playerId, playDays.day],
      set: {
        bets: sql`${playDays.bets} + ${bets}`,
        wins: sql`${playDays.wins} + ${wins}`,
        playingSeconds: sql`${playDays.playingSeconds} + ${seconds}`,
        ...(change.betAt ? { lastBetAt: sql`now()` } : {}),
      },
    });
};

const sessionTouch = (tx: Db, touch: SessionTouch) =>
  tx
    .update(gameSessions)
    .set({
      lastActivityAt: sql`now()`,
      expiresAt: sql`now() + make_interval(mins => ${touch.idleMinutes})`,
    })
    .where(eq(gameSessions.id, touch.sessionId));

export const createSeamlessRepository = (db: Db, loginIdleMinutes: number) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  providerBySlug: async (slug: string) =>
    (
      await db
        .select({ id: providers.id, slug: providers.slug, enabled: providers.isVisible })
        .from(providers)
        .where(eq(providers.slug, slug))
        .limit(1)
    )[0],

  sessionOfToken: async (token: string, tx: Db = db): Promise<SessionOfToken | undefined> => {
    const [row] = await tx
      .select({
        id: gameSessions.id,
        mode: gameSessions.mode,
        playerId: gameSessions.playerId,
        providerId: gameSessions.providerId,
        gameId: gameSessions.gameId,
        expiresAt: gameSessions.expiresAt,
        loginEnded: sql<boolean>`(${sessions.id} is null or ${sessions.revokedAt} is not null
          or ${sessions.lastSeenAt} < now() - make_interval(mins => ${loginIdleMinutes}))`,
        skinId: players.skinId,
        currencyId: players.currencyId,
        currencyCode: currencies.code,
      })
      .from(gameSessions)
      .leftJoin(sessions, eq(sessions.id, gameSessions.playerSessionId))
      .leftJoin(players, eq(players.id, gameSessions.playerId))
      .leftJoin(currencies, eq(currencies.id, players.currencyId))
      .where(eq(gameSessions.tokenHash, sha256(token)))
      .limit(1);
    return row;
  },

  /**
   * Claims a transaction id for this provider, for a player who exists: the id of the new row,
   * or undefined when the id was claimed before or the player is unknown (find tells which).
   * An unknown player is no row at all, never a failed insert that would abort the transaction.
   */
  claim: async (tx: Db, values: NewProviderTransaction): Promise<number | undefined> => {
    const [row] = rowsOf<{ id: string | number }>(
      await tx.execute(sql`insert into provider_transactions (provider_id, external_id, kind,
          player_id, game_session_id, round_id, game_id, amount, status, http_status, response)
        select ${values.providerId}, ${values.externalId}, ${values.kind}, p.id,
          ${values.gameSessionId ?? null}, ${values.roundId ?? null}, ${values.gameId ?? null},
          ${values.amount}, 'pending', 0, '{}'::jsonb
        from players p where p.id = ${values.playerId}
        on conflict (provider_id, external_id) do nothing
        returning id`),
    );
    return row ? Number(row.id) : undefined;
  },

  find: async (
    tx: Db,
    providerId: number,
    externalId: string,
  ): Promise<ProviderTransactionRow | undefined> =>
    (
      await tx
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerId, providerId),
            eq(providerTransactions.externalId, externalId),
          ),
        )
        .limit(1)
    )[0],

  /**
   * What a round of a provider's player holds so far, read under the wallet's lock: the pocket
   * changes of every bet taken and not rolled back (a round may stake several times, a double or
   * a split, and a win follows them all), and how many wins it was paid.
   */
  roundOf: async (
    tx: Db,
    providerId: number,
    playerId: number,
    roundId: string,
  ): Promise<{ betChanges: Record<string, string>[]; wins: number }> => {
    const rows = await tx
      .select({ kind: providerTransactions.kind, changes: providerTransactions.changes })
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.providerId, providerId),
          eq(providerTransactions.playerId, playerId),
          eq(providerTransactions.roundId, roundId),
          inArray(providerTransactions.kind, ['bet', 'win']),
          eq(providerTransactions.status, 'ok'),
        ),
      );
    return {
      betChanges: rows.flatMap((row) => (row.kind === 'bet' && row.changes ? [row.changes] : [])),
      wins: rows.filter((row) => row.kind === 'win').length,
    };
  },

  /**
   * Stores the answer given for a claimed id (and the bet's pocket changes). The day's totals
   * and the game session's idle timer, when given, change in the same statement: a bet is on
   * the hot path, and each round trip to the database counts.
   */
  settle: async (
    tx: Db,
    id: number,
    values: Pick<ProviderTransactionRow, 'status' | 'httpStatus' | 'response'> &
      Partial<Pick<ProviderTransactionRow, 'walletTransactionId' | 'changes' | 'gameSessionId'>>,
    also: { day?: { playerId: number; change: DayChange }; touch?: SessionTouch } = {},
  ): Promise<void> => {
    const update = tx
      .update(providerTransactions)
      .set(values)
      .where(eq(providerTransactions.id, id));
    if (!also.day && !also.touch) {
      await update;
      return;
    }
    const parts = [
      ...(also.day
        ? [sql`day as (${dayUpsert(tx, also.day.playerId, also.day.change).getSQL()})`]
        : []),
      ...(also.touch ? [sql`touched as (${sessionTouch(tx, also.touch).getSQL()})`] : []),
    ];
    await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${update.getSQL()}`);
  },

  markRolledBack: async (tx: Db, id: number): Promise<void> => {
    await tx
      .update(providerTransactions)
      .set({ status: 'rolled_back' })
      .where(eq(providerTransactions.id, id));
  },

  /** Records a rollback of a bet never seen, so the bet is refused if it comes later. */
  tombstone: async (tx: Db, values: NewProviderTransaction): Promise<boolean> =>
    (
      await tx
        .insert(providerTransactions)
        .values({ ...values, kind: 'tombstone', status: 'ok', httpStatus: 200, response: {} })
        .onConflictDoNothing({
          target: [providerTransactions.providerId, providerTransactions.externalId],
        })
        .returning({ id: providerTransactions.id })
    ).length > 0,

  /**
   * Locks the player's wallet row (creating an empty one) and reads what a bet is checked
   * against. Every bet of a player runs one after another from here to its commit.
   */
  lockForBet: async (tx: Db, playerId: number): Promise<BetContext | undefined> => {
    // Lock first, then read in a statement of its own. A `select … join … for update of w` that
    // waited for the lock re-reads only the wallet row: the players and play_days rows would come
    // from its snapshot taken before the previous bet committed, so concurrent bets could pass
    // a daily limit together.
    const lock = sql`select player_id from wallets where player_id = ${playerId} for update`;
    if (rowsOf(await tx.execute(lock)).length === 0) {
      await tx.execute(sql`insert into wallets (player_id, currency_id)
        select id, currency_id from players where id = ${playerId}
        on conflict (player_id) do nothing`);
      if (rowsOf(await tx.execute(lock)).length === 0) return undefined;
    }
    const [row] = rowsOf<{
      available: string;
      deposited: string;
      bonus: string;
      status: string;
      status_reason: string | null;
      status_expires_at: string | Date | null;
      max_daily_bet: string | null;
      max_daily_loss: string | null;
      max_daily_playing_time: number | null;
      bets: string | null;
      wins: string | null;
      playing_seconds: number | null;
      last_bet_at: string | Date | null;
    }>(
      await tx.execute(sql`select w.available::text, w.deposited::text, w.bonus::text,
          p.status, p.status_reason, p.status_expires_at, p.max_daily_bet::text,
          p.max_daily_loss::text, p.max_daily_playing_time,
          d.bets::text, d.wins::text, d.playing_seconds, d.last_bet_at
        from wallets w
        join players p on p.id = w.player_id
        left join play_days d on d.player_id = w.player_id
          and d.day = (now() at time zone 'utc')::date
        where w.player_id = ${playerId}`),
    );
    if (!row) return undefined;
    const big = (value: string | null) => (value === null ? null : BigInt(value));
    const time = (value: string | Date | null) => (value === null ? null : new Date(value));
    return {
      status: row.status,
      statusReason: row.status_reason,
      statusExpiresAt: time(row.status_expires_at),
      maxDailyBet: big(row.max_daily_bet),
      maxDailyLoss: big(row.max_daily_loss),
      maxDailyPlayingTime: row.max_daily_playing_time,
      pockets: {
        available: BigInt(row.available),
        deposited: BigInt(row.deposited),
        bonus: BigInt(row.bonus),
      },
      day: {
        bets: big(row.bets) ?? 0n,
        wins: big(row.wins) ?? 0n,
        playingSeconds: row.playing_seconds ?? 0,
        lastBetAt: time(row.last_bet_at),
      },
    };
  },

  /** Adds to today's (UTC) play of a player; run under the wallet's lock. */
  addToDay: async (tx: Db, playerId: number, change: DayChange): Promise<void> => {
    await dayUpsert(tx, playerId, change);
  },

  /** A player's currency, for a settlement sent without a session token. */
  playerCurrency: async (tx: Db, playerId: number) =>
    (
      await tx
        .select({ id: currencies.id, code: currencies.code })
        .from(players)
        .innerJoin(currencies, eq(currencies.id, players.currencyId))
        .where(eq(players.id, playerId))
        .limit(1)
    )[0],

  walletOf: async (playerId: number, tx: Db = db) =>
    (await tx.select().from(wallets).where(eq(wallets.playerId, playerId)).limit(1))[0],
});

export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
