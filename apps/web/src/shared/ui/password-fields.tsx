import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '../forms/password-rules';
import { Input } from './form-controls';
import { FormField } from './form-field';
import './account-forms.css';

/** The password rules ticked off live; read out as a list with a state per line. */
export const PasswordChecklist = ({ id, checks }: { id?: string; checks: PasswordCheck[] }) => {
  const { t } = useTranslation('myprofile');
  return (
    <ul id={id} className="password-checklist" aria-label={t('password_rules')}>
      {checks.map((check) => (
        <li
          key={check.key}
          className={check.ok ? 'password-checklist__ok' : 'password-checklist__todo'}
        >
          <span aria-hidden="true">{check.ok ? '✓' : '•'}</span> {t(check.key)}
          <span className="visually-hidden"> {check.ok ? t('rule_met') : t('rule_not_met')}</span>
        </li>
      ))}
    </ul>
  );
};

/**
 * A new password and its confirmation: the rules ticked off under the first field, the
 * mismatch message under the second. The forms around it decide what the rules are.
 */
export const NewPasswordFields = ({
  password,
  confirmation,
  checks,
  showMismatch,
  onPassword,
  onConfirmation,
}: {
  password: string;
  confirmation: string;
  checks: PasswordCheck[];
  showMismatch: boolean;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) => {
  const { t } = useTranslation('myprofile');
  const rulesId = useId();
  return (
    <>
      <FormField className="account-form__field" label={t('password_new')}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          aria-describedby={rulesId}
          onChange={(event) => onPassword(event.target.value)}
        />
      </FormField>
      <PasswordChecklist id={rulesId} checks={checks} />
      <FormField
        className="account-form__field"
        label={t('password_confirm')}
        error={showMismatch ? t('passwords_no_match') : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => onConfirmation(event.target.value)}
        />
      </FormField>
    </>
  );
};
