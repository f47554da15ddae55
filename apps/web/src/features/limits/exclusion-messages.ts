import { EXCLUSION_LIFT_REASON_MIN } from '@prime/contract/rules/exclusion';
import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api/api-error';

/** The text of a refused exclusion, time-out or closure. */
export const exclusionErrorText = (t: TFunction<'limits'>, error: unknown): string => {
  const code = isApiError(error) ? error.code : null;
  switch (code) {
    case 'exclusion_period':
      return t('exclusion_error_period');
    case 'exclusion_reason_required':
      return t('exclusion_error_reason', { min: EXCLUSION_LIFT_REASON_MIN });
    case 'exclusion_request_pending':
      return t('exclusion_error_pending');
    case 'closure_balance_left':
      return t('closure_error_balance');
    default:
      return t('error_generic');
  }
};
