import type { ApiErrorBody, ErrorCode } from '@prime/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, defaultMessage } from '../lib/app-error';

const send = (reply: FastifyReply, status: number, body: ApiErrorBody) =>
  reply.code(status).send(body);

/** `/body/email` in the `body` part -> `email`; a whole-part error -> the part's name. */
const fieldName = (instancePath: string, context: string | undefined): string =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

const codeForStatus = (status: number): ErrorCode => {
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return 'bad_request';
};

/**
 * One error handler for the whole API: every failure leaves as `{ message, code, errors? }`.
 * A 5xx is logged with its details and answered with a generic message; nothing internal leaks.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        (errors[fieldName(issue.instancePath, error.validationContext)] ??= []).push(
          issue.message ?? 'Invalid value.',
        );
      }
      return send(reply, 422, {
        message: defaultMessage('validation_failed'),
        code: 'validation_failed',
        errors,
      });
    }
    if (error instanceof AppError) {
      return send(reply, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { message: defaultMessage('server_error'), code: 'server_error' });
    }
    const code =
      FASTIFY_CODES[error.code] ??
      (error instanceof SyntaxError ? 'invalid_json' : codeForStatus(status));
    request.log.info({ err: { code: error.code, message: error.message } }, 'request rejected');
    return send(reply, status >= 400 ? status : 400, { message: defaultMessage(code), code });
  });
};

export const sendNotFound = (reply: FastifyReply) =>
  send(reply, 404, { message: defaultMessage('not_found'), code: 'not_found' });
