import { randomUUID } from 'node:crypto';
import { toMinor, type Balance, type OpsWalletAdjustBody } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { WalletService } from './wallet.service';

export type WalletAdjusted = { transaction_id: number; replayed: boolean; balance: Balance };
export type WalletCheckReport = {
  wallets: number;
  transactions: number;
  unbalanced_transactions: { id: number; sum: string }[];
  mismatched_wallets: { player_id: number; cached: string[]; entries: string[] }[];
};

/**
 * The operator's credit or debit, the same through the operator API and the ops command:
 * `ops:`-namespaced idempotency keys, one made up when none is given.
 */
export const adjustForOperator = async (
  wallet: WalletService,
  findPlayerId: (username: string) => Promise<number | undefined>,
  body: OpsWalletAdjustBody,
): Promise<WalletAdjusted> => {
  const playerId = await findPlayerId(body.username);
  if (!playerId) throw new AppError('not_found', 'No player with this username.');
  const amount = toMinor(body.amount);
  const posted = await wallet.adjust({
    playerId,
    pocket: body.pocket,
    amount: body.direction === 'credit' ? amount : -amount,
    reason: body.reason,
    idempotencyKey: `ops:${body.idempotency_key ?? randomUUID()}`,
    staff: 'operator',
  });
  return {
    transaction_id: posted.transactionId,
    replayed: posted.replayed,
    balance: posted.balance,
  };
};

/** The ledger check as the operator API answers it. */
export const checkForOperator = async (wallet: WalletService): Promise<WalletCheckReport> => {
  const result = await wallet.check();
  return {
    wallets: result.wallets,
    transactions: result.transactions,
    unbalanced_transactions: result.unbalancedTransactions,
    mismatched_wallets: result.mismatchedWallets.map((row) => ({
      player_id: row.playerId,
      cached: row.cached,
      entries: row.entries,
    })),
  };
};
