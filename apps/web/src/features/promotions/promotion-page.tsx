import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useMetaDescription } from '../../shared/hooks/use-meta-description';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { HtmlContent } from '../../shared/ui/html-content';
import { usePromotion } from './api/get-promotion';
import { readPromotionId } from './promotion-id';
import { BannerCarousel } from '../../shared/banners/banner-carousel';
import './promotions.css';

const BackLink = () => {
  const { t } = useTranslation('promotion');
  const language = useAppState((state) => state.language);
  return (
    <Link
      className="button button--ghost promotion__back"
      to={localizePath(language, PATHS.promotions)}
    >
      ‹ {t('back')}
    </Link>
  );
};

/** `/{lang}/promotion/:promotionId`: banners, a way back, the name and the HTML body. */
export const PromotionPage = () => {
  const { t } = useTranslation('promotion');
  const { t: tr } = useTranslation('routes');
  const { promotionId } = useParams();
  const language = useAppState((state) => state.language);
  const id = readPromotionId(promotionId);
  const promotion = usePromotion(id, language);
  const isNotFound =
    id === null ||
    (promotion.isError && isApiError(promotion.error) && promotion.error.code === 'not_found') ||
    (promotion.data !== undefined && promotion.data.type !== 'promotion');
  const page = isNotFound ? undefined : promotion.data;
  useDocumentTitle(
    page ? page.seo.title || page.title : isNotFound ? t('not_found_title') : tr('promotion'),
  );
  useMetaDescription(page?.seo.description);

  if (isNotFound) {
    return (
      <section className="page promotion">
        <h1 className="page__title">{t('not_found_title')}</h1>
        <p>{t('not_found')}</p>
        <BackLink />
      </section>
    );
  }
  if (!page) {
    return (
      <section className="page promotion">
        <BackLink />
        <h1 className="page__title">{tr('promotion')}</h1>
        {promotion.isError ? (
          <p role="alert">{t('load_error')}</p>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </section>
    );
  }
  return (
    <article className="page promotion">
      <BackLink />
      {page.banners.length > 0 ? (
        <BannerCarousel banners={page.banners} label={t('banners')} />
      ) : null}
      <h1 className="page__title">{page.title}</h1>
      <HtmlContent
        html={page.content}
        // An English body stands in when the asked language has none; the name is translated.
        lang={page.language.code !== language ? page.language.code : undefined}
      />
    </article>
  );
};
