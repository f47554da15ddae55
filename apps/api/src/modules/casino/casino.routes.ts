import {
  gameDetailParams,
  gameDetailQuery,
  gameDetailResponse,
  gamesQuery,
  gamesResponse,
  idParams,
  providersQuery,
  providersResponse,
  sectionsResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CasinoService } from './casino.service';

export const casinoRoutes: FastifyPluginAsyncZod<{ casino: CasinoService }> = async (
  app,
  { casino },
) => {
  app.get(
    '/casino/sections',
    {
      schema: {
        tags: ['casino'],
        summary: 'Visible lobby sections by rank; the name prefix names the lobby',
        response: { 200: sectionsResponse },
      },
    },
    async () => ({ data: await casino.listSections() }),
  );

  app.get(
    '/casino/providers',
    {
      schema: {
        tags: ['casino'],
        summary: 'Game providers by rank (is_visible=1: only visible ones)',
        querystring: providersQuery,
        response: { 200: providersResponse },
      },
    },
    async (request) => ({ data: await casino.listProviders(request.query.is_visible === true) }),
  );

  app.get(
    '/casino/sections/:id/providers',
    {
      schema: {
        tags: ['casino'],
        summary: 'Visible providers with active games in the section',
        params: idParams,
        response: { 200: providersResponse },
      },
    },
    async (request) => ({ data: await casino.listSectionProviders(request.params.id) }),
  );

  app.get(
    '/casino/games',
    {
      schema: {
        tags: ['casino'],
        summary: 'A page of active games, filtered, by rank or name',
        querystring: gamesQuery,
        response: { 200: gamesResponse },
      },
    },
    async (request) => casino.listGames(request.query),
  );

  app.get(
    '/static/casinoGames/:gameId',
    {
      schema: {
        tags: ['casino'],
        summary: 'One active game with its engine, theme, stakes and sections',
        params: gameDetailParams,
        querystring: gameDetailQuery,
        response: { 200: gameDetailResponse },
      },
    },
    async (request) => ({
      data: await casino.getGame(request.params.gameId, request.query.provider_id),
    }),
  );
};
