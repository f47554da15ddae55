import { randomUUID } from 'node:crypto';
import type { WalletPocket } from '@prime/contract';
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
