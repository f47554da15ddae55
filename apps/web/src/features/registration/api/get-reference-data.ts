import type { Campaign, Country, Currency } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** GET countries: the country select and the phone prefix. */
export const countriesQueryOptions = (api: PrimeApi) =>
  queryOptions({
    queryKey: ['geo', 'countries'] as const,
    queryFn: async () => (await api.client.request<{ data: Country[] }>('GET', 'countries')).data,
    staleTime: Infinity,
  });

/** GET currencies: the currency select. */
export const currenciesQueryOptions = (api: PrimeApi) =>
  queryOptions({
    queryKey: ['geo', 'currencies'] as const,
    queryFn: async () => (await api.client.request<{ data: Currency[] }>('GET', 'currencies')).data,
    staleTime: Infinity,
  });

/** GET campaigns: the public campaigns for the chosen currency, country and language. */
export const campaignsQueryOptions = (
  api: PrimeApi,
  filter: { currencyId: number | null; country: string; language: string },
) =>
  queryOptions({
    queryKey: ['registration', 'campaigns', filter] as const,
    queryFn: async () =>
      (
        await api.client.request<{ data: Campaign[] }>('GET', 'campaigns', {
          query: {
            all: 1,
            'filters[is_public]': 1,
            currency_id: filter.currencyId ?? undefined,
            'countries[0]': filter.country || undefined,
            language: filter.language,
          },
        })
      ).data,
    staleTime: 60_000,
  });

export const useCountries = () => useQuery(countriesQueryOptions(useApi()));
export const useCurrencies = () => useQuery(currenciesQueryOptions(useApi()));
export const useCampaigns = (filter: {
  currencyId: number | null;
  country: string;
  language: string;
}) =>
  useQuery({
    ...campaignsQueryOptions(useApi(), filter),
    enabled: filter.currencyId !== null && filter.country !== '',
  });
