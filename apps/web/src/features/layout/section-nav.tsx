import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../shared/i18n/language';
import { useAppState } from '../../shared/session/app-store-context';
import { useSectionLinks } from './use-section-links';

type SectionNavProps = { className: string; onNavigate?: () => void };

/** The lobby links: Casino, Prime, Live casino, Crash games, Others, Promotions. */
export const SectionNav = ({ className, onNavigate }: SectionNavProps) => {
  const { t } = useTranslation('header');
  const language = useAppState((state) => state.language);
  const links = useSectionLinks();
  return (
    <nav className={className} aria-label={t('main_navigation')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <NavLink to={localizePath(language, `/${link.path}`)} onClick={onNavigate}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
