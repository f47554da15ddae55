import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { usePlayer } from '../../shared/session/use-session';
import { BalanceCards } from './balance-cards';
import { DashboardHeader } from './dashboard-header';
import { DashboardMenu } from './dashboard-menu';
import { getDashboardSection, type DashboardSection } from './dashboard-sections';
import { InformationsSection } from './informations-section';
import { useSectionScroll } from './use-section-scroll';
import { PasswordsSection } from './passwords-section';
import '../../shared/ui/account-forms.css';
import './dashboard.css';

/** A section still to come keeps its titled page below the menu. */
const PendingSection = ({ title }: { title: string }) => (
  <section className="dashboard-section">
    <h2 className="dashboard-section__title">{title}</h2>
  </section>
);

/** Sections that other features provide (the app composes them, usually lazily). */
export type DashboardScreens = Partial<Record<DashboardSection, ComponentType>>;

/**
 * The dashboard shell of spec 02 §2: header, balance cards, the menu, and the section below.
 * `/informations`, `/passwords`, ... and `/{lang}/dashboard/{section}` all open it.
 */
export const DashboardPage = ({
  section,
  screens = {},
}: {
  section: DashboardSection;
  screens?: DashboardScreens;
}) => {
  const { t } = useTranslation('routes');
  const player = usePlayer();
  const title = t(getDashboardSection(section).textKey);
  useDocumentTitle(title);
  useSectionScroll();

  if (!player) return <section className="page page--pending" aria-busy="true" />;
  const Screen = screens[section];

  return (
    <div className="page dashboard">
      <DashboardHeader player={player} />
      <BalanceCards player={player} />
      <div className="dashboard__body">
        <DashboardMenu current={section} />
        <div className="dashboard__content">
          {section === 'informations' ? (
            <InformationsSection player={player} />
          ) : section === 'passwords' ? (
            <PasswordsSection player={player} />
          ) : Screen ? (
            <Suspense fallback={<PendingSection title={title} />}>
              <Screen />
            </Suspense>
          ) : (
            <PendingSection title={title} />
          )}
        </div>
      </div>
    </div>
  );
};
