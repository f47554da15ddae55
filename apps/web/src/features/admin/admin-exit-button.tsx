import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState, useAppStore } from '../../shared/session/app-store-context';
import { clearAdminSession } from '../../shared/storage/session-keys';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** Floating while admin preview is on; leaving asks first and then removes the session keys. */
export const AdminExitButton = () => {
  const { t } = useTranslation('admin');
  const { t: tButtons } = useTranslation('buttons');
  const isAdmin = useAppState((state) => state.isAdmin);
  const store = useAppStore();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  if (!isAdmin) return null;

  const exit = () => {
    clearAdminSession();
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
