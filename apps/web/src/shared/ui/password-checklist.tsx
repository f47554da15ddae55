import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '../forms/password-rules';
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
