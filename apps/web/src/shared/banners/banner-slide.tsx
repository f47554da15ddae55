import type { Banner, BannerMedia } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, splitLanguagePrefix } from '../i18n/language';
import { useAppState } from '../session/app-store-context';
import { readBannerContent, type BannerButton } from './banner-content';

/**
 * Sizes the banner artwork is drawn at: wide for desktop, tall for phones. A desktop slide keeps
 * the wide ratio and a phone slide a compact height (banners.css) whatever the image, so nothing
 * moves when it arrives.
 */
export const BANNER_SIZE = {
  desktop: { width: 1920, height: 520 },
  mobile: { width: 700, height: 860 },
} as const;

const BannerLink = ({ button, isFirst }: { button: BannerButton; isFirst: boolean }) => {
  const language = useAppState((state) => state.language);
  const className = isFirst ? 'button button--primary' : 'button button--ghost';
  const isInternal = button.url.startsWith('/') && !button.url.startsWith('//');
  if (!isInternal) {
    return (
      <a className={className} href={button.url} rel="noopener noreferrer">
        {button.text}
      </a>
    );
  }
  const hasLanguage = splitLanguagePrefix(button.url).segment.kind !== 'none';
  return (
    <Link className={className} to={hasLanguage ? button.url : localizePath(language, button.url)}>
      {button.text}
    </Link>
  );
};

type BannerSlideProps = {
  banner: Banner;
  media: BannerMedia;
  isMobile: boolean;
  isActive: boolean;
  /** The first slide is the page's largest image: loaded at once, with high priority. */
  isFirst: boolean;
  position: number;
  count: number;
};

/** One banner: its image, the server-sanitised html and its buttons. */
export const BannerSlide = ({
  banner,
  media,
  isMobile,
  isActive,
  isFirst,
  position,
  count,
}: BannerSlideProps) => {
  const { t } = useTranslation('casino');
  const { html, buttons } = readBannerContent(banner, isMobile);
  const size = BANNER_SIZE[isMobile ? 'mobile' : 'desktop'];
  return (
    <div
      className="banner"
      role="group"
      aria-roledescription={t('banner_slide')}
      aria-label={t('banner_slide_label', { index: position + 1, count })}
      aria-hidden={!isActive}
      inert={!isActive}
    >
      <img
        className="banner__image"
        src={media.url}
        alt={banner.title}
        width={size.width}
        height={size.height}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding={isFirst ? 'sync' : 'async'}
      />
      {html || banner.title || buttons.length > 0 ? (
        <div className="banner__content">
          {/* Sanitised by the server (ARCHITECTURE.md §8). */}
          {html ? (
            <div className="banner__html" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            // Without html of its own a banner says its title and subtitle.
            <div className="banner__html">
              <p className="banner__title">{banner.title}</p>
              {banner.subtitle ? <p>{banner.subtitle}</p> : null}
            </div>
          )}
          {buttons.length > 0 ? (
            <div className="banner__buttons">
              {buttons.map((button, index) => (
                <BannerLink key={index} button={button} isFirst={index === 0} />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
