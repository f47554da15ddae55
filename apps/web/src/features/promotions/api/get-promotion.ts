import type { CmsPage, Language } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** GET cms/pages/{id}: one promotion with its banners; 404 `not_found` when unknown. */
export const getPromotion = async (
  api: PrimeApi,
  id: number,
  language: Language,
): Promise<CmsPage> => {
  const answer = await api.client.request<{ data: CmsPage }>('GET', `cms/pages/${id}`, {
    query: { language },
  });
  return answer.data;
};

export const promotionQueryOptions = (api: PrimeApi, id: number, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'pages', id, language] as const,
    queryFn: () => getPromotion(api, id, language),
    staleTime: 60_000,
  });

/** `id` null (not a positive number in the URL): nothing is asked, the page says not found. */
export const usePromotion = (id: number | null, language: Language) =>
  useQuery({ ...promotionQueryOptions(useApi(), id ?? 0, language), enabled: id !== null });
