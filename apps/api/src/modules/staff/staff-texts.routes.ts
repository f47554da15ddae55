import {
  staffListEnvelope,
  staffTextEditBody,
  staffTextKeyParams,
  staffTextResponse,
  staffTextSchema,
  staffTextsQuery,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TextEditorService } from '../cms/text-editor.service';

/**
 * The site's interface texts in every language, through the cms module's text editor. A change
 * is audited by the access hook (`content.write`, target `text:<section.key>`).
 */
export const staffTextsRoutes: FastifyPluginAsyncZod<{ texts: TextEditorService }> = async (
  app,
  { texts },
) => {
  app.get(
    '/texts',
    {
      config: { staff: { access: 'content.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Interface texts: search keys and values (q), by section and language',
        querystring: staffTextsQuery,
        response: { 200: staffListEnvelope(staffTextSchema) },
      },
    },
    async (request) => texts.list(request.query),
  );

  app.get(
    '/texts/:key',
    {
      config: { staff: { access: 'content.read' } },
      schema: {
        tags: ['staff'],
        summary: 'One interface text (`section.key`) in every language, with its defaults',
        params: staffTextKeyParams,
        response: { 200: staffTextResponse },
      },
    },
    async (request) => ({ data: await texts.get(request.params.key) }),
  );

  app.put(
    '/texts/:key',
    {
      config: { staff: { access: 'content.write', target: 'text' } },
      schema: {
        tags: ['staff'],
        summary: 'Change an interface text per language; null puts a language back to its default',
        params: staffTextKeyParams,
        body: staffTextEditBody,
        response: { 200: staffTextResponse },
      },
    },
    async (request) => ({
      data: await texts.update(request.params.key, request.body, { audit: request.audit }),
    }),
  );
};
