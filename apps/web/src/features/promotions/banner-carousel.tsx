import { MOBILE_BANNER_MAX_WIDTH, type Banner } from '@prime/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { useAppState } from '../../shared/session/app-store-context';
import { pickSlideMedia } from './banner-media';
import { useMaxWidth } from './use-max-width';

type SlideButtonProps = { text: string | null; url: string | null };

/** A banner's call to action: site paths stay in the app and its language; others open apart. */
const SlideButton = ({ text, url }: SlideButtonProps) => {
  const language = useAppState((state) => state.language);
  if (!text || !url) return null;
  if (url.startsWith('/')) {
    return (
      <Link className="button button--primary" to={localizePath(language, url)}>
        {text}
      </Link>
    );
  }
  return (
    <a className="button button--primary" href={url} rel="noopener noreferrer" target="_blank">
      {text}
    </a>
  );
};

/**
 * A small banner carousel: one slide at a time, previous and next buttons and one button per
 * slide. It never moves by itself, so nothing changes while a visitor reads (WCAG 2.2.2).
 */
export const BannerCarousel = ({
  banners,
  label,
}: {
  banners: readonly Banner[];
  label: string;
}) => {
  const { t } = useTranslation('promotion');
  const isMobile = useMaxWidth(MOBILE_BANNER_MAX_WIDTH);
  const [index, setIndex] = useState(0);
  const slides = banners.flatMap((banner) => {
    const media = pickSlideMedia(banner, isMobile);
    return media ? [{ banner, media }] : [];
  });
  const total = slides.length;
  const current = total === 0 ? 0 : index % total;
  const slide = slides[current];
  if (!slide) return null;
  const { banner, media } = slide;
  const show = (next: number) => setIndex((next + total) % total);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        className="carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${current + 1} / ${total}`}
        aria-live="polite"
      >
        <img className="carousel__image" src={media.url} alt="" />
        <div className="carousel__text">
          {banner.title ? <p className="carousel__title">{banner.title}</p> : null}
          {banner.subtitle ? <p className="carousel__subtitle">{banner.subtitle}</p> : null}
          <SlideButton
            text={isMobile ? banner.options.button_text_mobile : banner.options.button_text}
            url={isMobile ? banner.options.button_url_mobile : banner.options.button_url}
          />
        </div>
      </div>
      {total > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('previous_banner')}
            onClick={() => show(current - 1)}
          >
            ‹
          </button>
          <ul className="carousel__dots">
            {slides.map((entry, position) => (
              <li key={entry.banner.id}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-label={t('show_banner', { number: position + 1, total })}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => show(position)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="icon-button"
            aria-label={t('next_banner')}
            onClick={() => show(current + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
};
