import { PASSWORD_MAX_LENGTH, type AdminLoginBody } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { isApiError } from '../../shared/api/api-error';
import { checkCredentials } from '../../shared/forms/credential-rules';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useAppState, useAppStore } from '../../shared/session/app-store-context';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { readItem, writeItem } from '../../shared/storage/web-storage';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import '../../shared/ui/auth-form.css';
import { adminLogin } from './api/admin-session';

/**
 * `/kajot-prime_access_for_admin` (spec 01 §2, §3): staff log in on the server; the answer
 * sets the session flags that turn the admin preview on. No credential lives in the site.
 */
export const AdminAccessPage = () => {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('routes');
  const api = useApi();
  const store = useAppStore();
  const isAdmin = useAppState((state) => state.isAdmin);
  const form = useFormDraft({
    initialValues: { username: '', password: '' },
    validate: checkCredentials,
  });
  const enter = useMutation({
    mutationFn: (body: AdminLoginBody) => adminLogin(api, body),
    onSuccess: ({ nickname, token }) => {
      writeItem(sessionStorage, STORAGE_KEYS.adminNickname, nickname);
      writeItem(sessionStorage, STORAGE_KEYS.adminToken, token);
      form.update({ password: '' });
      store.setState({ isAdmin: true });
    },
  });
  useDocumentTitle(tr('admin_access'));

  const handleSubmit = form.handleSubmit(({ username, password }) =>
    enter.mutate({ username: username.trim(), password }),
  );

  const failure = enter.error;
  const nickname = readItem(sessionStorage, STORAGE_KEYS.adminNickname) ?? '';
  return (
    <section className="page auth-page">
      <h1 className="page__title">{tr('admin_access')}</h1>
      {isAdmin ? (
        <p role="status" className="auth__message">
          {t('active', { nickname })}
        </p>
      ) : (
        <form className="auth" noValidate onSubmit={handleSubmit}>
          <p className="auth__message">{t('intro')}</p>
          {failure ? (
            <p role="alert" className="auth__message auth__message--error">
              {isApiError(failure) && failure.code === 'too_many_login_attempts'
                ? t('too_many_attempts')
                : t('incorrect_credentials')}
            </p>
          ) : null}
          <FormField className="auth__field" label={t('username')}>
            <Input
              autoComplete="username"
              maxLength={64}
              required
              value={form.values.username}
              onChange={(event) => form.update({ username: event.target.value })}
            />
          </FormField>
          <FormField className="auth__field" label={t('password')}>
            <Input
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              required
              value={form.values.password}
              onChange={(event) => form.update({ password: event.target.value })}
            />
          </FormField>
          <button type="submit" className="button button--primary" disabled={enter.isPending}>
            {t('submit')}
          </button>
        </form>
      )}
    </section>
  );
};
