import type { ErrorCode } from '@prime/contract';

/** `network_error`: no answer reached the site (offline, DNS, connection reset). */
export type ApiErrorCode = ErrorCode | 'network_error';

/** Any failed `/v1` call: the HTTP status (0 without an answer), the stable code and the text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: Readonly<Record<string, string[]>> | undefined;
  /** Facts of the refusal, e.g. `status_expires_at` of a disabled account. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    errors?: Record<string, string[]>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.details = details;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'in_maintenance';
  if (status >= 500) return 'server_error';
  return 'bad_request';
};

type ErrorFields = { message?: unknown; code?: unknown; errors?: unknown; details?: unknown };

/**
 * A code as the contract writes them. The API only answers codes of its contract (its error
 * schema checks that), so the site reads the shape and leaves the list of codes to the server:
 * a code the site has no text for shows the server's message.
 */
const isCodeShaped = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && /^[a-z][a-z_]{1,47}$/.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readFieldErrors = (value: unknown): Record<string, string[]> | undefined => {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
  }
  return errors;
};

/**
 * Reads an error answer. The contract sends `{ message, code, errors?, details? }`; an `{ error: {...} }`
 * wrapper is read the same way so a proxy or an older server still gives a typed error.
 */
export const toApiError = (status: number, body: unknown): ApiError => {
  const fields: ErrorFields = isRecord(body) ? (isRecord(body.error) ? body.error : body) : {};
  const code = isCodeShaped(fields.code) ? fields.code : codeForStatus(status);
  const message =
    typeof fields.message === 'string' && fields.message !== ''
      ? fields.message
      : `Request failed with status ${status}`;
  const details = isRecord(fields.details) ? fields.details : undefined;
  return new ApiError(status, code, message, readFieldErrors(fields.errors), details);
};
