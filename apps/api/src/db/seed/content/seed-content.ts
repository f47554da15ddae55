import { LANGUAGES, type Language } from '@prime/contract';
import { bannerArtPath, type BannerTheme } from '../../../modules/cms/banner-art';
import type { BannerLinks, BannerTexts } from '../../../modules/cms/content.tables';
import type { Db } from '../../client';
import { bannerMedia, banners, cmsPageBanners, cmsPages, cmsPageTexts } from '../../schema';
import { BANNER_SEED, type BannerSeed } from './banners';
import { SEEDED_PAGES } from './footer-pages';
import { PROMOTION_SEED, type PromotionSeed } from './promotions';

const DAY_MS = 86_400_000;
/** The upcoming promotion starts this long after seeding, so it is not valid yet for a while. */
const UPCOMING_IN_DAYS = 30;

const NO_LINKS: BannerLinks = {
  button_url: null,
  button_url_1: null,
  button_url_mobile: null,
  button_url_mobile_1: null,
};

const bannerTexts = (title: string, subtitle: string, button: string | null): BannerTexts => ({
  title,
  subtitle,
  html: null,
  html_mobile: null,
  button_text: button,
  button_text_1: null,
  button_text_mobile: button,
  button_text_mobile_1: null,
});

/** A wide desktop image and a tall phone image of a theme, plus the card of a promotion. */
const mediaOf = (
  bannerId: number,
  theme: BannerTheme,
  title: string,
  comment: string,
  card: boolean,
) => [
  { bannerId, isMobile: false, url: bannerArtPath(theme, 'wide'), title, comment, position: 0 },
  { bannerId, isMobile: true, url: bannerArtPath(theme, 'tall'), title, comment, position: 1 },
  ...(card
    ? [
        {
          bannerId,
          isMobile: false,
          url: bannerArtPath(theme, 'card'),
          title: 'card',
          comment,
          position: 2,
        },
      ]
    : []),
];

const insertFooterPages = async (tx: Db, skinId: number) => {
  for (const [index, page] of SEEDED_PAGES.entries()) {
    const [row] = await tx
      .insert(cmsPages)
      .values({ skinId, type: 'page', name: page.name, position: index })
      .returning({ id: cmsPages.id });
    // An empty content stays empty in its row, so that language falls back to English.
    await tx.insert(cmsPageTexts).values(
      LANGUAGES.map((languageCode) => {
        const text = page.texts[languageCode];
        return {
          pageId: row!.id,
          languageCode,
          title: text.title,
          content: text.content,
          seoTitle: text.seo_title,
          seoDescription: text.seo_description,
        };
      }),
    );
  }
};

const insertPromotion = async (
  tx: Db,
  skinId: number,
  promotion: PromotionSeed,
  position: number,
  now: Date,
) => {
  const validFrom =
    promotion.state === 'upcoming'
      ? new Date(now.getTime() + UPCOMING_IN_DAYS * DAY_MS)
      : new Date(now.getTime() - DAY_MS);
  const [row] = await tx
    .insert(cmsPages)
    .values({
      skinId,
      type: 'promotion',
      name: promotion.name,
      isVisible: promotion.state !== 'hidden',
      validFrom,
      position,
    })
    .returning({ id: cmsPages.id });
  const pageId = row!.id;
  const comment = (language: Language) =>
    (language === 'en' ? promotion.comments.en : promotion.comments[language]) ?? '';
  await tx.insert(cmsPageTexts).values(
    LANGUAGES.map((languageCode) => ({
      pageId,
      languageCode,
      title: promotion.titles[languageCode],
      comment: comment(languageCode),
      content: languageCode === 'en' ? promotion.content : '',
      seoDescription: comment(languageCode),
    })),
  );
  const [banner] = await tx
    .insert(banners)
    .values({
      skinId,
      // Shown on the promotion's card and detail page only, not in a lobby carousel.
      tags: [],
      texts: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          bannerTexts(promotion.titles[language], comment(language), null),
        ]),
      ),
      links: NO_LINKS,
    })
    .returning({ id: banners.id });
  await tx
    .insert(bannerMedia)
    .values(
      mediaOf(
        banner!.id,
        promotion.theme,
        promotion.titles.en,
        `promotion-${promotion.name}`,
        true,
      ),
    );
  await tx.insert(cmsPageBanners).values({ pageId, bannerId: banner!.id });
  return { name: promotion.name, id: pageId };
};

const insertLobbyBanner = async (
  tx: Db,
  skinId: number,
  seed: BannerSeed,
  position: number,
  promotionIds: Map<string, number>,
) => {
  const url =
    'path' in seed.link ? seed.link.path : `/promotion/${promotionIds.get(seed.link.promotion)}`;
  const texts: Record<string, BannerTexts> = {};
  for (const language of LANGUAGES) {
    const copy = seed.copy[language];
    if (copy) texts[language] = bannerTexts(copy[0], copy[1], copy[2]);
  }
  const [banner] = await tx
    .insert(banners)
    .values({
      skinId,
      tags: [...seed.tags],
      audience: seed.audience,
      position,
      texts,
      links: { ...NO_LINKS, button_url: url, button_url_mobile: url },
    })
    .returning({ id: banners.id });
  await tx
    .insert(bannerMedia)
    .values(mediaOf(banner!.id, seed.theme, seed.copy.en[0], seed.comment, false));
};

/**
 * The demo site's content: footer pages, promotions (one upcoming, one hidden) with their card
 * and detail banners, and the lobby banners. Called once, when the demo skin is created.
 */
export const seedContent = async (tx: Db, skinId: number, now: Date): Promise<void> => {
  await insertFooterPages(tx, skinId);
  const promotionIds = new Map<string, number>();
  for (const [index, promotion] of PROMOTION_SEED.entries()) {
    const { name, id } = await insertPromotion(tx, skinId, promotion, index * 10, now);
    promotionIds.set(name, id);
  }
  for (const [index, seed] of BANNER_SEED.entries()) {
    await insertLobbyBanner(tx, skinId, seed, index * 10, promotionIds);
  }
};
