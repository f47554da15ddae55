import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createWalletRepository } from '../../modules/wallet/wallet.repository';
import { createWalletService } from '../../modules/wallet/wallet.service';
import type { Harness } from '../harness';

/** The player's pockets in minor units. */
export const pocketsOf = async (h: Harness, playerId: number) => {
  const result = (await h.database.db.execute(
    sql`select available::text, deposited::text, bonus::text from wallets where player_id = ${playerId}`,
  )) as unknown as { rows: { available: string; deposited: string; bonus: string }[] };
  const row = result.rows[0] ?? { available: '0', deposited: '0', bonus: '0' };
  return {
    available: BigInt(row.available),
    deposited: BigInt(row.deposited),
    bonus: BigInt(row.bonus),
  };
};

/** The ledger check finds no unbalanced transaction and no wallet that differs from its entries. */
export const expectConsistentLedger = async (h: Harness) => {
  const check = await createWalletService(createWalletRepository(h.database.db)).check();
  expect(check.unbalancedTransactions).toEqual([]);
  expect(check.mismatchedWallets).toEqual([]);
};
