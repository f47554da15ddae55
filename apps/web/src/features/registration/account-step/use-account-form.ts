import { BONUS_CHOICE_CODE, hasWhitespace } from '@prime/contract/rules';
import { EMPTY_FIELD_FLASH_MS, SPECIAL_CHARACTER_NOTICE_MS } from '@prime/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '../../../shared/forms/use-form-draft';
import { validateAccount, type AccountValues } from '../registration-rules';
import { useTimedValue } from '../use-timed-flag';

const EMPTY: AccountValues = {
  country: '',
  currencyId: '',
  campaign: '',
  bonusCode: '',
  nickname: '',
  email: '',
  password: '',
  confirmPassword: '',
  phonePrefix: '',
  phoneNumber: '',
};

/** Where the bonus code's check stands: not asked, accepted, or refused (spec 02 §4). */
export type CodeState = 'idle' | 'verified' | 'invalid';

/** Fields where spaces are blocked with a notice (spec 02 §5). */
export type NoSpaceField = 'email' | 'password' | 'confirmPassword' | 'bonusCode';

/**
 * Step 0's state, shared by its groups of fields: the draft (errors show once a field is left),
 * the bonus code's check, the special-character notice and the empty-field flash.
 */
export const useAccountForm = (promocode: string | null) => {
  const { t } = useTranslation('registration');
  const form = useFormDraft<AccountValues>({
    initialValues: () =>
      promocode ? { ...EMPTY, campaign: BONUS_CHOICE_CODE, bonusCode: promocode } : EMPTY,
    validate: validateAccount,
    showErrors: 'touched',
  });
  const [codeState, setCodeState] = useState<CodeState>('idle');
  const [notice, showNotice] = useTimedValue<string>(SPECIAL_CHARACTER_NOTICE_MS);
  const [flashing, flash] = useTimedValue<(keyof AccountValues)[]>(EMPTY_FIELD_FLASH_MS);

  /** The translated error under a field, once it shows. */
  const errorText = (field: keyof AccountValues) => {
    const rule = form.errorOf(field);
    return rule ? t(rule) : undefined;
  };

  const isFlashing = (field: keyof AccountValues) => flashing?.includes(field) ?? false;

  const set = (field: keyof AccountValues, value: string) => form.update({ [field]: value });

  const setWithoutSpaces = (field: NoSpaceField, value: string) => {
    if (hasWhitespace(value)) showNotice(t('spaces_not_allowed'));
    set(field, value.replace(/\s/g, ''));
  };

  return {
    ...form,
    currencyId: form.values.currencyId ? Number(form.values.currencyId) : null,
    codeState,
    setCodeState,
    notice,
    showNotice,
    flash,
    isFlashing,
    errorText,
    /** A StepField's flash and error for `field`. */
    fieldOf: (field: keyof AccountValues) => ({
      isFlashing: isFlashing(field),
      error: errorText(field),
    }),
    set,
    setWithoutSpaces,
  };
};

export type AccountForm = ReturnType<typeof useAccountForm>;
