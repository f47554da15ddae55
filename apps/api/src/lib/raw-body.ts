import type { FastifyInstance } from 'fastify';

/**
 * Keeps every request body of this plugin scope as the exact text sent: a provider signs the
 * bytes of its webhook, so the signature is checked on them before anything is parsed.
 */
export const acceptRawBody = (app: FastifyInstance, bodyLimit: number): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
};
