import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useMetaDescription } from '../../shared/hooks/use-meta-description';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { HtmlContent } from '../../shared/ui/html-content';
import { useContentPage } from './api/get-content-page';
import { toCollapsibleSections } from './collapsible-sections';
import { useHashSection } from './use-hash-section';
import './content-page.css';

export type ContentPageProps = {
  /** CMS page name, the path segment (`terms-and-conditions`). */
  name: string;
  /** Heading while the page loads or when it is missing (a `routes` text). */
  fallbackTitle: string;
  /** The generic `/{lang}/{page}` route: a page that does not exist sends the visitor home. */
  isGeneric?: boolean;
  /** The help page: its sections fold open and closed, and the URL hash opens one. */
  hasCollapsibleSections?: boolean;
};

/**
 * A static CMS page: its title, its HTML body in long-form typography, the document title and
 * meta description from its seo fields, and the section named by the URL hash opened.
 */
export const ContentPage = ({
  name,
  fallbackTitle,
  isGeneric = false,
  hasCollapsibleSections = false,
}: ContentPageProps) => {
  const { t } = useTranslation('errors');
  const { t: tl } = useTranslation('loading');
  const language = useAppState((state) => state.language);
  const query = useContentPage(name, language);
  const bodyRef = useRef<HTMLDivElement>(null);
  const page = query.data ?? undefined;
  const html = useMemo(() => {
    if (!page) return '';
    return hasCollapsibleSections ? toCollapsibleSections(page.content) : page.content;
  }, [page, hasCollapsibleSections]);
  useDocumentTitle(page ? page.seo.title || page.title : fallbackTitle);
  useMetaDescription(page?.seo.description);
  useHashSection(bodyRef, page !== undefined);

  if (query.data === null && isGeneric) return <Navigate to={PATHS.home} replace />;
  return (
    <article className="page content-page">
      <h1 className="page__title">{page?.title ?? fallbackTitle}</h1>
      {page ? (
        <HtmlContent
          ref={bodyRef}
          html={html}
          // The CMS serves an English body when the asked language has none (the title is
          // still translated); screen readers then read it with English pronunciation.
          lang={page.language.code !== language ? page.language.code : undefined}
        />
      ) : null}
      {query.isPending ? <p role="status">{tl('loading')}</p> : null}
      {query.data === null ? <p>{t('not_found')}</p> : null}
      {query.isError ? <p role="alert">{t('server_error')}</p> : null}
    </article>
  );
};
