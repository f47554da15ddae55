import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PATHS } from '../../shared/routing/paths';
import { ContentPage } from './content-page';
import { contentPageName, isPageName, type ContentPageRoute } from './content-page-names';

/** A footer page route (`/{lang}/privacy`, ...): the CMS page of the same name. */
export const FooterContentPage = ({
  route,
  titleKey,
}: {
  route: ContentPageRoute;
  /** The route's title in the `routes` texts, shown until the page's own title arrives. */
  titleKey: string;
}) => {
  const { t } = useTranslation('routes');
  const name = contentPageName(route);
  return (
    <ContentPage
      key={name}
      name={name}
      fallbackTitle={t(titleKey)}
      hasCollapsibleSections={route === 'help'}
    />
  );
};

/** `/{lang}/{page}`: any CMS page by name; an impossible name goes home without asking. */
export const GenericContentPage = () => {
  const { t } = useTranslation('routes');
  const { page = '' } = useParams();
  if (!isPageName(page)) return <Navigate to={PATHS.home} replace />;
  return <ContentPage key={page} name={page} fallbackTitle={t('page')} isGeneric />;
};
