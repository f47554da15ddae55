import type { Banner, BannerTag, Language } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { useAppState } from '../session/app-store-context';

const BANNERS_STALE_MS = 5 * 60_000;

export type BannersRequest = { language: Language; tag: BannerTag };

/**
 * GET cms/banners?language=&tag[0]=. The audience of a banner is decided by the session the
 * client already sends (`user-token`), so no `user_id` is added.
 */
export const getBanners = async (
  client: ApiClient,
  { language, tag }: BannersRequest,
  signal?: AbortSignal,
): Promise<Banner[]> =>
  (
    await client.request<{ data: Banner[] }>('GET', 'cms/banners', {
      query: { language, 'tag[0]': tag },
      signal,
    })
  ).data;

export const bannersQueryOptions = (client: ApiClient, request: BannersRequest) =>
  queryOptions({
    queryKey: ['cms', 'banners', request] as const,
    queryFn: ({ signal }) => getBanners(client, request, signal),
    staleTime: BANNERS_STALE_MS,
  });

/** The banners of one tag in the site's language. */
export const useBanners = (tag: BannerTag) => {
  const { client } = useApi();
  const language = useAppState((state) => state.language);
  return useQuery(bannersQueryOptions(client, { language, tag }));
};
