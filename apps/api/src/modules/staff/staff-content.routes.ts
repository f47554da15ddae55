import {
  staffBannerEditBody,
  staffBannerResponse,
  staffBannerSchema,
  staffIdParams,
  staffListEnvelope,
  staffListQuery,
  staffPageEditBody,
  staffPageResponse,
  staffPageSchema,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentEditorService } from '../cms/content-editor.service';
import { pageOf } from './staff-list';

/**
 * Promotions, static pages and banners with their texts in every language, through the cms
 * module's editor service. Changes are audited by the access hook (`content.write`).
 */
export const staffContentRoutes: FastifyPluginAsyncZod<{ content: ContentEditorService }> = async (
  app,
  { content },
) => {
  for (const [resource, type] of [
    ['promotions', 'promotion'],
    ['pages', 'page'],
  ] as const) {
    app.get(
      `/${resource}`,
      {
        config: { staff: { access: 'content.read' } },
        schema: {
          tags: ['staff'],
          summary: `Every ${type} of every site, hidden and ended ones too`,
          querystring: staffListQuery,
          response: { 200: staffListEnvelope(staffPageSchema) },
        },
      },
      async (request) => pageOf(await content.listPages(type), request.query),
    );

    app.get(
      `/${resource}/:id`,
      {
        config: { staff: { access: 'content.read' } },
        schema: {
          tags: ['staff'],
          summary: `One ${type} with its texts in every language`,
          params: staffIdParams,
          response: { 200: staffPageResponse },
        },
      },
      async (request) => ({ data: await content.getPage(type, Number(request.params.id)) }),
    );

    app.patch(
      `/${resource}/:id`,
      {
        config: { staff: { access: 'content.write', target: type } },
        schema: {
          tags: ['staff'],
          summary: `Change a ${type}; each language sent replaces that language's texts`,
          params: staffIdParams,
          body: staffPageEditBody,
          response: { 200: staffPageResponse },
        },
      },
      async (request) => ({
        data: await content.updatePage(type, Number(request.params.id), request.body, {
          audit: request.audit,
        }),
      }),
    );
  }

  app.get(
    '/banners',
    {
      config: { staff: { access: 'content.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Every banner of every site, inactive ones too',
        querystring: staffListQuery,
        response: { 200: staffListEnvelope(staffBannerSchema) },
      },
    },
    async (request) => pageOf(await content.listBanners(), request.query),
  );

  app.get(
    '/banners/:id',
    {
      config: { staff: { access: 'content.read' } },
      schema: {
        tags: ['staff'],
        summary: 'One banner with its texts in every language',
        params: staffIdParams,
        response: { 200: staffBannerResponse },
      },
    },
    async (request) => ({ data: await content.getBanner(Number(request.params.id)) }),
  );

  app.patch(
    '/banners/:id',
    {
      config: { staff: { access: 'content.write', target: 'banner' } },
      schema: {
        tags: ['staff'],
        summary: "Change a banner; each language sent replaces that language's texts",
        params: staffIdParams,
        body: staffBannerEditBody,
        response: { 200: staffBannerResponse },
      },
    },
    async (request) => ({
      data: await content.updateBanner(Number(request.params.id), request.body, {
        audit: request.audit,
      }),
    }),
  );
};
