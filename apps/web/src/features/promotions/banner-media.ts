import type { Banner, BannerMedia } from '@prime/contract';

/** A media titled `card` is a promotion's card image (spec 01 §2), not a banner slide. */
export const CARD_MEDIA_TITLE = 'card';

const isCard = (media: BannerMedia) => media.title === CARD_MEDIA_TITLE;

/** The card image of a promotion: its first `card` media, the desktop one when both exist. */
export const findCardMedia = (banners: readonly Banner[]): BannerMedia | undefined => {
  const cards = banners.flatMap((banner) => banner.medias).filter(isCard);
  return cards.find((media) => !media.is_mobile) ?? cards[0];
};

/** The slide image of a banner for the viewport; the other kind when it has only that. */
export const pickSlideMedia = (banner: Banner, isMobile: boolean): BannerMedia | undefined => {
  const slides = banner.medias.filter((media) => !isCard(media));
  return slides.find((media) => media.is_mobile === isMobile) ?? slides[0];
};
