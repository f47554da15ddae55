import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
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
  const ids = {
    username: useId(),
    password: useId(),
    usernameError: useId(),
    passwordError: useId(),
  };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ username: false, password: false });
  const [problem, setProblem] = useState<Problem>(null);
  const [isLocked, setIsLocked] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const closeLocked = useCallback(() => setIsLocked(false), []);
  useDocumentTitle(t('title'));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const empty = { username: name === '', password: password === '' };
    setMissing(empty);
    setProblem(null);
    if (empty.username || empty.password) return;
    setIsPending(true);
    const outcome = await submitLogin(name, password);
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
        <div className="auth__field">
          <label htmlFor={ids.username}>{withEmail ? t('username_or_email') : t('username')}</label>
          <input
            id={ids.username}
            name="username"
            autoComplete="username"
            value={username}
            maxLength={254}
            aria-invalid={missing.username ? true : undefined}
            aria-describedby={missing.username ? ids.usernameError : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
          {missing.username ? (
            <p id={ids.usernameError} className="auth__error">
              {t('required')}
            </p>
          ) : null}
        </div>
        <div className="auth__field">
          <label htmlFor={ids.password}>{t('password')}</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={128}
            aria-invalid={missing.password ? true : undefined}
            aria-describedby={missing.password ? ids.passwordError : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {missing.password ? (
            <p id={ids.passwordError} className="auth__error">
              {t('required')}
            </p>
          ) : null}
        </div>
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
