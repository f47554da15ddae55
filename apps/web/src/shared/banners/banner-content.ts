import type { Banner, BannerMedia } from '@prime/contract';

/** A media titled `card` is a promotion's card image (spec 01 §2), never a slide. */
export const CARD_MEDIA_TITLE = 'card';

const isCard = (media: BannerMedia) => media.title === CARD_MEDIA_TITLE;

/** The image for the mode, or the other mode's when the banner has only that one. */
export const pickBannerMedia = (banner: Banner, isMobile: boolean): BannerMedia | undefined => {
  const medias = banner.medias.filter((media) => !isCard(media));
  return medias.find((media) => media.is_mobile === isMobile) ?? medias[0];
};

/** The card image of a promotion: its first `card` media, the desktop one when both exist. */
export const findCardMedia = (banners: readonly Banner[]): BannerMedia | undefined => {
  const cards = banners.flatMap((banner) => banner.medias).filter(isCard);
  return cards.find((media) => !media.is_mobile) ?? cards[0];
};

export type BannerButton = { text: string; url: string };

const button = (text: string | null, url: string | null): BannerButton[] =>
  text && url ? [{ text, url }] : [];

/** The html and up to two buttons for the mode; mobile falls back to the desktop texts. */
export const readBannerContent = (
  banner: Banner,
  isMobile: boolean,
): { html: string | null; buttons: BannerButton[] } => {
  const options = banner.options;
  if (!isMobile) {
    return {
      html: options.html,
      buttons: [
        ...button(options.button_text, options.button_url),
        ...button(options.button_text_1, options.button_url_1),
      ],
    };
  }
  return {
    html: options.html_mobile ?? options.html,
    buttons: [
      ...button(
        options.button_text_mobile ?? options.button_text,
        options.button_url_mobile ?? options.button_url,
      ),
      ...button(
        options.button_text_mobile_1 ?? options.button_text_1,
        options.button_url_mobile_1 ?? options.button_url_1,
      ),
    ],
  };
};
