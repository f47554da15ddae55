import { checkEmail, EMAIL_MAX_LENGTH, RECOVERY_LINK_HOURS } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { isApiError } from '../../shared/api/api-error';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { requestRecovery } from './api/password-recovery';
import '../../shared/ui/auth-form.css';

/**
 * `/{lang}/recovery-password` (spec 02 §2, §5): a well-formed e-mail, then the same neutral
 * message whether or not an account uses it.
 */
export const RecoveryPage = () => {
  const { t } = useTranslation('login');
  const { t: tr } = useTranslation('routes');
  const { t: te } = useTranslation('errors');
  const api = useApi();
  const ids = { email: useId(), error: useId() };
  const [email, setEmail] = useState('');
  const [rule, setRule] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (value: string) => requestRecovery(api, { email: value }),
  });
  useDocumentTitle(tr('recovery_password'));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const found = checkEmail(value);
    setRule(found);
    if (!found) send.mutate(value);
  };

  const failure = send.error;
  return (
    <section className="page auth-page">
      <h1 className="page__title">{tr('recovery_password')}</h1>
      {send.isSuccess ? (
        <p role="status" className="auth__message">
          {t('recovery_sent', { hours: RECOVERY_LINK_HOURS })}
        </p>
      ) : (
        <form className="auth" noValidate onSubmit={handleSubmit}>
          <p className="auth__message">{t('recovery_intro')}</p>
          {failure ? (
            <p role="alert" className="auth__message auth__message--error">
              {isApiError(failure) && failure.code === 'too_many_requests'
                ? te('too_many_requests')
                : t('error_contact_support')}
            </p>
          ) : null}
          <div className="auth__field">
            <label htmlFor={ids.email}>{t('email')}</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              aria-invalid={rule ? true : undefined}
              aria-describedby={rule ? ids.error : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (rule) setRule(checkEmail(event.target.value.trim()));
              }}
            />
            {rule ? (
              <p id={ids.error} className="auth__error">
                {t(rule)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t('recover')}
          </button>
        </form>
      )}
    </section>
  );
};
