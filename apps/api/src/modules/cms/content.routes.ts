import {
  bannersQuery,
  bannersResponse,
  DEFAULT_LANGUAGE,
  type Language,
  pageParams,
  pageQuery,
  pageResponse,
  pagesQuery,
  pagesResponse,
} from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service';

const TAG_KEY = /^tag(\[\d{0,2}\])?$/;

/**
 * The site sends `tag[0]=casino&tag[1]=prime`; `tag=casino` and repeated `tag` work too. All are
 * folded into one `tag` list before the schema validates it.
 */
const foldTags = async (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown>;
  const tags: unknown[] = [];
  for (const key of Object.keys(query)) {
    if (!TAG_KEY.test(key)) continue;
    const value = query[key];
    tags.push(...(Array.isArray(value) ? value : [value]));
    delete query[key];
  }
  if (tags.length > 0) query['tag'] = tags;
};

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const contextOf = (request: FastifyRequest, language: Language | undefined) => ({
    skinId: request.skin.id,
    language: language ?? DEFAULT_LANGUAGE,
    origin: originOf(request),
  });

  app.get(
    '/cms/banners',
    {
      preValidation: foldTags,
      preHandler: app.identifyPlayer,
      schema: {
        tags: ['cms'],
        summary: 'Banners of the lobbies named by tag[x], for a visitor or the session player',
        querystring: bannersQuery,
        response: { 200: bannersResponse },
      },
    },
    async (request) => ({
      data: await content.listBanners(contextOf(request, request.query.language), {
        tags: request.query.tag,
        hasSession: request.session !== null,
      }),
    }),
  );

  app.get(
    '/cms/pages',
    {
      schema: {
        tags: ['cms'],
        summary: 'Promotions (type=promotion) or static pages (type=page, by name), paged',
        querystring: pagesQuery,
        response: { 200: pagesResponse },
      },
    },
    async (request) => content.listPages(contextOf(request, request.query.language), request.query),
  );

  app.get(
    '/cms/pages/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'One static page or promotion',
        params: pageParams,
        querystring: pageQuery,
        response: { 200: pageResponse },
      },
    },
    async (request) => ({
      data: await content.getPage(contextOf(request, request.query.language), request.params.id),
    }),
  );
};
