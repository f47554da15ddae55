import { CASHIER_MINIMUM, toMinor } from '@prime/contract';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';

/**
 * The rule an amount typed in the cashier breaks, as a text key: required, a number with at
 * most two decimals, at least CASHIER_MINIMUM, at most `maximum` (spec 02 §5).
 */
export const amountError = (
  amount: string,
  maximum: number | undefined,
): 'amount_required' | 'amount_invalid' | 'amount_minimum' | 'amount_too_high' | undefined => {
  const text = amount.trim();
  if (text === '') return 'amount_required';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return 'amount_invalid';
  const minor = toMinor(Number(text));
  if (minor < toMinor(CASHIER_MINIMUM)) return 'amount_minimum';
  if (maximum !== undefined && minor > toMinor(maximum)) return 'amount_too_high';
  return undefined;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the player reads when the server refused a cashier request (spec 02 §8): the code's own
 * text where the site has one, the first amount error capitalised, else the server's message.
 */
export const cashierErrorText = (
  error: unknown,
  t: TFunction<'cashier'>,
  money: (amount: number) => string,
): string => {
  if (!isApiError(error)) return t('error_generic');
  switch (error.code) {
    case 'self_excluded':
      return t('error_self_excluded');
    case 'terms_not_accepted':
      return t('error_terms');
    case 'pending_transaction_exists':
      return t('error_pending_exists');
    case 'account_not_verified':
      return t('error_not_verified');
    case 'questionnaire_required':
      return t('error_questionnaire');
    case 'kyc_required':
      return t('error_kyc_required');
    case 'withdraw_too_soon':
      return t('error_too_soon');
    case 'daily_deposit_limit':
    case 'weekly_deposit_limit':
    case 'monthly_deposit_limit': {
      const left = error.details?.['left'];
      return typeof left === 'number'
        ? t(`error_${error.code}_left`, { left: money(left) })
        : t(`error_${error.code}`);
    }
    case 'account_disabled':
    case 'player_blocked':
      return t('error_blocked');
    case 'network_error':
    case 'server_error':
      return t('error_generic');
    default: {
      const amount = error.errors?.['amount']?.[0];
      if (amount) return capitalise(amount);
      return error.message || t('error_generic');
    }
  }
};

/** A message that shows for `ms` and then goes (spec 02 §8 timings). */
export const useTimedMessage = (ms: number) => {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return undefined;
    const timer = setTimeout(() => setText(null), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  const show = useCallback((next: string) => setText(next), []);
  const hide = useCallback(() => setText(null), []);
  return { text, show, hide };
};
