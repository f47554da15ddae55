import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';
import { maintenanceQueryOptions } from '../../shared/api/queries';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useAppStore } from '../../shared/session/app-store-context';

/**
 * Shown while the site is in maintenance. Asks the server every MAINTENANCE_POLL_MS; once
 * maintenance is off the guard sends the visitor home.
 */
export const MaintenancePage = () => {
  const { t } = useTranslation('maintenance');
  const api = useApi();
  const store = useAppStore();
  const { data: inMaintenance } = useQuery(maintenanceQueryOptions(api));
  useDocumentTitle(t('title'));

  useEffect(() => {
    if (inMaintenance !== undefined) store.setState({ inMaintenance });
  }, [inMaintenance, store]);

  return (
    <section className="page page--maintenance">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('body')}</p>
    </section>
  );
};
