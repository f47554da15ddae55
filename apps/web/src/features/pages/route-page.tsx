import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';

export type RoutePageProps = {
  /** Key in the `routes` text section. */
  titleKey: string;
  /** `namespace:key` of a sentence under the title, where the texts have one. */
  descriptionKey?: string;
};

/** A page with its translated title; the screens of each area grow inside it. */
export const RoutePage = ({ titleKey, descriptionKey }: RoutePageProps) => {
  const { t } = useTranslation('routes');
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      {descriptionKey ? <p className="page__lead">{t(descriptionKey)}</p> : null}
    </section>
  );
};
