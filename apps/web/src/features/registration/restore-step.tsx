import type { TokenStatus } from '@prime/contract';
import { checkEmail } from '@prime/contract/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from './form-field';

type Props = {
  check: (email: string) => Promise<TokenStatus>;
  onRestored: (status: TokenStatus, email: string) => void;
  loginPath: string;
  recoveryPath: string;
};

/** Step -1: finish a registration from the mailed link (spec 02 §2, §4, §8). */
export const RestoreStep = ({ check, onRestored, loginPath, recoveryPath }: Props) => {
  const { t } = useTranslation('registration');
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<'invalid' | 'completed' | 'empty' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checkEmail(email.trim()) !== null) {
      setResult('empty');
      return;
    }
    setBusy(true);
    try {
      const status = await check(email.trim());
      if (status.is_valid) onRestored(status, email.trim());
      else setResult(status.completed ? 'completed' : 'invalid');
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="registration__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <h2>{t('step_restore')}</h2>
      <p>{t('restore_intro')}</p>
      <FormField
        label={t('label_email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value.replace(/\s/g, ''))}
      />
      {result === 'empty' ? (
        <p className="registration__alert" role="alert">
          {t('email_error')}
        </p>
      ) : null}
      {result === 'invalid' ? (
        <p className="registration__alert" role="alert">
          {t('restore_invalid')}
        </p>
      ) : null}
      {result === 'failed' ? (
        <p className="registration__alert" role="alert">
          {t('registration_failed')}
        </p>
      ) : null}
      {result === 'completed' ? (
        <p className="registration__alert" role="alert">
          {t('restore_completed')} <Link to={loginPath}>{t('go_login')}</Link>{' '}
          <Link to={recoveryPath}>{t('go_recovery')}</Link>
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('continue')}
      </button>
    </form>
  );
};
