import type { CmsPage } from '@prime/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { findCardMedia } from '../../shared/banners/banner-content';

/**
 * One promotion: its `card` image, name, teaser and button. A promotion that has not started
 * yet shows a disabled 'available from {date}' button, so clicking it does nothing (spec 01 §4).
 */
export const PromotionCard = ({ promotion }: { promotion: CmsPage }) => {
  const { t, i18n } = useTranslation('promotion');
  const language = useAppState((state) => state.language);
  const titleId = useId();
  const card = findCardMedia(promotion.banners);

  return (
    <article className="promotion-card" aria-labelledby={titleId}>
      {card ? (
        <img className="promotion-card__image" src={card.url} alt="" loading="lazy" />
      ) : (
        <div className="promotion-card__image promotion-card__image--empty" aria-hidden="true" />
      )}
      <div className="promotion-card__body">
        <h2 id={titleId} className="promotion-card__title">
          {promotion.title}
        </h2>
        {promotion.comment ? <p className="promotion-card__comment">{promotion.comment}</p> : null}
        {promotion.is_valid ? (
          <Link
            className="button button--primary promotion-card__button"
            to={localizePath(
              language,
              generatePath(PATHS.promotion, { promotionId: String(promotion.id) }),
            )}
            aria-describedby={titleId}
          >
            {t('more')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--ghost promotion-card__button"
            disabled
            aria-describedby={titleId}
          >
            {promotion.valid_from
              ? t('available_from', { date: formatDate(promotion.valid_from, i18n.language) })
              : t('more')}
          </button>
        )}
      </div>
    </article>
  );
};
