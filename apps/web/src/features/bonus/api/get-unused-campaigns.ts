import type { Language, UnusedCampaign } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { useAppState } from '../../../shared/session/app-store-context';

/**
 * GET campaigns/players/{id}/unusedCampaigns?language&is_deposit=1&campaign_visible=1 (spec 02
 * §7 Bonuses): the campaigns the player may still activate, the texts in the site's language.
 */
export const getUnusedCampaigns = async (
  client: ApiClient,
  playerId: number,
  language: Language,
  signal?: AbortSignal,
) =>
  (
    await client.request<{ data: UnusedCampaign[] }>(
      'GET',
      `campaigns/players/${playerId}/unusedCampaigns`,
      { query: { language, is_deposit: 1, campaign_visible: 1 }, signal },
    )
  ).data;

export const unusedCampaignsQueryOptions = (
  client: ApiClient,
  playerId: number,
  language: Language,
) =>
  queryOptions({
    // Under `me`, so logging out forgets it and a bonus change (which refreshes `me`) asks again.
    queryKey: ['me', 'bonus', 'unused-campaigns', playerId, language] as const,
    queryFn: ({ signal }) => getUnusedCampaigns(client, playerId, language, signal),
    staleTime: 0,
  });

export const useUnusedCampaigns = (playerId: number) => {
  const language = useAppState((state) => state.language);
  return useQuery(unusedCampaignsQueryOptions(useApi().client, playerId, language));
};
