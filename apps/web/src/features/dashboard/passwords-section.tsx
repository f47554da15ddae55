import type { Player } from '@prime/contract';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { evaluatePassword } from '../../shared/forms/password-rules';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { NewPasswordFields } from '../../shared/ui/password-fields';
import { useChangePassword } from './api/update-profile';

const EMPTY = { current: '', password: '', confirmation: '' };

/**
 * Passwords (spec 02 §2, §5): current, new and confirmation with every rule live. An account
 * never changed since it was created (created equals updated) cannot change its password yet.
 */
export const PasswordsSection = ({ player }: { player: Player }) => {
  const { t } = useTranslation('myprofile');
  const titleId = useId();
  const form = useFormDraft({ initialValues: EMPTY });
  const draft = form.values;
  const change = useChangePassword();
  const { checks, isValid, showMismatch } = evaluatePassword(draft, {
    imported: false,
    email: player.email,
    nickname: player.username,
  });

  const locked = player.created_at === player.updated_at && !change.isSuccess;

  const edit = (patch: Partial<typeof EMPTY>) => {
    if (change.isSuccess || change.isError) change.reset();
    form.update(patch);
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
      { onSuccess: () => form.reset() },
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
    <section className="dashboard-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('passwords_title')}
      </h2>
      {locked ? (
        <p className="form-message">{t('password_locked')}</p>
      ) : (
        <form className="account-form" noValidate onSubmit={handleSubmit}>
          <FormField className="account-form__field" label={t('password_current')}>
            <Input
              type="password"
              autoComplete="current-password"
              value={draft.current}
              onChange={(event) => edit({ current: event.target.value })}
            />
          </FormField>
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
