import { TRANSACTION_TYPES, type WalletPocket } from '@prime/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { playerRead } from '../players/players.service';
import { createTransactionsRepository } from './transactions.repository';
import { walletTransactions, wallets } from './wallet.tables';

/**
 * House accounts, one per kind and currency. `withdrawals_pending` holds what players asked to
 * withdraw until it is paid out or given back (decision 23).
 */
export type HouseAccount =
  'payment_clearing' | 'game_revenue' | 'bonus_cost' | 'adjustments' | 'withdrawals_pending';

export type PocketChanges = Record<WalletPocket, bigint>;

export type WalletRow = typeof wallets.$inferSelect;
export type TransactionRow = typeof walletTransactions.$inferSelect;
export type NewTransaction = Omit<typeof walletTransactions.$inferInsert, 'id' | 'createdAt'>;

/** One game's bets and wins of a player, minor units as text (see `gameTotals`). */
export type GameTotalsRow = {
  game_id: number;
  currency_id: number;
  /** ISO instant of the latest bet or win. */
  last_at: string;
  bets_count: number;
  real_bets_count: number;
  bonus_bets_count: number;
  real_bets: string;
  bonus_bets: string;
  real_wins: string;
  bonus_wins: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Statuses of a cashier transaction whose money may not have moved (no entries). */
const CASHIER_STATUSES_WITHOUT_MONEY = ['initialized', 'pending', 'declined'] as const;

/** A wallet row's pockets and version, minor units. */
export type WalletState = Pick<WalletRow, WalletPocket | 'version'>;

/** A wallet as `walletRead` gives it (the driver's text). */
export type WalletReadRow = {
  wallet_version: string;
  wallet_available: string;
  wallet_deposited: string;
  wallet_bonus: string;
};
type WalletStateRow = { version: string; available: string; deposited: string; bonus: string };

const walletStateOf = (row: WalletStateRow): WalletState => ({
  version: BigInt(row.version),
  available: BigInt(row.available),
  deposited: BigInt(row.deposited),
  bonus: BigInt(row.bonus),
});

export const walletStateOfRead = (row: WalletReadRow): WalletState =>
  walletStateOf({
    version: row.wallet_version,
    available: row.wallet_available,
    deposited: row.wallet_deposited,
    bonus: row.wallet_bonus,
  });

/** A player's wallet (pockets and version), as a subquery for another module's statement. */
export const walletRead = (playerId: SQL): SQL =>
  sql`select w.version::text as wallet_version, w.available::text as wallet_available,
    w.deposited::text as wallet_deposited, w.bonus::text as wallet_bonus
    from wallets w where w.player_id = ${playerId}`;

/**
 * Ledger account ids never change once committed, so they are remembered per process. An
 * account created by the current transaction is not remembered: that transaction may still
 * roll back. One that already existed was committed (the insert waited for it).
 */
const createAccountIds = () => {
  const known = new Map<string, number>();
  const resolve = async (
    tx: Db,
    key: string,
    queries: { insert: SQL; select: SQL },
  ): Promise<number> => {
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const [created] = rowsOf<{ id: string | number }>(await tx.execute(queries.insert));
    if (created) return Number(created.id);
    const [row] = rowsOf<{ id: string | number }>(await tx.execute(queries.select));
    const id = Number(row!.id);
    known.set(key, id);
    return id;
  };
  return { resolve, known: (key: string) => known.get(key) };
};

const playerAccountKey = (playerId: number, pocket: WalletPocket) => `p:${playerId}:${pocket}`;
const houseAccountKey = (kind: HouseAccount, currencyId: number) => `h:${kind}:${currencyId}`;

/** The legs of a booking as rows of `values`. */
const legValues = (legs: { accountId: number; amount: bigint }[]) =>
  sql.join(
    legs.map((leg) => sql`(${leg.accountId}::bigint, ${leg.amount}::bigint)`),
    sql`, `,
  );

/** A player's deposits of the current UTC day, ISO week and month, as `depositTotalsRead` gives them. */
export type DepositTotalsRow = {
  day_deposits: string;
  week_deposits: string;
  month_deposits: string;
  /** Every deposit that counts, since the account was opened (the AML threshold). */
  all_deposits: string;
};

/**
 * The player's deposits that count against deposit limits (successful, pending or just asked
 * for) in the current UTC calendar day, week (from Monday) and month, and since the account was
 * opened, minor units as text; a
 * subquery for another module's statement (protection's deposit rules).
 */
export const depositTotalsRead = (playerId: SQL): SQL =>
  sql`select
      coalesce(sum(t.amount) filter (where t.created_at >= b.day_start), 0)::text as day_deposits,
      coalesce(sum(t.amount) filter (where t.created_at >= b.week_start), 0)::text as week_deposits,
      coalesce(sum(t.amount) filter (where t.created_at >= b.month_start), 0)::text as month_deposits,
      coalesce(sum(t.amount), 0)::text as all_deposits
    from (select
        date_trunc('day', now() at time zone 'utc') at time zone 'utc' as day_start,
        date_trunc('week', now() at time zone 'utc') at time zone 'utc' as week_start,
        date_trunc('month', now() at time zone 'utc') at time zone 'utc' as month_start) as b
    left join wallet_transactions t on t.player_id = ${playerId}
      and t.type_id = ${TRANSACTION_TYPES.deposit}
      and t.status in ('success', 'pending', 'initialized')`;

/** A cashier transaction as its status change found it. */
export type CashierTransactionRow = {
  playerId: number;
  currencyId: number;
  typeId: number;
  amount: bigint;
};

/** A stake of a game, from real or mostly bonus money (spec 02 §9 types 4 and 7). */
export const BET_TYPES = [TRANSACTION_TYPES.casino_bet, TRANSACTION_TYPES.bonus_bet] as const;
/** A game's win, to real or mostly bonus money (types 5 and 8). */
export const WIN_TYPES = [TRANSACTION_TYPES.casino_win, TRANSACTION_TYPES.bonus_win] as const;

/** `column` holds one of the transaction types `types`, as SQL. */
export const typeIn = (column: SQL, types: readonly number[]): SQL =>
  sql`${column} in (${sql.join(
    types.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The `from … where …` of the casino bets and wins booked in `[from, until)` as `t`, with their
 * entries on the player's pockets as `e` and accounts as `a`; a bet a refund undid
 * (`meta.refund_of`) is left out, whenever the refund came. `scope` narrows it (one player).
 */
export const settledGameMovements = (from: Date, until: Date, scope: SQL = sql`true`): SQL =>
  sql`from wallet_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.player_id = t.player_id
    where ${scope}
      and ${typeIn(sql`t.type_id`, [...BET_TYPES, ...WIN_TYPES])}
      and t.status = 'success'
      and t.meta->>'game_id' is not null
      and t.created_at >= ${from.toISOString()}::timestamptz
      and t.created_at < ${until.toISOString()}::timestamptz
      and not exists (
        select 1 from wallet_transactions r
        where r.player_id = t.player_id and r.type_id = ${TRANSACTION_TYPES.refund}
          and r.meta->>'refund_of' = t.id::text)`;

export const createWalletRepository = (db: Db) => {
  const accounts = createAccountIds();
  return {
    ...createTransactionsRepository(db),

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** When the player's latest ledger transaction was made; undefined for none. */
    lastMovementAt: async (tx: Db, playerId: number): Promise<Date | undefined> => {
      const [row] = await tx
        .select({ at: walletTransactions.createdAt })
        .from(walletTransactions)
        .where(eq(walletTransactions.playerId, playerId))
        .orderBy(sql`${walletTransactions.createdAt} desc`)
        .limit(1);
      return row?.at;
    },

    playerCurrency: async (tx: Db, playerId: number): Promise<number | undefined> =>
      rowsOf<{ currency_id: number }>(
        await tx.execute(sql`select currency_id from (${playerRead(sql`${playerId}::int`)}) as p`),
      )[0]?.currency_id,

    /** The new transaction's id, or undefined when its idempotency key exists already. */
    insertTransaction: async (tx: Db, values: NewTransaction): Promise<number | undefined> =>
      (
        await tx
          .insert(walletTransactions)
          .values(values)
          .onConflictDoNothing({ target: walletTransactions.idempotencyKey })
          .returning({ id: walletTransactions.id })
      )[0]?.id,

    findTransactionByKey: async (tx: Db, key: string): Promise<TransactionRow | undefined> =>
      (
        await tx
          .select()
          .from(walletTransactions)
          .where(eq(walletTransactions.idempotencyKey, key))
          .limit(1)
      )[0],

    /**
     * Locks the player's wallet row until `tx` ends, creating an empty one for a player who has
     * none, and reads it; undefined for an unknown player.
     */
    lockWallet: async (tx: Db, playerId: number): Promise<WalletState | undefined> => {
      const lock = sql`select version::text, available::text, deposited::text, bonus::text
        from wallets where player_id = ${playerId} for update`;
      let [row] = rowsOf<WalletStateRow>(await tx.execute(lock));
      if (!row) {
        await tx.execute(sql`insert into wallets (player_id, currency_id)
          select ${playerId}, r.currency_id from (${playerRead(sql`${playerId}::int`)}) as r
          on conflict (player_id) do nothing`);
        [row] = rowsOf<WalletStateRow>(await tx.execute(lock));
      }
      return row ? walletStateOf(row) : undefined;
    },

    /** Counts a change of what the wallet's lock guards, with no money moved. */
    bumpVersion: async (tx: Db, playerId: number): Promise<void> => {
      await tx.execute(sql`update wallets set version = version + 1 where player_id = ${playerId}`);
    },

    /**
     * Locks the player's wallet row until `tx` ends and moves its version, creating the row for
     * a player who has none (a new row needs no move: nothing was read of it before).
     */
    fence: async (tx: Db, playerId: number): Promise<void> => {
      await tx.execute(sql`insert into wallets (player_id, currency_id)
        select ${playerId}, r.currency_id from (${playerRead(sql`${playerId}::int`)}) as r
        on conflict (player_id) do update set version = wallets.version + 1`);
    },

    ensureWallet: async (tx: Db, playerId: number, currencyId: number): Promise<void> => {
      await tx.insert(wallets).values({ playerId, currencyId }).onConflictDoNothing();
    },

    /**
     * Applies the changes only if no pocket goes below zero and writes the transaction's entries
     * and its `balance_after` (the real money the update left), in one statement that also locks
     * the row until the transaction ends; undefined means insufficient funds or no wallet row
     * (nothing changed, no entry written).
     */
    applyToWallet: async (
      tx: Db,
      playerId: number,
      changes: PocketChanges,
      transactionId: number,
      legs: { accountId: number; amount: bigint }[],
    ): Promise<Pick<WalletRow, WalletPocket> | undefined> => {
      const [row] = rowsOf<{ available: string; deposited: string; bonus: string }>(
        await tx.execute(sql`with moved as (
            update wallets set
              available = available + ${changes.available},
              deposited = deposited + ${changes.deposited},
              bonus = bonus + ${changes.bonus},
              version = version + 1,
              updated_at = now()
            where player_id = ${playerId}
              and available + ${changes.available} >= 0
              and deposited + ${changes.deposited} >= 0
              and bonus + ${changes.bonus} >= 0
            returning available, deposited, bonus
          ), entries as (
            insert into ledger_entries (transaction_id, account_id, amount)
            select ${transactionId}, leg.account_id, leg.amount
            from moved, (values ${legValues(legs)}) as leg (account_id, amount)
          ), stamped as (
            update wallet_transactions set balance_after = moved.available + moved.deposited
            from moved where wallet_transactions.id = ${transactionId}
          )
          select available::text, deposited::text, bonus::text from moved`),
      );
      return row
        ? {
            available: BigInt(row.available),
            deposited: BigInt(row.deposited),
            bonus: BigInt(row.bonus),
          }
        : undefined;
    },

    /** Account ids known without a query (committed before), or undefined. */
    knownPlayerAccount: (playerId: number, pocket: WalletPocket) =>
      accounts.known(playerAccountKey(playerId, pocket)),
    knownHouseAccount: (kind: HouseAccount, currencyId: number) =>
      accounts.known(houseAccountKey(kind, currencyId)),

    /**
     * Books a movement in one statement, on condition that the wallet row is still at
     * `expectedVersion` and no pocket goes below zero: the row update, the transaction row (with
     * the real money the update left as `balance_after`) and its entries, then each rider
     * (another module's statement over `booked`, one row with the column `transaction_id`, empty
     * when nothing was booked). `guard`, another module's condition, must hold as well: what the
     * caller decided on besides the wallet is still so. Undefined when nothing was booked; a key
     * used before fails the statement as a unique violation, and nothing of it stays.
     */
    bookIfUnchanged: async (input: {
      playerId: number;
      expectedVersion: bigint;
      changes: PocketChanges;
      transaction: NewTransaction;
      legs: { accountId: number; amount: bigint }[];
      riders: ((booked: SQL) => SQL)[];
      guard?: SQL | undefined;
    }): Promise<(Pick<WalletRow, WalletPocket> & { transactionId: number }) | undefined> => {
      const { changes, transaction: t } = input;
      const booked = sql`booked`;
      const riders = input.riders.map(
        (rider, index) => sql`, ${sql.raw(`rider_${index}`)} as (${rider(booked)})`,
      );
      const [row] = rowsOf<{
        transaction_id: string | number;
        available: string;
        deposited: string;
        bonus: string;
      }>(
        await executePrepared(
          db,
          sql`with moved as (
            update wallets set
              available = available + ${changes.available},
              deposited = deposited + ${changes.deposited},
              bonus = bonus + ${changes.bonus},
              version = version + 1,
              updated_at = now()
            where player_id = ${input.playerId} and version = ${input.expectedVersion}
              and available + ${changes.available} >= 0
              and deposited + ${changes.deposited} >= 0
              and bonus + ${changes.bonus} >= 0${input.guard ? sql` and (${input.guard})` : sql``}
            returning available, deposited, bonus
          ), booked as (
            insert into wallet_transactions (player_id, type_id, status, amount, currency_id,
              idempotency_key, reason, created_by, meta, balance_after)
            select ${t.playerId}, ${t.typeId}, ${t.status}, ${t.amount}, ${t.currencyId},
              ${t.idempotencyKey}, ${t.reason ?? null}, ${t.createdBy},
              ${JSON.stringify(t.meta ?? {})}::jsonb, moved.available + moved.deposited
            from moved
            returning id as transaction_id
          ), entries as (
            insert into ledger_entries (transaction_id, account_id, amount)
            select booked.transaction_id, leg.account_id, leg.amount
            from booked, (values ${legValues(input.legs)}) as leg (account_id, amount)
          )${sql.join(riders, sql``)}
          select booked.transaction_id, moved.available::text, moved.deposited::text,
            moved.bonus::text
          from booked, moved`,
        ),
      );
      return row
        ? {
            transactionId: Number(row.transaction_id),
            available: BigInt(row.available),
            deposited: BigInt(row.deposited),
            bonus: BigInt(row.bonus),
          }
        : undefined;
    },

    /**
     * Moves a transaction from one of the `from` statuses to `to` (and to a new amount, when
     * given), locking its row: of two callers at once, the second finds it moved and gets
     * undefined, so a transaction's money moves once.
     */
    changeStatus: async (
      tx: Db,
      transactionId: number,
      from: readonly string[],
      to: string,
      amount?: bigint,
    ): Promise<CashierTransactionRow | undefined> => {
      const [row] = await tx
        .update(walletTransactions)
        .set({ status: to, ...(amount === undefined ? {} : { amount }) })
        .where(
          and(eq(walletTransactions.id, transactionId), inArray(walletTransactions.status, from)),
        )
        .returning({
          playerId: walletTransactions.playerId,
          currencyId: walletTransactions.currencyId,
          typeId: walletTransactions.typeId,
          amount: walletTransactions.amount,
        });
      return row;
    },

    /** Writes entries of an existing transaction that change no player's pocket (house to house). */
    insertEntries: async (
      tx: Db,
      transactionId: number,
      legs: { accountId: number; amount: bigint }[],
    ): Promise<void> => {
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount)
        select ${transactionId}, leg.account_id, leg.amount
        from (values ${legValues(legs)}) as leg (account_id, amount)`);
    },

    findWallet: async (playerId: number, tx: Db = db): Promise<WalletRow | undefined> =>
      (await tx.select().from(wallets).where(eq(wallets.playerId, playerId)).limit(1))[0],

    /**
     * A player's pockets outside a transaction, as one prepared statement: the header's balance
     * asks for them every 5 s for every player online.
     */
    readWallet: async (playerId: number): Promise<WalletState | undefined> => {
      const [row] = rowsOf<WalletReadRow>(await executePrepared(db, walletRead(sql`${playerId}`)));
      return row ? walletStateOfRead(row) : undefined;
    },

    /** The id of a player's pocket account, created on first use. */
    playerAccount: (
      tx: Db,
      playerId: number,
      pocket: WalletPocket,
      currencyId: number,
    ): Promise<number> =>
      accounts.resolve(tx, playerAccountKey(playerId, pocket), {
        insert: sql`insert into ledger_accounts (player_id, kind, currency_id)
        values (${playerId}, ${pocket}, ${currencyId})
        on conflict (player_id, kind) where player_id is not null do nothing returning id`,
        select: sql`select id from ledger_accounts where player_id = ${playerId} and kind = ${pocket}`,
      }),

    /** The id of a house account of one currency, created on first use. */
    houseAccount: (tx: Db, kind: HouseAccount, currencyId: number): Promise<number> =>
      accounts.resolve(tx, houseAccountKey(kind, currencyId), {
        insert: sql`insert into ledger_accounts (player_id, kind, currency_id)
        values (null, ${kind}, ${currencyId})
        on conflict (kind, currency_id) where player_id is null do nothing returning id`,
        select: sql`select id from ledger_accounts
        where player_id is null and kind = ${kind} and currency_id = ${currencyId}`,
      }),

    /**
     * Transactions whose entries do not sum to zero, or that have none although money moved:
     * only a cashier transaction whose money has not moved (asked for, waiting, or declined
     * before it moved) may have no entries (decision 23), and a transfer deposit the player
     * cancelled while it waited (reverted with no `balance_after`: it never credited anything).
     */
    unbalancedTransactions: async (): Promise<{ id: number; sum: string }[]> =>
      rowsOf<{ id: string | number; sum: string | null }>(
        await db.execute(sql`select t.id, coalesce(sum(e.amount), 0)::text as sum
        from wallet_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id
        having coalesce(sum(e.amount), 0) <> 0
          or (count(e.id) = 0 and not (
            t.type_id in (${TRANSACTION_TYPES.deposit}, ${TRANSACTION_TYPES.withdraw})
            and t.status in (${sql.join(
              CASHIER_STATUSES_WITHOUT_MONEY.map((status) => sql`${status}`),
              sql`, `,
            )})
            or t.type_id = ${TRANSACTION_TYPES.deposit} and t.status = 'reverted'
              and t.balance_after is null))`),
      ).map((row) => ({ id: Number(row.id), sum: row.sum ?? '0' })),

    /** Wallets whose cached pockets differ from the sums of their accounts' entries. */
    mismatchedWallets: async (): Promise<
      { playerId: number; cached: string[]; entries: string[] }[]
    > =>
      rowsOf<{
        player_id: number;
        available: string;
        deposited: string;
        bonus: string;
        e_available: string;
        e_deposited: string;
        e_bonus: string;
      }>(
        await db.execute(sql`select w.player_id, w.available::text, w.deposited::text, w.bonus::text,
          coalesce(sum(e.amount) filter (where a.kind = 'available'), 0)::text as e_available,
          coalesce(sum(e.amount) filter (where a.kind = 'deposited'), 0)::text as e_deposited,
          coalesce(sum(e.amount) filter (where a.kind = 'bonus'), 0)::text as e_bonus
        from wallets w
        left join ledger_accounts a on a.player_id = w.player_id
        left join ledger_entries e on e.account_id = a.id
        group by w.player_id, w.available, w.deposited, w.bonus
        having w.available <> coalesce(sum(e.amount) filter (where a.kind = 'available'), 0)
          or w.deposited <> coalesce(sum(e.amount) filter (where a.kind = 'deposited'), 0)
          or w.bonus <> coalesce(sum(e.amount) filter (where a.kind = 'bonus'), 0)`),
      ).map((row) => ({
        playerId: row.player_id,
        cached: [row.available, row.deposited, row.bonus],
        entries: [row.e_available, row.e_deposited, row.e_bonus],
      })),

    /**
     * A player's casino bets and wins per game in `[from, until)`, from the ledger entries of
     * the player's pockets: real money is `available` plus `deposited`, bonus money `bonus`.
     * A bet that a refund undid (`meta.refund_of`) is left out, whenever the refund came.
     */
    gameTotals: async (playerId: number, from: Date, until: Date): Promise<GameTotalsRow[]> => {
      const isBet = typeIn(sql`type_id`, BET_TYPES);
      const isWin = typeIn(sql`type_id`, WIN_TYPES);
      return rowsOf<GameTotalsRow>(
        await db.execute(sql`with moved as (
            select t.id, t.type_id, t.currency_id, t.created_at, (t.meta->>'game_id')::int as game_id,
              coalesce(sum(e.amount) filter (where a.kind in ('available', 'deposited')), 0) as real,
              coalesce(sum(e.amount) filter (where a.kind = 'bonus'), 0) as bonus
            ${settledGameMovements(from, until, sql`t.player_id = ${playerId}`)}
            group by t.id
          )
          select game_id, currency_id,
            to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at,
            count(*) filter (where ${isBet} and real < 0)::int as real_bets_count,
            count(*) filter (where ${isBet} and bonus < 0)::int as bonus_bets_count,
            count(*) filter (where ${isBet})::int as bets_count,
            (-coalesce(sum(real) filter (where ${isBet}), 0))::text as real_bets,
            (-coalesce(sum(bonus) filter (where ${isBet}), 0))::text as bonus_bets,
            coalesce(sum(real) filter (where ${isWin}), 0)::text as real_wins,
            coalesce(sum(bonus) filter (where ${isWin}), 0)::text as bonus_wins
          from moved
          group by game_id, currency_id
          order by game_id`),
      );
    },

    counts: async (): Promise<{ wallets: number; transactions: number }> => {
      const [row] = rowsOf<{ wallets: number; transactions: number }>(
        await db.execute(sql`select (select count(*)::int from wallets) as wallets,
        (select count(*)::int from wallet_transactions) as transactions`),
      );
      return row ?? { wallets: 0, transactions: 0 };
    },
  };
};

export type WalletRepository = ReturnType<typeof createWalletRepository>;
