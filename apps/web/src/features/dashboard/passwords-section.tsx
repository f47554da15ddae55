import type { Player } from '@prime/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { evaluatePassword } from '../../shared/forms/password-rules';
import { NewPasswordFields } from '../../shared/ui/password-fields';
import { useChangePassword } from './api/update-profile';

const EMPTY = { current: '', password: '', confirmation: '' };

/**
 * Passwords (spec 02 §2, §5): current, new and confirmation with every rule live. An account
 * never changed since it was created (created equals updated) cannot change its password yet.
 */
export const PasswordsSection = ({ player }: { player: Player }) => {
  const { t } = useTranslation('myprofile');
  const ids = { title: useId(), current: useId() };
  const [draft, setDraft] = useState(EMPTY);
  const change = useChangePassword();
  const { checks, isValid, showMismatch } = evaluatePassword(draft, {
    imported: false,
    email: player.email,
    nickname: player.username,
  });

  const locked = player.created_at === player.updated_at && !change.isSuccess;

  const edit = (patch: Partial<typeof EMPTY>) => {
    if (change.isSuccess || change.isError) change.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || change.isPending) return;
    change.mutate(
      {
        password_current: draft.current,
        password: draft.password,
        password_confirmation: draft.confirmation,
      },
      { onSuccess: () => setDraft(EMPTY) },
    );
  };

  const errorText = (() => {
    if (!change.error) return null;
    if (isApiError(change.error)) {
      if (change.error.code === 'password_current_wrong') return t('password_current_wrong');
      const field = change.error.errors?.['password']?.[0];
      if (field) return field;
    }
    return t('error_generic');
  })();

  return (
    <section className="dashboard-section" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="dashboard-section__title">
        {t('passwords_title')}
      </h2>
      {locked ? (
        <p className="form-message">{t('password_locked')}</p>
      ) : (
        <form className="account-form" noValidate onSubmit={handleSubmit}>
          <div className="account-form__field">
            <label htmlFor={ids.current}>{t('password_current')}</label>
            <input
              id={ids.current}
              type="password"
              autoComplete="current-password"
              value={draft.current}
              onChange={(event) => edit({ current: event.target.value })}
            />
          </div>
          <NewPasswordFields
            password={draft.password}
            confirmation={draft.confirmation}
            checks={checks}
            showMismatch={showMismatch}
            onPassword={(password) => edit({ password })}
            onConfirmation={(confirmation) => edit({ confirmation })}
          />
          {change.isSuccess ? (
            <p role="status" className="form-message form-message--ok">
              {t('password_changed')}
            </p>
          ) : null}
          {errorText ? (
            <p role="alert" className="form-message form-message--error">
              {errorText}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={!isValid || change.isPending}
          >
            {t('change_password')}
          </button>
        </form>
      )}
    </section>
  );
};
