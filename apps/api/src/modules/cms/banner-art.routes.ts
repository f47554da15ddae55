import { z } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { findBannerArt } from './banner-art';

const params = z.object({ file: z.string().regex(/^[a-z-]{1,64}\.svg$/, 'Unknown image') });

/** The art never changes within a release; a day keeps it fresh across releases. */
const ART_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Banner and promotion images, outside /v1 like any static file: plain `<img>` loads carry no
 * client credentials. Same origin, so the content-security policy's `img-src 'self'` admits them.
 */
export const bannerArtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/banners/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const svg = findBannerArt(request.params.file.slice(0, -'.svg'.length));
    if (!svg) throw new AppError('not_found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', ART_CACHE_CONTROL)
      .send(svg);
  });
};
