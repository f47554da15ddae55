import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

export type OptOutTokenStatus = { is_valid: boolean; already_unsubscribed: boolean };

/** GET notifications/newsletter/token/opt-out with the link's token in the `token` header. */
export const checkOptOutToken = async (
  api: PrimeApi,
  token: string,
): Promise<OptOutTokenStatus> => {
  const answer = await api.client.request<{ data: OptOutTokenStatus }>(
    'GET',
    'notifications/newsletter/token/opt-out',
    { headers: { token } },
  );
  return answer.data;
};

export const optOutTokenQueryOptions = (api: PrimeApi, token: string) =>
  queryOptions({
    queryKey: ['newsletter', 'opt-out-token', token] as const,
    queryFn: () => checkOptOutToken(api, token),
    // The answer changes once the form is sent; it is never reused from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export const useOptOutToken = (token: string | null) =>
  useQuery({ ...optOutTokenQueryOptions(useApi(), token ?? ''), enabled: token !== null });
