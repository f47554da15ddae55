import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import '../../shared/ui/account-forms.css';
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
  const titleId = useId();
  const textId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const accept = useUpdateMe();

  useEffect(() => acceptRef.current?.focus(), []);

  return (
    <div className="dialog-backdrop dialog-backdrop--blocking">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId} className="dialog__title">
          {t('terms_title')}
        </h2>
        <p id={textId} className="dialog__message">
          {t('terms_text')}
        </p>
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
      </div>
    </div>
  );
};
