import type { ResponsibleGamingNotice as Notice } from '@prime/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../i18n/language';
import { PATHS } from '../routing/paths';
import { useAppState } from '../session/app-store-context';
import { usePlayer } from '../session/use-session';
import { Dialog } from '../ui/dialog';
import { isNoticeDue, useAcknowledgeNotice } from './acknowledge-notice';

const TITLES = { deposit: 'rg_deposit_title', bet: 'rg_bet_title' } as const;

/**
 * The short responsible-gaming notice (issue 18 item 4) a player reads once before the first
 * deposit and once before the first real-money bet. Until it is answered the page behind is
 * inert; "I understand" records it on the server, "Set my limits" goes to the limits instead.
 * Renders nothing once read.
 */
export const ResponsibleGamingNotice = ({ notice }: { notice: Notice }) => {
  const { t } = useTranslation('myInbox');
  const player = usePlayer();
  const language = useAppState((state) => state.language);
  const acknowledge = useAcknowledgeNotice();
  const acceptRef = useRef<HTMLButtonElement>(null);
  if (!isNoticeDue(player, notice)) return null;
  const limits = localizePath(language, PATHS.limits);
  return (
    <Dialog
      role="alertdialog"
      className="responsible-gaming-notice"
      title={t(TITLES[notice])}
      description={t('rg_text')}
      initialFocusRef={acceptRef}
    >
      <p>
        <Link to={localizePath(language, PATHS.responsibleGaming)}>{t('rg_read_more')}</Link>
      </p>
      {acknowledge.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('rg_failed')}
        </p>
      ) : null}
      <div className="dialog__actions">
        <Link className="button button--ghost" to={limits}>
          {t('rg_limits')}
        </Link>
        <button
          ref={acceptRef}
          type="button"
          className="button button--primary"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(notice)}
        >
          {t('rg_accept')}
        </button>
      </div>
    </Dialog>
  );
};
