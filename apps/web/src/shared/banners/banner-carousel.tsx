import {
  BANNER_AUTOPLAY_MS,
  BANNER_TEXT_MAX_WIDTH,
  MOBILE_BANNER_MAX_WIDTH,
  type BannerTag,
} from '@prime/contract';
import type { Banner } from '@prime/contract';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsWidthAtMost } from '../hooks/use-max-width';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { pickBannerMedia } from './banner-content';
import { BannerSlide } from './banner-slide';
import { useBanners } from './get-banners';
import './banners.css';

/** The banners of a tag, fetched in the site's language; `label` names the region. */
export const TagBannerCarousel = ({ tag, label }: { tag: BannerTag; label?: string }) => {
  const { t } = useTranslation('casino');
  const query = useBanners(tag);
  const isMobile = useIsWidthAtMost(MOBILE_BANNER_MAX_WIDTH);
  if (query.isPending) {
    const modeClass = isMobile ? 'banners--mobile' : 'banners--desktop';
    return <div className={`banners banners--loading ${modeClass}`} />;
  }
  return <BannerCarousel banners={query.data ?? []} label={label ?? t('banners_label')} />;
};

export type BannerCarouselProps = {
  banners: readonly Banner[];
  /** Accessible name of the carousel region. */
  label: string;
};

/**
 * Banners as a carousel (spec 01 §2): mobile images at MOBILE_BANNER_MAX_WIDTH or less, the
 * narrow text layout at BANNER_TEXT_MAX_WIDTH or less. Mobile banners advance every
 * BANNER_AUTOPLAY_MS, pausing while hovered or focused and never when the visitor asked the
 * system for less motion.
 */
export const BannerCarousel = ({ banners, label }: BannerCarouselProps) => {
  const { t } = useTranslation('casino');
  const isMobile = useIsWidthAtMost(MOBILE_BANNER_MAX_WIDTH);
  const isNarrowText = useIsWidthAtMost(BANNER_TEXT_MAX_WIDTH);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  const slides = banners.flatMap((banner) => {
    const media = pickBannerMedia(banner, isMobile);
    return media ? [{ banner, media }] : [];
  });
  const count = slides.length;
  const index = count === 0 ? 0 : active % count;
  const isPlaying = isMobile && count > 1 && !isHovered && !hasFocus && !prefersReducedMotion;

  useEffect(() => {
    if (!isPlaying) return undefined;
    const timer = setInterval(() => setActive((current) => current + 1), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [isPlaying]);

  const modeClass = isMobile ? 'banners--mobile' : 'banners--desktop';
  if (count === 0) return null;

  const show = (next: number) => setActive((next + count) % count);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  return (
    <section
      className={['banners', modeClass, isNarrowText ? 'banners--narrow-text' : '']
        .filter(Boolean)
        .join(' ')}
      aria-roledescription={t('banner_carousel')}
      aria-label={label}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={handleBlur}
    >
      <div className="banners__viewport" aria-live={isPlaying ? 'off' : 'polite'}>
        <div className="banners__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map(({ banner, media }, position) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              media={media}
              isMobile={isMobile}
              isActive={position === index}
              isFirst={position === 0}
              position={position}
              count={count}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="banners__controls">
          <button
            className="banners__arrow"
            type="button"
            aria-label={t('banner_prev')}
            onClick={() => show(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <div className="banners__dots">
            {slides.map(({ banner }, position) => (
              <button
                key={banner.id}
                className="banners__dot"
                type="button"
                aria-label={t('banner_goto', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              />
            ))}
          </div>
          <button
            className="banners__arrow"
            type="button"
            aria-label={t('banner_next')}
            onClick={() => show(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
};
