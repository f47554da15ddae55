import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import { meQueryOptions } from '../../../shared/api/queries';

/**
 * After a bonus was activated or given up: the player (with `bonus`), the balances and the
 * unused campaigns, all under the `me` key.
 */
export const useRefreshBonus = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryOptions(api).queryKey });
};
