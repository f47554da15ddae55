import { parse } from 'content-type';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const UTF8 = /^utf-?8$/i;

/**
 * Request bodies are read as UTF-8, signatures included. A body declared in another charset would
 * be read as something it is not, so it is refused (415) before it is parsed; a body that
 * declares no charset is UTF-8, as JSON's own specification says.
 */
export const registerUtf8Bodies = (app: FastifyInstance) => {
  app.addHook('preParsing', async (request) => {
    const header = request.headers['content-type'];
    if (!header) return;
    const charset = parse(header).parameters['charset'];
    if (charset !== undefined && !UTF8.test(charset))
      throw new AppError('unsupported_media_type', 'Request bodies are accepted in UTF-8 only.');
  });
};
