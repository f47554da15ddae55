import type { Banner, Language } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** GET cms/banners?language=&tag[0]=promotion: the carousel above the promotion cards. */
export const getPromotionBanners = async (api: PrimeApi, language: Language): Promise<Banner[]> => {
  const answer = await api.client.request<{ data: Banner[] }>('GET', 'cms/banners', {
    query: { language, 'tag[0]': 'promotion' },
  });
  return answer.data;
};

export const promotionBannersQueryOptions = (api: PrimeApi, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'banners', 'promotion', language] as const,
    queryFn: () => getPromotionBanners(api, language),
    staleTime: 60_000,
  });

export const usePromotionBanners = (language: Language) =>
  useQuery(promotionBannersQueryOptions(useApi(), language));
