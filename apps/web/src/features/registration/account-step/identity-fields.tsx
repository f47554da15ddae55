import { hasWhitespace, sanitizeNickname, shouldCheckConfirmation } from '@prime/contract/rules';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/form-controls';
import type { RegistrationCalls } from '../api/registration-calls';
import { StepField } from '../step-field';
import type { AccountForm } from './use-account-form';

/**
 * Nickname, e-mail, password and its confirmation (spec 02 §3, §5). Leaving the nickname or the
 * e-mail asks the server whether it is free; the submit asks again.
 */
export const IdentityFields = ({
  account,
  calls,
}: {
  account: AccountForm;
  calls: RegistrationCalls;
}) => {
  const { t } = useTranslation('registration');
  const { values, errors } = account;

  const checkAvailability = async (field: 'nickname' | 'email') => {
    account.touch(field);
    if (errors[field]) return;
    try {
      const answer =
        field === 'nickname'
          ? await calls.checkUsername(values.nickname)
          : await calls.checkEmail(values.email);
      if (!answer.available) {
        account.setServerErrors((current) => ({
          ...current,
          [field]: field === 'nickname' ? 'nickname_already_used' : 'email_already_used',
        }));
      }
    } catch {
      // The check repeats on submit; the server has the last word.
    }
  };

  const typeNickname = (raw: string) => {
    const { value, changed } = sanitizeNickname(raw);
    if (changed) {
      account.showNotice(
        hasWhitespace(raw) ? t('spaces_not_allowed') : t('special_characters_notice'),
      );
    }
    account.set('nickname', value);
  };

  const passwordInput = (field: 'password' | 'confirmPassword', name: string) => (
    <Input
      name={name}
      type="password"
      autoComplete="new-password"
      value={values[field]}
      onChange={(event) => account.setWithoutSpaces(field, event.target.value)}
      onBlur={() => account.touch(field)}
    />
  );

  const confirmationError =
    account.errorText('confirmPassword') ??
    // The mismatch shows from the 5th character on, left or not.
    (shouldCheckConfirmation(values.confirmPassword) && errors.confirmPassword
      ? t(errors.confirmPassword)
      : undefined);

  return (
    <>
      <StepField label={t('label_nickname')} {...account.fieldOf('nickname')}>
        <Input
          name="nickname"
          autoComplete="username"
          value={values.nickname}
          onChange={(event) => typeNickname(event.target.value)}
          onBlur={() => void checkAvailability('nickname')}
        />
      </StepField>
      <StepField label={t('label_email')} {...account.fieldOf('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => account.setWithoutSpaces('email', event.target.value)}
          onBlur={() => void checkAvailability('email')}
        />
      </StepField>
      <StepField
        label={t('label_password')}
        {...account.fieldOf('password')}
        hint={t('password_hint')}
      >
        {passwordInput('password', 'password')}
      </StepField>
      <StepField
        label={t('label_confirmPassword')}
        isFlashing={account.isFlashing('confirmPassword')}
        error={confirmationError}
      >
        {passwordInput('confirmPassword', 'password_confirmation')}
      </StepField>
    </>
  );
};
