import { z } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { CasinoService } from './casino.service';

const ARTWORK_FILE = /^([1-9]\d{0,9})\.svg$/;
/** A day fresh, then revalidated by ETag (a renamed game gets new artwork within a day). */
const ARTWORK_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Generated game artwork, outside /v1 and without client credentials so an `<img>` can load
 * it from the same origin (the CSP's img-src 'self').
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ casino: CasinoService }> = async (
  app,
  { casino },
) => {
  app.get(
    '/media/games/:file',
    {
      // Pictures, not part of the /v1 contract: left out of the OpenAPI document like banners.
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(32).describe('{gameId}.svg') }),
      },
    },
    async (request, reply) => {
      const match = ARTWORK_FILE.exec(request.params.file);
      const gameId = Number(match?.[1]);
      if (!match || gameId > 2_147_483_647) throw new AppError('not_found');
      const { svg, etag } = await casino.getArtwork(gameId);
      reply.header('etag', etag).header('cache-control', ARTWORK_CACHE_CONTROL);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
