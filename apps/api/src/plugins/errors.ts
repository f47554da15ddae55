import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@prime/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
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

/**
 * Fastify's own refusals before any route runs, in the API's shape: an address whose percent
 * encoding is broken (400), a path parameter longer than the router takes (414). The answer never
 * echoes the address.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const code: ErrorCode =
    error.code === 'FST_ERR_BAD_URL'
      ? 'bad_request'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'uri_too_long'
        : 'server_error';
  request.log.info({ err: { code: error.code } }, 'request refused by the router');
  const message = code === 'bad_request' ? 'The address is not valid.' : defaultMessage(code);
  void send(reply, ERROR_CODES[code], { message, code });
};

/** What Node's HTTP parser refused, as the API's code and status. */
const clientFailure = (error: NodeJS.ErrnoException): ErrorCode =>
  error.code === 'HPE_HEADER_OVERFLOW'
    ? 'headers_too_large'
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request_timeout'
      : 'bad_request';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a request that
 * never finished, malformed HTTP) still answer `{ message, code }`, then the connection closes.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: NodeJS.ErrnoException,
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientFailure(error);
  const status = ERROR_CODES[code];
  const body = JSON.stringify({ message: defaultMessage(code), code } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

export const sendNotFound = (reply: FastifyReply) =>
  send(reply, 404, { message: defaultMessage('not_found'), code: 'not_found' });
