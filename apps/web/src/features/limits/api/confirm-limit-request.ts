import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { useRefreshLimits } from './refresh-limits';

/** POST me/statistics/{id}/confirm: applies a change whose waiting time is over. */
export const confirmLimitRequest = async (client: ApiClient, id: number) => {
  await client.request<undefined>('POST', `me/statistics/${id}/confirm`);
};

export const useConfirmLimitRequest = () => {
  const { client } = useApi();
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: (id: number) => confirmLimitRequest(client, id),
    onSuccess: () => refresh(),
  });
};
