import {
  TRANSACTION_TYPES,
  toMajor,
  WALLET_POCKETS,
  type Balance,
  type TransactionStatus,
  type TransactionType,
  type WalletPocket,
} from '@prime/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isRetryableConflict, isUniqueViolation } from '../../lib/db-errors';
import { createCashierLedger } from './cashier-ledger';
import { createTransactionHistory } from './transaction-history';
import type {
  HouseAccount,
  NewTransaction,
  PocketChanges,
  WalletRepository,
  WalletRow,
  WalletState,
} from './wallet.repository';

export type {
  CashierTotals,
  TransactionFilter,
  TransactionKey,
  TransactionRecord,
  TransactionsPage,
} from './transaction-history';
export {
  depositTotalsRead,
  type DepositTotalsRow,
  walletRead,
  walletStateOfRead,
  type PocketChanges,
  type WalletReadRow,
  type WalletRow,
  type WalletState,
} from './wallet.repository';

/** One money movement of a player against one house account. */
export type Movement = {
  playerId: number;
  /** The player's currency, when the caller has read it in this transaction already. */
  currencyId?: number;
  type: TransactionType;
  status?: TransactionStatus;
  /**
   * Makes the movement happen once: a retry with the same key answers the first result and
   * moves nothing. Callers namespace their keys (`ops:…`, `provider:<slug>:<id>`, …).
   */
  idempotencyKey: string;
  /** Signed minor units per pocket of the player; the house account takes the opposite. */
  changes: Partial<Record<WalletPocket, bigint>>;
  house: HouseAccount;
  reason?: string;
  createdBy: string;
  meta?: Record<string, unknown>;
};

export type Posted = {
  transactionId: number;
  /** True when the key was used before and this call moved nothing. */
  replayed: boolean;
  balance: Balance;
  /** The player's pockets after the movement, in minor units. */
  pockets: Pick<WalletRow, WalletPocket>;
};

export type LedgerCheck = {
  wallets: number;
  transactions: number;
  unbalancedTransactions: { id: number; sum: string }[];
  mismatchedWallets: { playerId: number; cached: string[]; entries: string[] }[];
};

/** One game's bets and wins of a player in a period, minor units. */
export type GameTotals = {
  gameId: number;
  currencyId: number;
  /** ISO instant of the latest bet or win. */
  lastAt: string;
  /** How many bets took money: any, real, bonus (a mixed bet counts in both). */
  betsCount: { all: number; real: number; bonus: number };
  bets: { real: bigint; bonus: bigint };
  wins: { real: bigint; bonus: bigint };
};

const EMPTY_WALLET = { available: 0n, deposited: 0n, bonus: 0n };

/** ARCHITECTURE.md §4: total is real money (available + deposited); bonus apart. */
export const balanceOfWallet = (wallet: Pick<WalletRow, WalletPocket>): Balance => ({
  total: toMajor(wallet.available + wallet.deposited),
  available: toMajor(wallet.available),
  deposited: toMajor(wallet.deposited),
  bonus: toMajor(wallet.bonus),
});

const pocketsOf = (wallet: Pick<WalletRow, WalletPocket>) => ({
  available: wallet.available,
  deposited: wallet.deposited,
  bonus: wallet.bonus,
});

const completeChanges = (changes: Movement['changes']): PocketChanges => ({
  available: changes.available ?? 0n,
  deposited: changes.deposited ?? 0n,
  bonus: changes.bonus ?? 0n,
});

/** What a movement books: its pockets' changes, the transaction row and its amounts. */
const planOf = (movement: Movement) => {
  const changes = completeChanges(movement.changes);
  const net = changes.available + changes.deposited + changes.bonus;
  const moved = WALLET_POCKETS.reduce(
    (sum, pocket) => sum + (changes[pocket] < 0n ? -changes[pocket] : changes[pocket]),
    0n,
  );
  if (moved === 0n) throw new AppError('bad_request', 'A movement must move money.');
  const typeId = TRANSACTION_TYPES[movement.type];
  const amount = net < 0n ? -net : net === 0n ? moved / 2n : net;
  const transaction = (currencyId: number): NewTransaction => ({
    playerId: movement.playerId,
    typeId,
    status: movement.status ?? 'success',
    amount,
    currencyId,
    idempotencyKey: movement.idempotencyKey,
    reason: movement.reason ?? null,
    createdBy: movement.createdBy,
    meta: {
      ...movement.meta,
      changes: Object.fromEntries(
        WALLET_POCKETS.map((pocket) => [pocket, changes[pocket].toString()]),
      ),
    },
  });
  return { changes, net, typeId, amount, transaction };
};

/**
 * The wallet ledger (ARCHITECTURE.md §4): every movement is one transaction row plus entries
 * that sum to zero, and the player's cached balances change in the same database transaction
 * by a conditional update, so no pocket can go below zero and no retry moves money twice.
 */
export const createWalletService = (repository: WalletRepository) => {
  /**
   * Posts a movement inside the caller's database transaction, so a caller can check its own
   * rules under the same lock (the seamless wallet's bet limits). Throws on insufficient funds;
   * the caller's transaction must then roll back.
   */
  const postWithin = async (tx: Db, movement: Movement): Promise<Posted> => {
    const plan = planOf(movement);
    const { changes, net, typeId, amount } = plan;
    const currencyId =
      movement.currencyId ?? (await repository.playerCurrency(tx, movement.playerId));
    if (currencyId === undefined) throw new AppError('not_found', 'No such player.');
    const transactionId = await repository.insertTransaction(tx, plan.transaction(currencyId));

    if (transactionId === undefined) {
      const first = await repository.findTransactionByKey(tx, movement.idempotencyKey);
      if (
        !first ||
        first.playerId !== movement.playerId ||
        first.typeId !== typeId ||
        first.amount !== amount
      ) {
        throw new AppError('idempotency_conflict');
      }
      const wallet = (await repository.findWallet(movement.playerId, tx)) ?? EMPTY_WALLET;
      return {
        transactionId: first.id,
        replayed: true,
        balance: balanceOfWallet(wallet),
        pockets: pocketsOf(wallet),
      };
    }

    const legs: { accountId: number; amount: bigint }[] = [];
    for (const pocket of WALLET_POCKETS) {
      if (changes[pocket] === 0n) continue;
      legs.push({
        accountId: await repository.playerAccount(tx, movement.playerId, pocket, currencyId),
        amount: changes[pocket],
      });
    }
    if (net !== 0n) {
      legs.push({
        accountId: await repository.houseAccount(tx, movement.house, currencyId),
        amount: -net,
      });
    }
    // Nearly every player has a wallet row already; it is created only when the update found none.
    let wallet = await repository.applyToWallet(
      tx,
      movement.playerId,
      changes,
      transactionId,
      legs,
    );
    if (!wallet) {
      await repository.ensureWallet(tx, movement.playerId, currencyId);
      wallet = await repository.applyToWallet(tx, movement.playerId, changes, transactionId, legs);
    }
    // Throwing rolls back the transaction row too: a refused movement leaves no trace.
    if (!wallet) throw new AppError('insufficient_funds');
    return {
      transactionId,
      replayed: false,
      balance: balanceOfWallet(wallet),
      pockets: pocketsOf(wallet),
    };
  };

  const post = (movement: Movement): Promise<Posted> =>
    repository.transaction((tx) => postWithin(tx, movement));

  /**
   * Books a movement in one statement, without a lock held before: it applies only if the
   * wallet is still as the caller read it (`expected`, from `walletRead`), so the caller's
   * checks of that read still hold. `riders` are other modules' statements over the booking
   * (see the repository), made in the same statement and only if it books; `guard` is their
   * condition that what they decided on besides the wallet still holds. Undefined when
   * nothing was booked (the wallet changed, the key was used, an account is not known yet,
   * the statement lost a deadlock):
   * the caller then takes its locked path, which decides with certainty.
   */
  const bookIfUnchanged = async (
    movement: Movement & { currencyId: number },
    expected: WalletState,
    riders: ((booked: SQL) => SQL)[] = [],
    guard?: SQL,
  ): Promise<Posted | undefined> => {
    const plan = planOf(movement);
    const legs: { accountId: number; amount: bigint }[] = [];
    for (const pocket of WALLET_POCKETS) {
      if (plan.changes[pocket] === 0n) continue;
      const accountId = repository.knownPlayerAccount(movement.playerId, pocket);
      if (accountId === undefined) return undefined;
      legs.push({ accountId, amount: plan.changes[pocket] });
    }
    if (plan.net !== 0n) {
      const accountId = repository.knownHouseAccount(movement.house, movement.currencyId);
      if (accountId === undefined) return undefined;
      legs.push({ accountId, amount: -plan.net });
    }
    try {
      const booked = await repository.bookIfUnchanged({
        playerId: movement.playerId,
        expectedVersion: expected.version,
        changes: plan.changes,
        transaction: plan.transaction(movement.currencyId),
        legs,
        riders,
        guard,
      });
      if (!booked) return undefined;
      const { transactionId, ...pockets } = booked;
      return { transactionId, replayed: false, balance: balanceOfWallet(pockets), pockets };
    } catch (error) {
      // The same key or id booked at the same moment by another call: that one decides. A
      // deadlock victim wrote nothing either: the locked path decides, and retries (decision 36).
      if (isUniqueViolation(error) || isRetryableConflict(error)) return undefined;
      throw error;
    }
  };

  return {
    ...createTransactionHistory(repository),

    post,
    postWithin,

    /** Deposits and withdrawals: opened with no money, settled with their entries (decision 23). */
    cashier: createCashierLedger(repository),

    /** Runs `work` in one database transaction (the cashier's steps and their records). */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => repository.transaction(work),

    /**
     * Locks the player's wallet inside `tx` (creating an empty one for a player who has none)
     * and reads it: every movement of the player waits for `tx` to end, so what the caller
     * checks after this stays true until its own movement commits. Undefined for no player.
     */
    lockWithin: (tx: Db, playerId: number): Promise<WalletState | undefined> =>
      repository.lockWallet(tx, playerId),

    /** The player's pockets in minor units, inside `tx`; a player without a wallet has nothing. */
    pocketsWithin: async (tx: Db, playerId: number): Promise<Pick<WalletRow, WalletPocket>> =>
      pocketsOf((await repository.findWallet(playerId, tx)) ?? EMPTY_WALLET),

    /** The player's pockets in minor units, read now (one statement, no transaction). */
    pocketsOf: async (playerId: number): Promise<Pick<WalletRow, WalletPocket>> =>
      pocketsOf((await repository.readWallet(playerId)) ?? EMPTY_WALLET),

    bookIfUnchanged,

    /** Whether a ledger transaction with this idempotency key was booked, inside `tx`. */
    bookedWithin: async (tx: Db, key: string): Promise<boolean> =>
      (await repository.findTransactionByKey(tx, key)) !== undefined,

    /** When the player's latest ledger transaction was made, inside `tx`; undefined for none. */
    lastMovementAtWithin: (tx: Db, playerId: number): Promise<Date | undefined> =>
      repository.lastMovementAt(tx, playerId),

    /**
     * Marks the wallet changed without moving money, inside `tx` and under its lock: the caller
     * recorded something the lock guards (a zero win closes a round), so a booking made on an
     * earlier read (`bookIfUnchanged`) must read again.
     */
    markChangedWithin: (tx: Db, playerId: number): Promise<void> =>
      repository.bumpVersion(tx, playerId),

    /**
     * Takes the player's wallet lock inside `tx` for a change of what stakes are decided on (the
     * player's status, exclusion, limits or reality check), after the player's row, and moves
     * the wallet's version: a bet decided on a read before the change is not booked
     * (`bookIfUnchanged` finds the version moved) and a bet decided under the lock waits for
     * `tx` and then reads the change (decision 36).
     */
    fenceWithin: (tx: Db, playerId: number): Promise<void> => repository.fence(tx, playerId),

    /** The four balances of a player in major units; a player without a wallet has nothing. */
    balanceOf: async (playerId: number): Promise<Balance> =>
      balanceOfWallet((await repository.readWallet(playerId)) ?? EMPTY_WALLET),

    /** An operator's credit (positive) or debit (negative) of one pocket, with a reason. */
    adjust: (input: {
      playerId: number;
      pocket: WalletPocket;
      amount: bigint;
      reason: string;
      idempotencyKey: string;
      staff: string;
    }): Promise<Posted> =>
      post({
        playerId: input.playerId,
        type: 'adjustment',
        idempotencyKey: input.idempotencyKey,
        changes: { [input.pocket]: input.amount },
        house: 'adjustments',
        reason: input.reason,
        createdBy: input.staff,
        meta: { pocket: input.pocket },
      }),

    /**
     * The player's casino bets and wins per game from `from` until before `until`, split into
     * real and bonus money by the ledger entries; rolled-back bets are not counted.
     */
    gameTotals: async (playerId: number, from: Date, until: Date): Promise<GameTotals[]> =>
      (await repository.gameTotals(playerId, from, until)).map((row) => ({
        gameId: Number(row.game_id),
        currencyId: Number(row.currency_id),
        lastAt: row.last_at,
        betsCount: { all: row.bets_count, real: row.real_bets_count, bonus: row.bonus_bets_count },
        bets: { real: BigInt(row.real_bets), bonus: BigInt(row.bonus_bets) },
        wins: { real: BigInt(row.real_wins), bonus: BigInt(row.bonus_wins) },
      })),

    /** Proves the invariants: every transaction sums to zero, every cached balance equals its entries. */
    check: async (): Promise<LedgerCheck> => {
      const [counts, unbalancedTransactions, mismatchedWallets] = await Promise.all([
        repository.counts(),
        repository.unbalancedTransactions(),
        repository.mismatchedWallets(),
      ]);
      return { ...counts, unbalancedTransactions, mismatchedWallets };
    },
  };
};

export type WalletService = ReturnType<typeof createWalletService>;
