import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import '../../shared/ui/account-forms.css';
import { Dialog } from '../../shared/ui/dialog';
import { useUpdateMe } from './api/update-me';

/**
 * The blocking terms dialog of spec 01 §4: confirming records the acceptance (PUT me) and
 * reloads the page. It cannot be dismissed, except where `onCancel` is given: the game launch's
 * prompt (spec 02 §4) may be cancelled, which leads home.
 */
export const TermsDialog = ({
  reload = () => window.location.reload(),
  onCancel,
}: {
  reload?: () => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation('myprofile');
  const { t: tb } = useTranslation('buttons');
  const language = useAppState((state) => state.language);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const accept = useUpdateMe();

  return (
    <Dialog
      role="alertdialog"
      title={t('terms_title')}
      description={t('terms_text')}
      onCancel={onCancel}
      initialFocusRef={acceptRef}
    >
      <p>
        <Link to={localizePath(language, PATHS.termsAndConditions)}>{t('terms_read')}</Link>
      </p>
      {accept.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('error_generic')}
        </p>
      ) : null}
      <div className="dialog__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {tb('cancel')}
          </button>
        ) : null}
        <button
          ref={acceptRef}
          type="button"
          className="button button--primary"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate({ terms_and_conditions: true }, { onSuccess: () => reload() })
          }
        >
          {t('terms_accept')}
        </button>
      </div>
    </Dialog>
  );
};
