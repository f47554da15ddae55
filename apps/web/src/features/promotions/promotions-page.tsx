import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useAppState } from '../../shared/session/app-store-context';
import { usePromotions } from './api/get-promotions';
import { TagBannerCarousel } from '../../shared/banners/banner-carousel';
import { PromotionCard } from './promotion-card';
import './promotions.css';

const PromotionList = () => {
  const { t } = useTranslation('promotion');
  const language = useAppState((state) => state.language);
  const promotions = usePromotions(language);

  if (promotions.isPending) return <p role="status">{t('loading')}</p>;
  if (promotions.isError) return <p role="alert">{t('load_error')}</p>;
  if (promotions.data.length === 0) return <p>{t('empty')}</p>;
  return (
    <ul className="promotion-grid">
      {promotions.data.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
};

/** `/{lang}/promotion`: the promotion banners and a card per public promotion (spec 01 §2). */
export const PromotionsPage = () => {
  const { t } = useTranslation('routes');
  const { t: tp } = useTranslation('promotion');
  const title = t('promotions');
  useDocumentTitle(title);

  return (
    <section className="page promotions">
      <h1 className="page__title">{title}</h1>
      <TagBannerCarousel tag="promotion" label={tp('banners')} />
      <PromotionList />
    </section>
  );
};
