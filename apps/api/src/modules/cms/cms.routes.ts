import {
  languagesResponse,
  maintenanceResponse,
  skinSettingsResponse,
  translationLanguageParams,
  translationLanguageResponse,
  translationSectionParams,
  translationSectionQuery,
  translationSectionResponse,
} from '@prime/contract';
import { TRANSLATION_SECTIONS } from '@prime/contract/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { CmsService } from './cms.service';

const isSection = (value: string): boolean =>
  (TRANSLATION_SECTIONS as readonly string[]).includes(value);

/** Texts change rarely; browsers and proxies may reuse them briefly. */
const TEXTS_CACHE_CONTROL = 'public, max-age=60';

export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  app.get(
    '/cms/skin-settings',
    {
      schema: {
        tags: ['cms'],
        summary: "The site's settings: built-in snapshot plus countries and currencies",
        response: { 200: skinSettingsResponse },
      },
    },
    async (request) => ({ data: await cms.getSkinSettings(request.skin) }),
  );

  app.post(
    '/cms/skin-in-maintenance',
    {
      config: { allowInMaintenance: true },
      schema: {
        tags: ['cms'],
        summary: 'Whether the site is in maintenance',
        response: { 200: maintenanceResponse },
      },
    },
    async (request) => ({ data: { in_maintenance: await cms.isInMaintenance(request.skin.id) } }),
  );

  app.get(
    '/cms/translation/languages',
    {
      schema: {
        tags: ['cms'],
        summary: 'Languages of the site',
        response: { 200: languagesResponse },
      },
    },
    async () => ({ data: await cms.listLanguages() }),
  );

  app.get(
    '/cms/translation/:section/',
    {
      schema: {
        tags: ['cms'],
        summary: 'Texts of one section, by language',
        params: translationSectionParams,
        querystring: translationSectionQuery,
        response: { 200: translationSectionResponse },
      },
    },
    async (request, reply) => {
      if (!isSection(request.params.section))
        throw new AppError('not_found', 'Unknown translation section.');
      reply.header('cache-control', TEXTS_CACHE_CONTROL);
      return { data: await cms.getSectionTexts(request.params.section, request.query.language) };
    },
  );

  app.get(
    '/cms/translations/:language',
    {
      schema: {
        tags: ['cms'],
        summary: 'Every text of one language, by section (read as data.data)',
        params: translationLanguageParams,
        response: { 200: translationLanguageResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', TEXTS_CACHE_CONTROL);
      const { language } = request.params;
      return { data: { language, data: await cms.getLanguageTexts(language) } };
    },
  );
};
