import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../shared/api/api-context';
import { meQueryOptions } from '../../../shared/api/queries';
import { limitRequestsQueryOptions } from './get-limit-requests';
import { limitUsageQueryOptions } from './get-limit-usage';

/**
 * After a limit or a request changed: the player (whose `limits` and `betLimits` the site shows
 * elsewhere), the limits with what is left, and the requests that wait. Resolves once all three
 * are fetched again.
 */
export const useRefreshLimits = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          meQueryOptions(api).queryKey,
          limitUsageQueryOptions(api.client).queryKey,
          limitRequestsQueryOptions(api.client).queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
      ),
    [api, queryClient],
  );
};
