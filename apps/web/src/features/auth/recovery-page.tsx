import { checkEmail, EMAIL_MAX_LENGTH, RECOVERY_LINK_HOURS } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
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
  const form = useFormDraft({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: checkEmail(email.trim()) ?? undefined }),
    showErrors: 'submitted',
  });
  const send = useMutation({
    mutationFn: (value: string) => requestRecovery(api, { email: value }),
  });
  useDocumentTitle(tr('recovery_password'));

  const handleSubmit = form.handleSubmit(({ email }) => send.mutate(email.trim()));
  const rule = form.errorOf('email');

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
          <FormField className="auth__field" label={t('email')} error={rule ? t(rule) : undefined}>
            <Input
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={form.values.email}
              onChange={(event) => form.update({ email: event.target.value })}
            />
          </FormField>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t('recover')}
          </button>
        </form>
      )}
    </section>
  );
};
