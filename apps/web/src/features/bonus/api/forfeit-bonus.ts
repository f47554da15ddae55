import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { useRefreshBonus } from './refresh-bonus';

export type ForfeitResult = { forfeited: boolean; removed_amount: number };

/**
 * DELETE campaigns/players/{id}: gives up the active bonus (its money and winnings leave the
 * bonus pocket; real money stays) and any pending choice.
 */
export const forfeitBonus = async (client: ApiClient, playerId: number) =>
  (await client.request<{ data: ForfeitResult }>('DELETE', `campaigns/players/${playerId}`)).data;

export const useForfeitBonus = (playerId: number) => {
  const { client } = useApi();
  const refresh = useRefreshBonus();
  return useMutation({
    mutationFn: () => forfeitBonus(client, playerId),
    onSuccess: () => refresh(),
  });
};
