import type { TokenStatus } from '@prime/contract';
import { checkEmail } from '@prime/contract/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { Input } from '../../shared/ui/form-controls';
import { StepField } from './step-field';

type Props = {
  check: (email: string) => Promise<TokenStatus>;
  onRestored: (status: TokenStatus, email: string) => void;
  loginPath: string;
  recoveryPath: string;
};

/** Step -1: finish a registration from the mailed link (spec 02 §2, §4, §8). */
export const RestoreStep = ({ check, onRestored, loginPath, recoveryPath }: Props) => {
  const { t } = useTranslation('registration');
  const form = useFormDraft({ initialValues: { email: '' } });
  const email = form.values.email.trim();
  const [result, setResult] = useState<'invalid' | 'completed' | 'empty' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checkEmail(email) !== null) {
      setResult('empty');
      return;
    }
    setBusy(true);
    try {
      const status = await check(email);
      if (status.is_valid) onRestored(status, email);
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
      <StepField label={t('label_email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.update({ email: event.target.value.replace(/\s/g, '') })}
        />
      </StepField>
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
