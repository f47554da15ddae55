import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { Dialog } from '../../shared/ui/dialog';

/** Spec 02 §8: 'too many login attempts' with links to recovery and support. */
export const LockedDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('login');
  const { t: tb } = useTranslation('buttons');
  const language = useAppState((state) => state.language);
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      title={t('too_many_attempts')}
      titleStyle="message"
      onCancel={onClose}
      initialFocusRef={closeRef}
    >
      <ul className="auth__links">
        <li>
          <Link to={localizePath(language, PATHS.recoveryPassword)}>{t('recover_password')}</Link>
        </li>
        <li>
          <Link to={localizePath(language, PATHS.contact)}>{t('contact_support')}</Link>
        </li>
      </ul>
      <div className="dialog__actions">
        <button ref={closeRef} type="button" className="button button--ghost" onClick={onClose}>
          {tb('close')}
        </button>
      </div>
    </Dialog>
  );
};
