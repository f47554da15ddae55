import type { Balance } from '@prime/contract';

/**
 * Reads a player's balances in major units. The one place GET me and GET me/balance take them
 * from: the wallet ledger replaces {@link zeroBalances} when it lands.
 */
export type BalanceReader = (playerId: number) => Promise<Balance>;

/** No ledger yet: every player has nothing, and the site shows exactly that. */
export const zeroBalances: BalanceReader = async () => ({
  total: 0,
  available: 0,
  deposited: 0,
  bonus: 0,
});
