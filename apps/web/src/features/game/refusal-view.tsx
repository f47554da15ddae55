import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/date';
import { PATHS } from '../../shared/routing/paths';
import { AlertDialog, GameMessage, useLocalPath } from './game-message';
import type { LaunchRefusal } from './launch-refusal';

/** The terms prompt of spec 02 §4: confirming accepts and `reload`s; `onCancel` goes home. */
export type TermsPromptProps = { onCancel: () => void; reload: () => void };

/** What a refused launch shows (spec 02 §8 Game); see {@link LaunchRefusal}. */
export const RefusalView = ({
  refusal,
  TermsPrompt,
  reload,
}: {
  refusal: LaunchRefusal;
  TermsPrompt: ComponentType<TermsPromptProps>;
  reload: () => void;
}) => {
  const { t, i18n } = useTranslation('game');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const goTo = (path: string) => () => void navigate(localPath(path), { replace: true });

  switch (refusal.kind) {
    case 'not_available':
      return <GameMessage title={t('not_available')} detail={refusal.message} />;
    case 'terms':
      return <TermsPrompt onCancel={goTo(PATHS.home)} reload={reload} />;
    case 'kyc':
      return <AlertDialog message={t('kyc_invalid')} onClose={goTo(PATHS.kyc)} />;
    case 'disabled':
      return (
        <AlertDialog
          message={
            refusal.until
              ? t('account_disabled', {
                  date: `${formatDateTime(refusal.until, i18n.language)} UTC`,
                })
              : t('player_blocked')
          }
          onClose={goTo(PATHS.home)}
        />
      );
    case 'self_excluded':
      return <AlertDialog message={t('self_excluded')} onClose={goTo(PATHS.home)} />;
    case 'blocked':
      return <GameMessage title={t('player_blocked')} />;
    case 'insufficient_funds':
      return (
        <GameMessage title={refusal.message || t('insufficient_funds')}>
          <Link className="button button--primary" to={localPath(PATHS.deposit)}>
            {t('deposit_now')}
          </Link>
        </GameMessage>
      );
    case 'limit':
      return (
        <GameMessage title={refusal.message || t('limit_reached')}>
          <Link className="button button--primary" to={localPath(PATHS.limits)}>
            {t('go_limits')}
          </Link>
        </GameMessage>
      );
    case 'server_error':
      return <GameMessage title={te('server_error')} />;
  }
};
