import type { CmsPage, Language, PageMeta } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { PrimeApi } from '../../../shared/api/prime-api';

/**
 * GET cms/pages?type=page&name=&language=: a static page by its path name. Null when no page
 * has that name (an empty list, not an error).
 */
export const getContentPage = async (
  api: PrimeApi,
  name: string,
  language: Language,
): Promise<CmsPage | null> => {
  const answer = await api.client.request<{ data: CmsPage[]; meta: PageMeta }>('GET', 'cms/pages', {
    query: { type: 'page', name, language },
  });
  return answer.data.find((page) => page.name === name) ?? answer.data[0] ?? null;
};

export const contentPageQueryOptions = (api: PrimeApi, name: string, language: Language) =>
  queryOptions({
    queryKey: ['cms', 'pages', 'page', name, language] as const,
    queryFn: () => getContentPage(api, name, language),
    staleTime: 5 * 60_000,
  });

export const useContentPage = (name: string, language: Language) =>
  useQuery(contentPageQueryOptions(useApi(), name, language));
