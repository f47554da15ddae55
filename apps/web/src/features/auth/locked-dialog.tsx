import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { useDialogFocus } from '../../shared/ui/use-dialog-focus';

/** Spec 02 §8: 'too many login attempts' with links to recovery and support. */
export const LockedDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('login');
  const { t: tb } = useTranslation('buttons');
  const language = useAppState((state) => state.language);
  const messageId = useId();
  const closeRef = useDialogFocus(onClose);

  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={messageId}>
        <p id={messageId} className="dialog__message">
          {t('too_many_attempts')}
        </p>
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
      </div>
    </div>
  );
};
