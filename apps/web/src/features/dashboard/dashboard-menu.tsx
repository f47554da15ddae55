import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsDesktop } from '../../shared/hooks/use-viewport';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { DASHBOARD_SECTIONS, type DashboardSection } from './dashboard-sections';
import { sectionLinkProps } from './use-section-scroll';

/** The dashboard's menu; the current section is marked for assistive technology too. */
export const DashboardMenu = ({ current }: { current: DashboardSection }) => {
  const { t } = useTranslation('dashboardMenu');
  const language = useAppState((state) => state.language);
  const isDesktop = useIsDesktop();
  return (
    <nav className="dashboard__menu" aria-label={t('title')}>
      <ul>
        {DASHBOARD_SECTIONS.filter((entry) => isDesktop || !entry.desktopOnly).map((entry) => (
          <li key={entry.section}>
            <Link
              to={localizePath(language, PATHS[entry.section])}
              {...sectionLinkProps(isDesktop)}
              className={entry.section === current ? 'active' : undefined}
              aria-current={entry.section === current ? 'page' : undefined}
            >
              {t(entry.textKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
