import type { BonusEvent, Player } from '@prime/contract';
import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryKey } from './balance';

/** GET me's key (`meQueryOptions`), written here without the api the options need. */
const meQueryKey = ['me'] as const;

/** Who hears a pushed bonus (event `bonus`) as it happens: the game's bonus box. */
const bonusListeners = new Set<(event: BonusEvent) => void>();

export const subscribeToBonusEvents = (listener: (event: BonusEvent) => void) => {
  bonusListeners.add(listener);
  return () => {
    bonusListeners.delete(listener);
  };
};

/**
 * A pushed bonus replaces GET me's `bonus` at once (the header, My bonus and the game box read
 * it there), the balances are asked again (a bet, a conversion or an end moved the bonus
 * pocket), and the listeners hear the event with how the bonus ended, if it did.
 */
export const applyBonusEvent = (queryClient: QueryClient, event: BonusEvent) => {
  queryClient.setQueryData<Player>(meQueryKey, (player) =>
    player ? { ...player, bonus: event.bonus } : player,
  );
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey, refetchType: 'all' });
  for (const listener of bonusListeners) listener(event);
};
