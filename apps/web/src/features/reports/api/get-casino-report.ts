import type { MoneyType, Report } from '@prime/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

export type ReportSearch = {
  from: string;
  to: string;
  money_type: MoneyType;
  provider_id?: number | undefined;
};

/** GET casino/analytics: the player's bets, wins and net per game, UTC days from..to. */
export const getCasinoReport = async (
  client: ApiClient,
  search: ReportSearch,
  signal?: AbortSignal,
): Promise<Report> =>
  (
    await client.request<{ data: Report }>('GET', 'casino/analytics', {
      query: { ...search },
      signal,
    })
  ).data;

export const casinoReportQueryOptions = (client: ApiClient, search: ReportSearch) =>
  queryOptions({
    queryKey: ['casino', 'analytics', search] as const,
    queryFn: ({ signal }) => getCasinoReport(client, search, signal),
    // Each search asks again: the player's latest rounds count.
    staleTime: 0,
  });

export const useCasinoReport = (search: ReportSearch) => {
  const { client } = useApi();
  return useQuery({
    ...casinoReportQueryOptions(client, search),
    placeholderData: keepPreviousData,
  });
};
