import type { LimitField, Player } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { meQueryOptions } from '../../../shared/api/queries';

/** One limit's new value: digits, or null to remove the limit. */
export type LimitChange = { field: LimitField; value: string | null };

/**
 * PUT me, limit kind: `{ field, <field>: value }`. A lower or first limit applies at once; a
 * higher or removed one becomes a request that waits (the answer is the player either way).
 */
export const changeLimit = async (client: ApiClient, { field, value }: LimitChange) =>
  (await client.request<{ data: Player }>('PUT', 'me', { body: { field, [field]: value } })).data;

/**
 * The server's answer becomes the cached player. The caller refreshes the limits and the
 * requests once all its changes are sent (useRefreshLimits), not after each one.
 */
export const useChangeLimit = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LimitChange) => changeLimit(api.client, change),
    onSuccess: (player) => queryClient.setQueryData(meQueryOptions(api).queryKey, player),
  });
};
