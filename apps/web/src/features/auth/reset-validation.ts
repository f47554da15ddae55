import {
  checkEmail,
  checkPassword,
  checkPasswordAgainstIdentity,
  checkPasswordConfirmation,
  shouldCheckConfirmation,
  type RuleKey,
} from '@prime/contract';

export type ResetDraft = { email: string; password: string; confirmation: string };

export type ResetCheck = {
  /** Rule keys (texts of the `login` section) by field, shown as the player types. */
  errors: Partial<Record<keyof ResetDraft, RuleKey>>;
  /** The button is enabled only then (spec 02 §5). */
  isValid: boolean;
};

/**
 * The reset form's rules, the same the API applies: the registration password rule, not the
 * e-mail's local part, and an equal confirmation (compared from 5 characters on, as typed).
 */
export const checkReset = ({ email, password, confirmation }: ResetDraft): ResetCheck => {
  const errors: ResetCheck['errors'] = {};
  const emailRule = email === '' ? null : checkEmail(email);
  if (emailRule) errors.email = emailRule;
  const passwordRule =
    password === ''
      ? null
      : (checkPassword(password) ?? checkPasswordAgainstIdentity(password, { email }));
  if (passwordRule) errors.password = passwordRule;
  if (shouldCheckConfirmation(confirmation)) {
    const confirmationRule = checkPasswordConfirmation(password, confirmation);
    if (confirmationRule) errors.confirmation = confirmationRule;
  }
  const isValid =
    checkEmail(email) === null &&
    checkPassword(password) === null &&
    checkPasswordAgainstIdentity(password, { email }) === null &&
    checkPasswordConfirmation(password, confirmation) === null;
  return { errors, isValid };
};
