import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../shared/routing/paths';
import { useLocalPath } from './game-message';

/** A bet the game page reported refused: the server's text and what the player can do. */
export type GameNoticeState = { message: string; action: 'deposit' | 'limits' | null };

export const GameNotice = ({
  notice,
  onClose,
}: {
  notice: GameNoticeState;
  onClose: () => void;
}) => {
  const { t } = useTranslation('game');
  const localPath = useLocalPath();
  return (
    <div className="game-notice" role="alert">
      <p className="game-notice__message">{notice.message}</p>
      {notice.action === 'deposit' ? (
        <Link className="button button--primary button--small" to={localPath(PATHS.deposit)}>
          {t('deposit_now')}
        </Link>
      ) : null}
      {notice.action === 'limits' ? (
        <Link className="button button--ghost button--small" to={localPath(PATHS.limits)}>
          {t('go_limits')}
        </Link>
      ) : null}
      <button type="button" className="button button--ghost button--small" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
};
