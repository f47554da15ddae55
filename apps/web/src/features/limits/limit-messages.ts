import type { LimitField } from '@prime/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/format/date';
import { LIMIT_CHANGE_INTERVAL_HOURS, LIMIT_RAISE_DELAY_HOURS } from '@prime/contract/rules/limits';

/** Refusals about one limit, shown under its field; any other failure stops a save. */
const FIELD_REFUSALS: readonly string[] = [
  'validation_failed',
  'limit_change_too_soon',
  'limit_change_pending',
];

export const isFieldRefusal = (error: unknown): boolean =>
  isApiError(error) && FIELD_REFUSALS.includes(error.code);

/**
 * What the player reads when the server refused a change of `field` or an action on a request
 * (spec 02 §8 Limits): the code's own text, the field's error as the server worded it for a 422,
 * else the server's message.
 */
export const limitRefusalText = (
  error: unknown,
  t: TFunction<'limits'>,
  locale: string,
  field?: LimitField,
): string => {
  if (!isApiError(error)) return t('error_generic');
  switch (error.code) {
    case 'validation_failed':
      return (
        (field ? error.errors?.[field]?.[0] : undefined) ??
        Object.values(error.errors ?? {})[0]?.[0] ??
        t('error_invalid')
      );
    case 'limit_change_too_soon': {
      const next = error.details?.['next_change_at'];
      return typeof next === 'string'
        ? t('error_too_soon_until', {
            hours: LIMIT_CHANGE_INTERVAL_HOURS,
            date: formatDateTime(next, locale),
          })
        : t('error_too_soon', { hours: LIMIT_CHANGE_INTERVAL_HOURS });
    }
    case 'limit_change_pending':
      return t('error_pending');
    case 'limit_request_not_confirmable':
      return t('error_not_confirmable', { hours: LIMIT_RAISE_DELAY_HOURS });
    case 'network_error':
    case 'server_error':
      return t('error_generic');
    default:
      return error.message || t('error_generic');
  }
};
