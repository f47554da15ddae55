import type { CmsPage, Language, PageMeta } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** GET cms/pages?type=promotion&campaign_visible=1&language=: the public promotions. */
export const getPromotions = async (api: PrimeApi, language: Language): Promise<CmsPage[]> => {
  const answer = await api.client.request<{ data: CmsPage[]; meta: PageMeta }>('GET', 'cms/pages', {
    query: { type: 'promotion', campaign_visible: 1, language },
  });
  return answer.data;
};

export const promotionsQueryOptions = (api: PrimeApi, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'pages', 'promotion', language] as const,
    queryFn: () => getPromotions(api, language),
    staleTime: 60_000,
  });

export const usePromotions = (language: Language) =>
  useQuery(promotionsQueryOptions(useApi(), language));
