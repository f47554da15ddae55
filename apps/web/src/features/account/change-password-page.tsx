import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { evaluatePassword } from '../../shared/forms/password-rules';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { homePath } from '../../shared/routing/guard';
import { useAppState } from '../../shared/session/app-store-context';
import { usePlayer } from '../../shared/session/use-session';
import { NewPasswordFields } from '../../shared/ui/password-fields';
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
  const form = useFormDraft({ initialValues: { password: '', confirmation: '' } });
  const { password, confirmation } = form.values;
  const save = useUpdateMe();
  useDocumentTitle(tr('change_password'));

  const { checks, isValid, showMismatch } = evaluatePassword(form.values, { imported: true });

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
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          checks={checks}
          showMismatch={showMismatch}
          onPassword={(value) => form.update({ password: value })}
          onConfirmation={(value) => form.update({ confirmation: value })}
        />
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
