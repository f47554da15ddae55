import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { evaluatePassword } from '../../shared/forms/password-rules';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { homePath } from '../../shared/routing/guard';
import { useAppState } from '../../shared/session/app-store-context';
import { usePlayer } from '../../shared/session/use-session';
import { PasswordChecklist } from '../../shared/ui/password-checklist';
import { useUpdateMe } from './api/update-me';

/**
 * /changePassword: an imported player (is_crypt false) chooses a new password under the
 * imported-player rules of spec 02 §5 before anything else; then the site continues home.
 */
export const ChangePasswordPage = () => {
  const { t } = useTranslation('myprofile');
  const { t: tr } = useTranslation('routes');
  const language = useAppState((state) => state.language);
  const player = usePlayer();
  const ids = { password: useId(), confirmation: useId(), rules: useId(), mismatch: useId() };
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const save = useUpdateMe();
  useDocumentTitle(tr('change_password'));

  const { checks, isValid, showMismatch } = evaluatePassword(
    { password, confirmation },
    { imported: true },
  );

  if (player?.is_crypt) return <Navigate to={homePath(language)} replace />;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || save.isPending) return;
    save.mutate({ password, password_confirmation: confirmation, is_crypt: true });
  };

  const serverError = save.error
    ? isApiError(save.error) && save.error.errors?.['password']?.[0]
      ? save.error.errors['password'][0]
      : t('error_generic')
    : null;

  return (
    <section className="page account-page">
      <h1 className="page__title">{t('imported_title')}</h1>
      <p className="page__lead">{t('imported_intro')}</p>
      <form className="account-form" noValidate onSubmit={handleSubmit}>
        <div className="account-form__field">
          <label htmlFor={ids.password}>{t('password_new')}</label>
          <input
            id={ids.password}
            type="password"
            autoComplete="new-password"
            value={password}
            aria-describedby={ids.rules}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <PasswordChecklist id={ids.rules} checks={checks} />
        <div className="account-form__field">
          <label htmlFor={ids.confirmation}>{t('password_confirm')}</label>
          <input
            id={ids.confirmation}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            aria-invalid={showMismatch || undefined}
            aria-describedby={showMismatch ? ids.mismatch : undefined}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {showMismatch ? (
            <p id={ids.mismatch} className="form-message form-message--error">
              {t('passwords_no_match')}
            </p>
          ) : null}
        </div>
        {serverError ? (
          <p role="alert" className="form-message form-message--error">
            {serverError}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={!isValid || save.isPending}
        >
          {t('imported_submit')}
        </button>
      </form>
    </section>
  );
};
