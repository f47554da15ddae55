import type { Banner, BannerMedia } from '@prime/contract';

/** A media titled `card` is a promotion's card image, never a slide. */
const CARD_TITLE = 'card';

/** The image for the mode, or the other mode's when the banner has only that one. */
export const pickBannerMedia = (banner: Banner, isMobile: boolean): BannerMedia | undefined => {
  const medias = banner.medias.filter((media) => media.title !== CARD_TITLE);
  return medias.find((media) => media.is_mobile === isMobile) ?? medias[0];
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
