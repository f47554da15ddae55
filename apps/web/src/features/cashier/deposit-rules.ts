import { checkBonusCode, PAYMENT_METHOD_IDS, toMinor, type PaymentMethod } from '@prime/contract';
import type { DraftErrors } from '../../shared/forms/use-form-draft';
import { isApiError } from '../../shared/api/api-error';
import { amountError } from './cashier-messages';

export const EMPTY_DEPOSIT = {
  methodId: '',
  amount: '',
  iban: '',
  bank: '',
  accountnumber: '',
  sender_name: '',
  reference_code: '',
  bonus_code: '',
};
export type DepositDraft = typeof EMPTY_DEPOSIT;
export type DepositField = keyof DepositDraft;
/** The fields only an offline method asks for. */
export type ExtraField = Exclude<DepositField, 'methodId' | 'amount' | 'bonus_code'>;

/** The extra fields of the offline methods (spec 02 §5 Deposit). */
export const EXTRA_FIELDS: Partial<Record<number, readonly ExtraField[]>> = {
  [PAYMENT_METHOD_IDS.bank_transfer]: ['iban', 'bank', 'accountnumber'],
  [PAYMENT_METHOD_IDS.crypto_transfer]: ['sender_name', 'reference_code'],
};

/** The text key of a broken bonus code rule (spec 02 §5: no spaces). */
const BONUS_CODE_ERRORS: Record<string, string> = {
  spaces_not_allowed: 'bonus_code_spaces',
  too_long: 'bonus_code_too_long',
};

/**
 * The deposit's rules (spec 02 §5): a method, an amount of at least the method's minimum (never
 * below CASHIER_MINIMUM) and at most its maximum, the offline method's fields, and a bonus code
 * without spaces when one is typed.
 */
export const depositRulesOf =
  (method: PaymentMethod | undefined) =>
  (draft: DepositDraft): DraftErrors<DepositField> => {
    const errors: DraftErrors<DepositField> = {};
    if (!method) errors.methodId = 'field_required';
    const amount = amountError(draft.amount, method?.data.maximum);
    if (amount) errors.amount = amount;
    else if (method && toMinor(Number(draft.amount)) < toMinor(method.data.minimum))
      errors.amount = 'amount_below_method';
    for (const field of (method && EXTRA_FIELDS[method.id]) ?? []) {
      if (draft[field].trim() === '') errors[field] = 'field_required';
    }
    if (method?.id === PAYMENT_METHOD_IDS.bank_transfer && draft.iban.trim().length > 0) {
      if (draft.iban.trim().length < 5) errors.iban = 'iban_short';
    }
    const code = draft.bonus_code.trim();
    const codeRule = code === '' ? null : checkBonusCode(code);
    if (codeRule) errors.bonus_code = BONUS_CODE_ERRORS[codeRule] ?? 'promo_code_invalid';
    return errors;
  };

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * What the server refused of the deposit, by field, as texts (spec 02 §8): the amount outside
 * the method's range with that minimum or maximum, the bonus code, an offline method's field.
 * Empty when the refusal is about no field (the form shows it above its button).
 */
export const depositFieldErrorsOf = (
  error: unknown,
  amount: number,
  texts: {
    minimum: (minimum: number) => string;
    maximum: (maximum: number) => string;
    bonusCodeInvalid: string;
    bonusCodeNotDeposit: string;
  },
): DraftErrors<DepositField> => {
  if (!isApiError(error)) return {};
  const minimum = numberOf(error.details?.['minimum']);
  const maximum = numberOf(error.details?.['maximum']);
  if (minimum !== undefined && toMinor(amount) < toMinor(minimum))
    return { amount: texts.minimum(minimum) };
  if (maximum !== undefined && toMinor(amount) > toMinor(maximum))
    return { amount: texts.maximum(maximum) };
  if (error.code === 'promo_code_invalid') return { bonus_code: texts.bonusCodeInvalid };
  if (error.code === 'bonus_not_available') return { bonus_code: texts.bonusCodeNotDeposit };
  const fields: DraftErrors<DepositField> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = messages[0];
    if (first && field in EMPTY_DEPOSIT && field !== 'methodId')
      fields[field as DepositField] = first.charAt(0).toUpperCase() + first.slice(1);
  }
  return fields;
};
