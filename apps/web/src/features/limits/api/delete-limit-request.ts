import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { useRefreshLimits } from './refresh-limits';

/** DELETE me/statistics/{id}: drops a waiting change; the limit in force stays. */
export const deleteLimitRequest = async (client: ApiClient, id: number) => {
  await client.request<undefined>('DELETE', `me/statistics/${id}`);
};

export const useDeleteLimitRequest = () => {
  const { client } = useApi();
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: (id: number) => deleteLimitRequest(client, id),
    onSuccess: () => refresh(),
  });
};
