import type { ActiveBonus } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { useRefreshBonus } from './refresh-bonus';

export type ActivationResult = {
  /** `pending`: awarded on the next qualifying deposit; `active`: awarded now. */
  status: 'pending' | 'active';
  campaign_id: number;
  bonus: ActiveBonus | null;
};

/**
 * POST campaigns/players/{id}/activate {code}: chooses a campaign for the next deposit, or takes
 * a no-deposit or free-spins campaign at once.
 */
export const activateCampaign = async (client: ApiClient, playerId: number, code: string) =>
  (
    await client.request<{ data: ActivationResult }>(
      'POST',
      `campaigns/players/${playerId}/activate`,
      { body: { code } },
    )
  ).data;

export const useActivateCampaign = (playerId: number) => {
  const { client } = useApi();
  const refresh = useRefreshBonus();
  return useMutation({
    mutationFn: (code: string) => activateCampaign(client, playerId, code),
    onSuccess: () => refresh(),
  });
};
