import { checkLimitValue, type LimitField } from '@prime/contract/rules/limits';

/** Only digits, however many: what the input accepts as typed (its maxLength caps the count). */
export const isDigitsOnly = (text: string) => /^\d*$/.test(text);

/**
 * The rule a limit's input breaks, as a text key (the contract's `checkLimitValue`). Empty is
 * valid: it removes the limit.
 */
export const limitValueError = (
  field: LimitField,
  text: string,
): 'error_digits' | 'error_minutes_max' | undefined => {
  if (text === '') return undefined;
  const rule = checkLimitValue(field, text);
  if (rule === 'limit_digits') return 'error_digits';
  if (rule === 'limit_minutes_max') return 'error_minutes_max';
  return undefined;
};

/** A limit as the input shows it: its digits, or empty without a limit. */
export const limitText = (limit: number | null | undefined): string =>
  limit === null || limit === undefined ? '' : String(limit);
