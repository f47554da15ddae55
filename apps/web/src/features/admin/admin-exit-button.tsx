import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { showTranslationKeys } from '../../shared/i18n/translation-keys';
import { useAppState, useAppStore } from '../../shared/session/app-store-context';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { clearAdminSession } from '../../shared/storage/session-keys';
import { readItem } from '../../shared/storage/web-storage';
import { adminLogout } from './api/admin-session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/**
 * Floating while admin preview is on; leaving asks first, ends the staff session on the server
 * and removes the session keys. While the preview is on, texts show their keys beside them.
 */
export const AdminExitButton = () => {
  const { t, i18n } = useTranslation('admin');
  const api = useApi();
  const { t: tButtons } = useTranslation('buttons');
  const isAdmin = useAppState((state) => state.isAdmin);
  const store = useAppStore();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  useEffect(() => showTranslationKeys(i18n, isAdmin), [i18n, isAdmin]);

  if (!isAdmin) return null;

  const exit = () => {
    const token = readItem(sessionStorage, STORAGE_KEYS.adminToken);
    // The preview ends here whatever the server answers; an ended session is already over.
    if (token) void adminLogout(api, token).catch(() => undefined);
    clearAdminSession();
    // The site may unmount this button with the preview, so the keys go off here.
    showTranslationKeys(i18n, false);
    store.setState({ isAdmin: false });
    setConfirming(false);
  };

  return (
    <>
      <button type="button" className="admin-exit" onClick={() => setConfirming(true)}>
        <span className="admin-exit__mode">{t('mode')}</span>
        <span>{t('exit')}</span>
      </button>
      {confirming ? (
        <ConfirmDialog
          message={t('exit_confirm')}
          confirmLabel={tButtons('yes')}
          cancelLabel={tButtons('no')}
          onConfirm={exit}
          onCancel={cancel}
        />
      ) : null}
    </>
  );
};
