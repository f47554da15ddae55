import type { Player, UpdateMeBody } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';
import { meQueryOptions } from '../../../shared/api/queries';

/** The two kinds of PUT me this area sends: accepted terms and an imported player's password. */
export type AccountChange =
  | { terms_and_conditions: true }
  | { password: string; password_confirmation: string; is_crypt: true };

/** PUT me: answers the updated player. */
export const updateMe = async (api: PrimeApi, body: AccountChange & UpdateMeBody) =>
  (await api.client.request<{ data: Player }>('PUT', 'me', { body })).data;

/** PUT me, then the player in the cache is the one the server answered. */
export const useUpdateMe = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountChange) => updateMe(api, body),
    onSuccess: (player) => queryClient.setQueryData(meQueryOptions(api).queryKey, player),
  });
};
