import {
  TRANSACTION_TYPES,
  WALLET_POCKETS,
  type TransactionStatus,
  type WalletPocket,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { HouseAccount, WalletRepository, WalletRow } from './wallet.repository';

/**
 * The statuses a cashier transaction may move between (decision 23): money moves only on one
 * of these steps, and only from the status the caller expects.
 */
export const CASHIER_STEPS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  initialized: ['success', 'declined'],
  pending: ['success', 'declined', 'reverted', 'authorized'],
  authorized: ['success', 'declined'],
  success: ['reverted'],
  declined: [],
  reverted: [],
};

export type CashierOpening = {
  playerId: number;
  currencyId: number;
  type: 'deposit' | 'withdraw';
  status: 'initialized' | 'pending';
  /** Minor units asked for. */
  amount: bigint;
  paymentMethodId: number;
  idempotencyKey: string;
  createdBy: string;
};

export type CashierSettlement = {
  transactionId: number;
  /** The statuses the caller found the transaction in; any other means it moved already. */
  from: readonly TransactionStatus[];
  to: TransactionStatus;
  /** Signed minor units per pocket of the player; the house account takes the opposite. */
  changes?: Partial<Record<WalletPocket, bigint>>;
  house?: HouseAccount;
  /** House to house, with no pocket of the player (a payout paid): minor units moved. */
  transfer?: { from: HouseAccount; to: HouseAccount; amount: bigint };
  /** The amount the transaction now carries (an offline deposit's received amount). */
  amount?: bigint;
};

export type CashierSettled = {
  playerId: number;
  currencyId: number;
  /** The player's pockets after the step, when it changed them. */
  pockets?: Pick<WalletRow, WalletPocket>;
};

const isAllowed = (from: readonly TransactionStatus[], to: TransactionStatus) =>
  from.length > 0 && from.every((status) => CASHIER_STEPS[status].includes(to));

/**
 * Deposits and withdrawals as wallet transactions from the moment they are asked for: opened
 * with no entries, then settled by adding their entries with the status change, in the
 * caller's database transaction.
 */
export const createCashierLedger = (repository: WalletRepository) => {
  /** The player's pocket and house legs of `changes` (the house takes the opposite). */
  const legsOf = async (
    tx: Db,
    playerId: number,
    currencyId: number,
    changes: Record<WalletPocket, bigint>,
    house: HouseAccount,
  ) => {
    const legs: { accountId: number; amount: bigint }[] = [];
    let net = 0n;
    for (const pocket of WALLET_POCKETS) {
      if (changes[pocket] === 0n) continue;
      net += changes[pocket];
      legs.push({
        accountId: await repository.playerAccount(tx, playerId, pocket, currencyId),
        amount: changes[pocket],
      });
    }
    if (net !== 0n)
      legs.push({ accountId: await repository.houseAccount(tx, house, currencyId), amount: -net });
    return legs;
  };

  /**
   * Moves the player's pockets for a transaction: the statement that applies them also writes its
   * entries and its `balance_after`.
   */
  const moveWithin = async (
    tx: Db,
    transactionId: number,
    owner: { playerId: number; currencyId: number },
    given: Partial<Record<WalletPocket, bigint>>,
    house: HouseAccount,
  ): Promise<Pick<WalletRow, WalletPocket>> => {
    const changes = {
      available: given.available ?? 0n,
      deposited: given.deposited ?? 0n,
      bonus: given.bonus ?? 0n,
    };
    const legs = await legsOf(tx, owner.playerId, owner.currencyId, changes, house);
    await repository.ensureWallet(tx, owner.playerId, owner.currencyId);
    const pockets = await repository.applyToWallet(
      tx,
      owner.playerId,
      changes,
      transactionId,
      legs,
    );
    if (!pockets) throw new AppError('insufficient_funds');
    return pockets;
  };

  const openWithin = async (tx: Db, opening: CashierOpening): Promise<number> => {
    const id = await repository.insertTransaction(tx, {
      playerId: opening.playerId,
      typeId: TRANSACTION_TYPES[opening.type],
      status: opening.status,
      amount: opening.amount,
      currencyId: opening.currencyId,
      idempotencyKey: opening.idempotencyKey,
      reason: null,
      createdBy: opening.createdBy,
      meta: { payment_method_id: opening.paymentMethodId },
    });
    if (id === undefined) throw new AppError('idempotency_conflict');
    return id;
  };

  return {
    /** Opens a deposit or withdrawal with no money moved; its id names it everywhere. */
    openWithin,

    /**
     * A withdrawal asked for: opened `pending` with its amount moved at once from the player's
     * `available` pocket to the house's `withdrawals_pending`, so it cannot be played while it
     * waits. Run under the wallet's lock (`lockWithin`), after the caller's checks; throws
     * `insufficient_funds` when `available` is short.
     */
    requestWithdrawalWithin: async (
      tx: Db,
      opening: Omit<CashierOpening, 'type' | 'status'>,
    ): Promise<{ transactionId: number; pockets: Pick<WalletRow, WalletPocket> }> => {
      const transactionId = await openWithin(tx, {
        ...opening,
        type: 'withdraw',
        status: 'pending',
      });
      const pockets = await moveWithin(
        tx,
        transactionId,
        opening,
        { available: -opening.amount },
        'withdrawals_pending',
      );
      return { transactionId, pockets };
    },

    /**
     * Takes one step of a cashier transaction: its status (from one the caller expects), its
     * entries and `balance_after`, together. Undefined when the transaction is not in an
     * expected status any more (another event moved it): nothing changed. Throws
     * `insufficient_funds` when a pocket would go below zero; the caller's transaction must
     * then roll back.
     */
    settleWithin: async (
      tx: Db,
      settlement: CashierSettlement,
    ): Promise<CashierSettled | undefined> => {
      if (!isAllowed(settlement.from, settlement.to))
        throw new Error(`No cashier step from ${settlement.from.join('|')} to ${settlement.to}`);
      const row = await repository.changeStatus(
        tx,
        settlement.transactionId,
        settlement.from,
        settlement.to,
        settlement.amount,
      );
      if (!row) return undefined;
      const settled: CashierSettled = { playerId: row.playerId, currencyId: row.currencyId };
      if (settlement.transfer) {
        const { from, to, amount } = settlement.transfer;
        await repository.insertEntries(tx, settlement.transactionId, [
          { accountId: await repository.houseAccount(tx, from, row.currencyId), amount: -amount },
          { accountId: await repository.houseAccount(tx, to, row.currencyId), amount },
        ]);
      }
      if (settlement.changes)
        settled.pockets = await moveWithin(
          tx,
          settlement.transactionId,
          row,
          settlement.changes,
          settlement.house ?? 'payment_clearing',
        );
      return settled;
    },
  };
};
