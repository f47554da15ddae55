import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The operator API's paths; they need the ops token and are nobody else's business. */
const OPERATOR_PATH = /^\/ops(\/|$)/;

export type DocsOptions = {
  /** Leave the operator API (`/ops/*`) out of the document, as production does. */
  hideOperatorApi: boolean;
};

/** OpenAPI document generated from the contract's zod schemas, browsable at /docs. */
export const registerDocs = async (app: FastifyInstance, options: DocsOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Prime API',
        description:
          'The /v1 contract of the Prime casino. Every call carries `Authorization: Basic base64(client_ref:client_password)`; player calls add `user-token`. Success answers `{ data }`, failures `{ message, code, errors? }`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic' },
          player: { type: 'apiKey', in: 'header', name: 'user-token' },
        },
      },
      security: [{ client: [] }],
    },
    transform: (input) =>
      options.hideOperatorApi && OPERATOR_PATH.test(input.url)
        ? { schema: { hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The docs UI sets style attributes, as the site does; scripts stay limited to this origin.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
};
