import { randomUUID } from 'node:crypto';
import type { WalletPocket } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createWalletRepository } from '../../modules/wallet/wallet.repository';
import { createWalletService } from '../../modules/wallet/wallet.service';

/** Amounts per pocket in minor units. */
export type Pockets = Partial<Record<WalletPocket, bigint>>;

/** Credits the player's pockets through the wallet, as an operator's adjustment does. */
export const fundWallet = async (db: Db, playerId: number, money: Pockets): Promise<void> => {
  const wallet = createWalletService(createWalletRepository(db));
  for (const [pocket, amount] of Object.entries(money) as [WalletPocket, bigint][]) {
    if (amount > 0n)
      await wallet.adjust({
        playerId,
        pocket,
        amount,
        reason: 'test funds',
        idempotencyKey: `test-funds:${randomUUID()}`,
        staff: 'test',
      });
  }
};

/** Moves ledger transactions one UTC day back, as if they happened yesterday. */
export const backdateTransactions = (db: Db, ids: number[]) =>
  db.execute(
    sql`update wallet_transactions set created_at = created_at - interval '1 day'
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
