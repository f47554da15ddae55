import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TOAST_MS } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../shared/api/api-context';
import { isApiError } from '../../shared/api/api-error';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { homePath, loginPath } from '../../shared/routing/guard';
import { useAppState } from '../../shared/session/app-store-context';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { resetPassword, useResetTokenStatus } from './api/password-reset';
import { checkReset, type ResetDraft } from './reset-validation';
import '../../shared/ui/auth-form.css';

const ResetForm = ({ token, knownEmail }: { token: string; knownEmail: string }) => {
  const { t } = useTranslation('login');
  const api = useApi();
  const navigate = useNavigate();
  const language = useAppState((state) => state.language);
  const form = useFormDraft<ResetDraft>({
    initialValues: { email: knownEmail, password: '', confirmation: '' },
  });
  const draft = form.values;
  const [expired, setExpired] = useState(false);
  const reset = useMutation({
    mutationFn: () =>
      resetPassword(api, {
        email: draft.email,
        password: draft.password,
        password_confirmation: draft.confirmation,
        token,
      }),
    onError: (error) => {
      if (isApiError(error) && error.code === 'invalid_token') setExpired(true);
    },
  });
  const { errors, isValid } = checkReset(draft);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate(loginPath(language)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate, language]);

  if (expired) return <LinkExpired />;
  if (reset.isSuccess) {
    return (
      <>
        <p role="status" className="auth__message">
          {t('password_changed')}
        </p>
        <Link className="button button--primary" to={loginPath(language)}>
          {t('go_to_login')}
        </Link>
      </>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) reset.mutate();
  };

  return (
    <form className="auth" noValidate onSubmit={handleSubmit}>
      <p className="auth__message">{t('reset_intro')}</p>
      {reset.isError ? (
        <p role="alert" className="auth__message auth__message--error">
          {t('error_contact_support')}
        </p>
      ) : null}
      {knownEmail === '' ? (
        <FormField
          className="auth__field"
          label={t('email')}
          error={errors.email ? t(errors.email) : undefined}
        >
          <Input
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={draft.email}
            onChange={(event) => form.update({ email: event.target.value.trim() })}
          />
        </FormField>
      ) : null}
      <FormField
        className="auth__field"
        label={t('new_password')}
        hint={t('password_rules')}
        error={errors.password ? t(errors.password) : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={draft.password}
          onChange={(event) => form.update({ password: event.target.value })}
        />
      </FormField>
      <FormField
        className="auth__field"
        label={t('confirm_password')}
        error={errors.confirmation ? t(errors.confirmation) : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={draft.confirmation}
          onChange={(event) => form.update({ confirmation: event.target.value })}
        />
      </FormField>
      <button
        type="submit"
        className="button button--primary"
        disabled={!isValid || reset.isPending}
      >
        {t('change_password')}
      </button>
    </form>
  );
};

const LinkExpired = () => {
  const { t } = useTranslation('login');
  const { t: tb } = useTranslation('buttons');
  const language = useAppState((state) => state.language);
  return (
    <>
      <p role="alert" className="auth__message">
        {t('link_expired')}
      </p>
      <Link className="button button--primary" to={homePath(language)}>
        {tb('go_home')}
      </Link>
    </>
  );
};

const ResetContent = ({ token, email }: { token: string; email: string }) => {
  const { t } = useTranslation('login');
  const status = useResetTokenStatus(token);
  if (status.isPending) return <p role="status">{t('reset_checking')}</p>;
  // A link the server calls dead is dead; if the check itself fails, the reset decides.
  if (status.isSuccess && !status.data) return <LinkExpired />;
  return <ResetForm token={token} knownEmail={email} />;
};

/** `/password/reset/{temp_token}` (spec 01 §5, 02 §2, §4): checking, form, or link expired. */
export const ResetPage = () => {
  const { t } = useTranslation('routes');
  const { tempToken = '' } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(t('password_reset'));
  return (
    <section className="page auth-page">
      <h1 className="page__title">{t('password_reset')}</h1>
      <ResetContent key={tempToken} token={tempToken} email={params.get('email')?.trim() ?? ''} />
    </section>
  );
};
