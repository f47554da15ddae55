import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the contract's zod schemas, browsable at /docs. */
export const registerDocs = async (app: FastifyInstance) => {
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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The docs UI sets style attributes, as the site does; scripts stay limited to this origin.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
};
