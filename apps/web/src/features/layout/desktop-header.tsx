import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { usePlayer } from '../../shared/session/use-session';
import { Logo } from './logo';
import { PlayerBalance } from './player-balance';
import { SectionNav } from './section-nav';
import { TakeBreakButton } from './take-break-button';

/** Desktop header: logo, the six lobby links, and the account actions. */
export const DesktopHeader = () => {
  const { t } = useTranslation('header');
  const language = useAppState((state) => state.language);
  const player = usePlayer();
  return (
    <div className="header__bar header__bar--desktop">
      <Logo />
      <SectionNav className="section-nav" />
      <div className="header__account">
        {player ? (
          <>
            <PlayerBalance player={player} />
            <TakeBreakButton player={player} className="icon-button" compact />
            <Link
              className="button button--primary"
              to={localizePath(language, PATHS.informations)}
            >
              {t('dashboard')}
            </Link>
          </>
        ) : (
          <>
            <Link className="button button--ghost" to={localizePath(language, PATHS.login)}>
              {t('login')}
            </Link>
            <Link
              className="button button--primary"
              to={localizePath(language, generatePath(PATHS.registration))}
            >
              {t('register')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
};
