import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { useBodyScrollLock } from '../../shared/hooks/use-body-scroll-lock';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { useLogout, usePlayer } from '../../shared/session/use-session';
import { CloseIcon, MenuIcon, UserIcon } from '../../shared/ui/icons';
import { Logo } from './logo';
import { SectionNav } from './section-nav';
import { TakeBreakButton } from './take-break-button';

type Menu = 'sections' | 'account' | null;

/** Only players see it, so visitors' first page does not carry the balance code. */
const PlayerSummary = lazy(async () => ({
  default: (await import('./player-summary')).PlayerSummary,
}));

/** The two small Prime buttons of the account menu (spec 01 §2): its lobby and its offers. */
const PrimeShortcuts = ({
  href,
  onNavigate,
}: {
  href: (path: string) => string;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation('header');
  return (
    <nav className="drawer__prime" aria-label={t('prime_shortcuts')}>
      <Link
        className="button button--ghost button--small"
        to={href(PATHS.prime)}
        onClick={onNavigate}
      >
        {t('prime_slots')}
      </Link>
      <Link
        className="button button--ghost button--small"
        to={href(PATHS.promotions)}
        onClick={onNavigate}
      >
        {t('prime_offers')}
      </Link>
    </nav>
  );
};

/**
 * Mobile and tablet header: the lobby links behind a hamburger on the left, the account menu
 * on the right. An open menu locks page scrolling; Escape or a link closes it.
 */
export const MobileHeader = () => {
  const { t } = useTranslation('header');
  const language = useAppState((state) => state.language);
  const player = usePlayer();
  const logout = useLogout();
  const [menu, setMenu] = useState<Menu>(null);
  const close = useCallback(() => setMenu(null), []);
  useBodyScrollLock(menu !== null);

  useEffect(() => {
    if (menu === null) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenu(null);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [menu]);

  const toggle = (next: Exclude<Menu, null>) =>
    setMenu((current) => (current === next ? null : next));
  const href = (path: string) => localizePath(language, path);

  return (
    <div className="header__bar header__bar--mobile">
      <button
        type="button"
        className="icon-button"
        aria-label={t('open_sections_menu')}
        aria-expanded={menu === 'sections'}
        aria-controls="sections-menu"
        onClick={() => toggle('sections')}
      >
        <MenuIcon />
      </button>
      <Logo />
      <button
        type="button"
        className="icon-button"
        aria-label={t('open_account_menu')}
        aria-expanded={menu === 'account'}
        aria-controls="account-menu"
        onClick={() => toggle('account')}
      >
        <UserIcon />
      </button>

      {menu !== null
        ? // Portalled: the sticky header's backdrop filter would clip fixed drawers to its box.
          createPortal(
            <>
              <div className="drawer-backdrop" onClick={close} aria-hidden="true" />

              {menu === 'sections' ? (
                <div id="sections-menu" className="drawer drawer--left">
                  <button
                    type="button"
                    className="icon-button drawer__close"
                    aria-label={t('close_menu')}
                    onClick={close}
                  >
                    <CloseIcon />
                  </button>
                  <SectionNav className="drawer__nav" onNavigate={close} />
                </div>
              ) : null}

              {menu === 'account' ? (
                <div id="account-menu" className="drawer drawer--right">
                  <button
                    type="button"
                    className="icon-button drawer__close"
                    aria-label={t('close_menu')}
                    onClick={close}
                  >
                    <CloseIcon />
                  </button>
                  {player ? (
                    <Suspense fallback={<div className="drawer__player" aria-busy="true" />}>
                      <PlayerSummary player={player} />
                    </Suspense>
                  ) : null}
                  <PrimeShortcuts href={href} onNavigate={close} />
                  <ul className="drawer__nav">
                    {player ? (
                      <>
                        <li>
                          <Link to={href(PATHS.informations)} onClick={close}>
                            {t('dashboard')}
                          </Link>
                        </li>
                        <li>
                          <Link to={href(PATHS.deposit)} onClick={close}>
                            {t('deposit')}
                          </Link>
                        </li>
                        <li>
                          <Link to={href(PATHS.withdraw)} onClick={close}>
                            {t('withdraw')}
                          </Link>
                        </li>
                      </>
                    ) : (
                      <>
                        <li>
                          <Link to={href(PATHS.login)} onClick={close}>
                            {t('login')}
                          </Link>
                        </li>
                        <li>
                          <Link to={href(generatePath(PATHS.registration))} onClick={close}>
                            {t('sign_up')}
                          </Link>
                        </li>
                      </>
                    )}
                    <li>
                      <Link to={href(PATHS.help)} onClick={close}>
                        {t('help')}
                      </Link>
                    </li>
                    {player ? (
                      <li>
                        <TakeBreakButton player={player} className="drawer__logout" />
                      </li>
                    ) : null}
                    {player ? (
                      <li>
                        <button
                          type="button"
                          className="drawer__logout"
                          onClick={() => {
                            close();
                            void logout();
                          }}
                        >
                          {t('logout')}
                        </button>
                      </li>
                    ) : null}
                  </ul>
                </div>
              ) : null}
            </>,
            document.body,
          )
        : null}
    </div>
  );
};
