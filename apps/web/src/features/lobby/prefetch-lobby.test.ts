import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { createQueryClient } from '../../shared/api/query-client';
import { answerGames, buildSection, createRoutedApi } from '../../test/catalog';
import { prefetchLobby } from './prefetch-lobby';

describe('prefetchLobby', () => {
  it('asks for the banners, the sections and the first page of the first section of the lobby', async () => {
    const { api, queriesTo } = createRoutedApi({
      'casino/sections': () => ({
        data: [
          buildSection({ id: 7, name: 'liveCasino-b', slug: 'b', rank: 2 }),
          buildSection({ id: 8, name: 'liveCasino-a', slug: 'a', rank: 1 }),
          buildSection({ id: 9, name: 'casino-a', slug: 'c', rank: 0 }),
        ],
      }),
      'cms/banners': () => ({ data: [] }),
      'casino/games': (query) => answerGames(3, query),
    });
    await prefetchLobby({
      queryClient: createQueryClient(),
      client: api.client,
      lobbyName: 'liveCasino',
      language: 'sk',
      device: 'mobile',
    });
    expect(queriesTo('cms/banners')).toEqual([{ language: 'sk', 'tag[0]': 'liveCasino' }]);
    expect(queriesTo('casino/games')).toEqual([
      {
        page: 1,
        per_page: 48,
        sort_by: 'rank',
        section_id: 8,
        is_live: 1,
        is_provider_visible: 1,
        is_mobile: 1,
      },
    ]);
  });

  it('asks for no games when the sections cannot be read, and never rejects', async () => {
    const { api, queriesTo } = createRoutedApi({
      'casino/sections': () => {
        throw new ApiError(400, 'bad_request', 'Bad request');
      },
      'cms/banners': () => ({ data: [] }),
    });
    await expect(
      prefetchLobby({
        queryClient: createQueryClient(),
        client: api.client,
        lobbyName: 'others',
        language: 'en',
        device: 'desktop',
      }),
    ).resolves.toBeUndefined();
    expect(queriesTo('casino/games')).toHaveLength(0);
  });
});
