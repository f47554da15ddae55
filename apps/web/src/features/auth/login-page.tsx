import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { checkCredentials } from '../../shared/forms/credential-rules';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { useAppState } from '../../shared/session/app-store-context';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { LockedDialog } from './locked-dialog';
import { useLogin, type LoginOutcome } from './use-login';
import '../../shared/ui/auth-form.css';

type Problem = Extract<LoginOutcome, { kind: 'error' }> | null;

/** `/{lang}/login` (spec 02 §2): nickname (or e-mail) and password, recovery and registration. */
export const LoginPage = ({ onLeave }: { onLeave?: (path: string | null) => void }) => {
  const { t } = useTranslation('login');
  const language = useAppState((state) => state.language);
  const withEmail = useAppState(
    (state) => state.skinSettings?.ui_options.player_login_with_email ?? false,
  );
  const [params] = useSearchParams();
  const submitLogin = useLogin(onLeave ? { onLeave } : {});
  const form = useFormDraft({
    initialValues: { username: '', password: '' },
    validate: checkCredentials,
    // What a submit found missing stays until the next submit.
    showErrors: 'submitted',
    revalidate: 'submit',
  });
  const [problem, setProblem] = useState<Problem>(null);
  const [isLocked, setIsLocked] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const closeLocked = useCallback(() => setIsLocked(false), []);
  useDocumentTitle(t('title'));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!form.check()) return;
    setIsPending(true);
    const outcome = await submitLogin(form.values.username.trim(), form.values.password);
    setIsPending(false);
    if (outcome.kind === 'blocked') setIsLocked(true);
    if (outcome.kind === 'error') setProblem(outcome);
  };

  return (
    <section className="page auth-page">
      <h1 className="page__title">{t('title')}</h1>
      {params.get('success') === 'thankyou' ? (
        <p role="status" className="auth__notice">
          {t('thankyou')}
        </p>
      ) : null}
      <form className="auth" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {problem ? (
          <p role="alert" className="auth__message auth__message--error">
            {'key' in problem ? t(problem.key) : problem.message}
          </p>
        ) : null}
        <FormField
          className="auth__field"
          label={withEmail ? t('username_or_email') : t('username')}
          error={form.errorOf('username') ? t('required') : undefined}
        >
          <Input
            name="username"
            autoComplete="username"
            value={form.values.username}
            maxLength={254}
            onChange={(event) => form.update({ username: event.target.value })}
          />
        </FormField>
        <FormField
          className="auth__field"
          label={t('password')}
          error={form.errorOf('password') ? t('required') : undefined}
        >
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            maxLength={128}
            onChange={(event) => form.update({ password: event.target.value })}
          />
        </FormField>
        <button type="submit" className="button button--primary" disabled={isPending}>
          {isPending ? t('submitting') : t('submit')}
        </button>
        <p className="auth__aside">
          <Link to={localizePath(language, PATHS.recoveryPassword)}>{t('forgot_password')}</Link>
        </p>
        <p className="auth__aside">
          {t('no_account')}{' '}
          <Link to={localizePath(language, generatePath(PATHS.registration))}>{t('register')}</Link>
        </p>
      </form>
      {isLocked ? <LockedDialog onClose={closeLocked} /> : null}
    </section>
  );
};
