import type { Player } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';

/** Welcome, the player's name, verified or not yet, and the login before this one. */
export const DashboardHeader = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('dashboardMenu');
  return (
    <header className="dashboard__header">
      <p className="dashboard__welcome">{t('welcome')}</p>
      <h1 className="dashboard__name">{player.name}</h1>
      <p
        className={`dashboard__status ${player.is_verified ? 'dashboard__status--ok' : 'dashboard__status--pending'}`}
      >
        {player.is_verified ? t('verified') : t('not_verified')}
      </p>
      <p className="dashboard__last-login">
        {player.last_login
          ? t('last_login', { date: formatDateTime(player.last_login.at, i18n.language) })
          : t('first_login')}
      </p>
    </header>
  );
};
