import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';

export type RoutePageProps = {
  /** Key in the `routes` text section. */
  titleKey: string;
};

/** A page with its translated title; the screens of each area grow inside it. */
export const RoutePage = ({ titleKey }: RoutePageProps) => {
  const { t } = useTranslation('routes');
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
    </section>
  );
};
