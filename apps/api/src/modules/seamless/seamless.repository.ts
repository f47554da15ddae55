import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { loginEndedRead } from '../auth/sessions.service';
import { currencyRead } from '../geo/geo.service';
import { gameSessionRead, type GameSessionReadRow } from '../play/play.service';
import { playerRead } from '../players/players.service';
import {
  stakeContextRead,
  stakeStandingRead,
  type StakeContextRow,
} from '../protection/protection.service';
import { walletRead, type WalletReadRow } from '../wallet/wallet.service';
import { providerTransactions } from './seamless.tables';

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = Omit<
  typeof providerTransactions.$inferInsert,
  'id' | 'createdAt' | 'status' | 'httpStatus' | 'response'
>;

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

/**
 * Everything a bet is decided on, read in one statement without a lock: the session of the
 * token, the player's stake context and wallet, and whether the transaction id was seen.
 */
export type BetRead = {
  session: SessionOfToken;
  /** The player's status, limits and day of play (none for an unknown player). */
  stake: StakeContextRow | null;
  wallet: WalletReadRow | null;
  /** The id was claimed before (a retry, a tombstone or a concurrent call). */
  seen: boolean;
  /** The standing the bet is decided on besides the wallet, as one text (see `standing`). */
  digest: string;
};

/** A bet as a win is decided on. */
export type BetOfWin = Pick<
  ProviderTransactionRow,
  'kind' | 'playerId' | 'status' | 'roundId' | 'changes' | 'gameSessionId'
>;

/** What a round of a provider's player holds: its bets' pocket changes and its wins. */
export type RoundSoFar = { betChanges: Record<string, string>[]; wins: number };

/** Everything a win is decided on, read in one statement without a lock. */
export type WinRead = {
  session: SessionOfToken;
  wallet: WalletReadRow | null;
  bet: BetOfWin | null;
  round: RoundSoFar;
  seen: boolean;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type SessionReadRow = GameSessionReadRow & {
  login_ended: boolean;
  skin_id: number | null;
  currency_id: number | null;
  currency_code: string | null;
};

/** The session of a token with its login state and the player's site and currency. */
const sessionRead = (token: string, loginIdleMinutes: number, also: SQL = sql``) =>
  sql`select g.*, l.login_ended, p.skin_id, p.currency_id, c.currency_code${also}
    from (${gameSessionRead(token)}) as g
    cross join lateral (${loginEndedRead(sql`g.player_session_id`, loginIdleMinutes)}) as l
    left join lateral (${playerRead(sql`g.player_id`)}) as p on true
    left join lateral (${currencyRead(sql`p.currency_id`)}) as c on true`;

const sessionOfRow = (row: SessionReadRow): SessionOfToken => ({
  id: row.id,
  mode: row.mode,
  playerId: row.player_id,
  providerId: row.provider_id,
  gameId: row.game_id,
  expiresAt: new Date(row.expires_at),
  loginEnded: row.login_ended,
  skinId: row.skin_id,
  currencyId: row.currency_id,
  currencyCode: row.currency_code,
});

/** The columns of `sessionRead` a bet's standing covers: all but the session's end. */
const SESSION_STANDING_COLUMNS = [
  'id',
  'mode',
  'player_id',
  'provider_id',
  'game_id',
  'player_session_id',
  'login_ended',
  'skin_id',
  'currency_id',
  'currency_code',
] as const;
// A column added to the session's read fails the typecheck here until the standing covers it.
type UncoveredColumn = Exclude<
  keyof SessionReadRow,
  'expires_at' | (typeof SESSION_STANDING_COLUMNS)[number]
>;
const everyColumnCovered: [UncoveredColumn] extends [never] ? true : UncoveredColumn = true;
void everyColumnCovered;

/**
 * The standing a bet is decided on besides the wallet, as one number, over `r` (the session of
 * the token, `sessionRead`) and `st` (the player's stake standing, `stakeStandingRead`): the
 * session without its end (each bet moves it on) but with whether it is still live, the login's
 * state, the player's site, currency, status and limits, today's date and the active bonus. Not
 * the totals of play (the day's, week's and month's): every change of those changes the
 * wallet's version too. A 64-bit hash of the row (`hash_record_extended`, each column by its
 * type's own hash, without rendering any of them as text), computed by this same expression
 * over the same subqueries in the read and in the booking's guard.
 */
const standing = sql`hash_record_extended(row(${sql.raw(
  SESSION_STANDING_COLUMNS.map((column) => `r.${column}`).join(', '),
)}, r.expires_at > now(), st.*), 0)::text`;

/** Statements that run with a settlement, in its statement (see `settle`). */
const withParts = (parts: SQL[]) =>
  parts.length === 0
    ? sql``
    : sql`with ${sql.join(
        parts.map((part, index) => sql`${sql.raw(`part_${index}`)} as (${part})`),
        sql`, `,
      )} `;

export const createSeamlessRepository = (db: Db, loginIdleMinutes: number) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  sessionOfToken: async (token: string, tx: Db = db): Promise<SessionOfToken | undefined> => {
    const [row] = rowsOf<SessionReadRow>(await tx.execute(sessionRead(token, loginIdleMinutes)));
    return row ? sessionOfRow(row) : undefined;
  },

  /** What a bet is decided on, in one round trip and without a lock (see `BetRead`). */
  betRead: async (
    providerId: number,
    externalId: string,
    token: string,
  ): Promise<BetRead | undefined> => {
    const [row] = rowsOf<
      SessionReadRow &
        Partial<StakeContextRow> &
        Partial<WalletReadRow> & { player_known: boolean; seen: boolean; standing: string }
    >(
      await executePrepared(
        db,
        sql`select r.*, s.*, w.*, s.status is not null as player_known,
          exists (select 1 from provider_transactions t
            where t.provider_id = ${providerId} and t.external_id = ${externalId}) as seen,
          ${standing} as standing
        from (${sessionRead(token, loginIdleMinutes)}) as r
        left join lateral (${stakeContextRead(sql`r.player_id`)}) as s on true
        left join lateral (${stakeStandingRead(sql`r.player_id`)}) as st on true
        left join lateral (${walletRead(sql`r.player_id`)}) as w on true`,
      ),
    );
    if (!row) return undefined;
    return {
      session: sessionOfRow(row),
      stake: row.player_known ? (row as StakeContextRow) : null,
      wallet: row.wallet_version == null ? null : (row as WalletReadRow),
      seen: row.seen,
      digest: row.standing,
    };
  },

  /**
   * A booking's condition that the standing of the token's session and player is still
   * `digest`, as a bet read it (`BetRead.digest`): checked in the booking's statement.
   */
  standingIs: (token: string, digest: string): SQL =>
    sql`(select ${standing} from (${sessionRead(token, loginIdleMinutes)}) as r
      left join lateral (${stakeStandingRead(sql`r.player_id`)}) as st on true) = ${digest}`,

  /**
   * A booking's condition that a round of a provider's player holds exactly `bets` stakes and
   * `wins` wins taken (as a win was decided on them): checked in the booking's statement.
   */
  roundHolds: (
    providerId: number,
    playerId: number,
    roundId: string,
    held: { bets: number; wins: number },
  ): SQL =>
    sql`(${held.bets}::bigint, ${held.wins}::bigint) = (select
        count(*) filter (where t.kind = 'bet'), count(*) filter (where t.kind = 'win')
      from provider_transactions t
      where t.provider_id = ${providerId} and t.player_id = ${playerId}
        and t.round_id = ${roundId} and t.kind in ('bet', 'win') and t.status = 'ok')`,

  /**
   * What a win is decided on, in one round trip and without a lock: the session of the token,
   * the player's wallet, the bet it names, what its round holds, and whether the id was seen.
   */
  winRead: async (
    providerId: number,
    call: {
      token: string;
      externalId: string;
      betExternalId: string;
      playerId: number;
      roundId: string;
    },
  ): Promise<WinRead | undefined> => {
    const [row] = rowsOf<
      SessionReadRow &
        Partial<WalletReadRow> & {
          seen: boolean;
          bet_id: string | number | null;
          bet_kind: string | null;
          bet_player_id: number | null;
          bet_status: string | null;
          bet_round_id: string | null;
          bet_changes: Record<string, string> | null;
          bet_game_session_id: string | null;
          round_bets: Record<string, string>[];
          round_wins: number;
        }
    >(
      await executePrepared(
        db,
        sql`select r.*, w.*, b.*, rr.*,
          exists (select 1 from provider_transactions t
            where t.provider_id = ${providerId} and t.external_id = ${call.externalId}) as seen
        from (${sessionRead(call.token, loginIdleMinutes)}) as r
        left join lateral (${walletRead(sql`r.player_id`)}) as w on true
        left join lateral (select t.id as bet_id, t.kind as bet_kind,
            t.player_id as bet_player_id, t.status as bet_status, t.round_id as bet_round_id,
            t.changes as bet_changes, t.game_session_id as bet_game_session_id
          from provider_transactions t
          where t.provider_id = ${providerId} and t.external_id = ${call.betExternalId}) as b
          on true
        cross join lateral (select coalesce(jsonb_agg(t.changes)
              filter (where t.kind = 'bet' and t.changes is not null), '[]'::jsonb) as round_bets,
            count(*) filter (where t.kind = 'win')::int as round_wins
          from provider_transactions t
          where t.provider_id = ${providerId} and t.player_id = ${call.playerId}
            and t.round_id = ${call.roundId} and t.kind in ('bet', 'win') and t.status = 'ok')
          as rr`,
      ),
    );
    if (!row) return undefined;
    return {
      session: sessionOfRow(row),
      wallet: row.wallet_version == null ? null : (row as WalletReadRow),
      bet:
        row.bet_id === null
          ? null
          : {
              kind: row.bet_kind!,
              playerId: row.bet_player_id!,
              status: row.bet_status!,
              roundId: row.bet_round_id,
              changes: row.bet_changes,
              gameSessionId: row.bet_game_session_id,
            },
      round: { betChanges: row.round_bets, wins: row.round_wins },
      seen: row.seen,
    };
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
        select ${values.providerId}, ${values.externalId}, ${values.kind}, p.player_id,
          ${values.gameSessionId ?? null}, ${values.roundId ?? null}, ${values.gameId ?? null},
          ${values.amount}, 'pending', 0, '{}'::jsonb
        from (select ${values.playerId}::int as player_id
          from (${playerRead(sql`${values.playerId}::int`)}) as known) as p
        on conflict (provider_id, external_id) do nothing
        returning id`),
    );
    return row ? Number(row.id) : undefined;
  },

  /**
   * A transaction accepted with the booking that moved its money, as a statement over `booked`
   * (one row with `transaction_id`): the stored answer gets the booking's id as
   * `casino_transaction_id`, as a replay will give it.
   */
  acceptedWith: (
    values: NewProviderTransaction & { response: Record<string, unknown> },
    booked: SQL,
  ): SQL =>
    sql`insert into provider_transactions (provider_id, external_id, kind, player_id,
        game_session_id, round_id, game_id, amount, status, http_status, response,
        wallet_transaction_id, changes)
      select ${values.providerId}, ${values.externalId}, ${values.kind}, ${values.playerId},
        ${values.gameSessionId ?? null}, ${values.roundId ?? null}, ${values.gameId ?? null},
        ${values.amount}, 'ok', 200,
        ${JSON.stringify(values.response)}::jsonb
          || jsonb_build_object('casino_transaction_id', ${booked}.transaction_id::text),
        ${booked}.transaction_id, ${values.changes ? JSON.stringify(values.changes) : null}::jsonb
      from ${booked}`,

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
  ): Promise<RoundSoFar> => {
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
   * Stores the answer given for a claimed id (and the bet's pocket changes). Other modules'
   * statements that go with it (the day's totals, the game session's idle timer) run in the
   * same statement: each round trip to the database counts.
   */
  settle: async (
    tx: Db,
    id: number,
    values: Pick<ProviderTransactionRow, 'status' | 'httpStatus' | 'response'> &
      Partial<Pick<ProviderTransactionRow, 'walletTransactionId' | 'changes' | 'gameSessionId'>>,
    also: SQL[] = [],
  ): Promise<void> => {
    const update = tx
      .update(providerTransactions)
      .set(values)
      .where(eq(providerTransactions.id, id));
    if (also.length === 0) {
      await update;
      return;
    }
    await tx.execute(sql`${withParts(also)}${update.getSQL()}`);
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

  /** A player's currency, for a settlement sent without a session token. */
  playerCurrency: async (tx: Db, playerId: number) => {
    const [row] = rowsOf<{ currency_id: number; currency_code: string }>(
      await tx.execute(sql`select p.currency_id, c.currency_code
        from (${playerRead(sql`${playerId}::int`)}) as p
        cross join lateral (${currencyRead(sql`p.currency_id`)}) as c`),
    );
    return row ? { id: row.currency_id, code: row.currency_code } : undefined;
  },
});

export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
