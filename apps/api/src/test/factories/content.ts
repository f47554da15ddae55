import type { Db } from '../../db/client';
import {
  bannerMedia,
  banners,
  cmsPageBanners,
  cmsPages,
  cmsPageTexts,
  type BannerTexts,
} from '../../modules/cms/content.tables';
import { uniqueSuffix } from '../unique';

/** One language's texts of a banner: a title, its subtitle, nothing else. */
export const bannerTexts = (title: string, extra: Partial<BannerTexts> = {}): BannerTexts => ({
  title,
  subtitle: `${title} subtitle`,
  html: null,
  html_mobile: null,
  button_text: null,
  button_text_1: null,
  button_text_mobile: null,
  button_text_mobile_1: null,
  ...extra,
});

/** A banner of a skin with its wide and tall image, shown to everyone on the casino tag by default. */
export const buildBanner = async (
  db: Db,
  options: {
    skinId: number;
    tags?: string[];
    audience?: 'all' | 'visitors' | 'players';
    position?: number;
    isActive?: boolean;
    validFrom?: Date | null;
    validTo?: Date | null;
    texts?: Record<string, BannerTexts>;
    comment?: string;
  },
): Promise<number> => {
  const [row] = await db
    .insert(banners)
    .values({
      skinId: options.skinId,
      tags: options.tags ?? ['casino'],
      audience: options.audience ?? 'all',
      position: options.position ?? 0,
      isActive: options.isActive ?? true,
      validFrom: options.validFrom ?? null,
      validTo: options.validTo ?? null,
      texts: options.texts ?? { en: bannerTexts(`Banner ${uniqueSuffix()}`) },
      links: {
        button_url: '/casino',
        button_url_1: null,
        button_url_mobile: '/casino',
        button_url_mobile_1: null,
      },
    })
    .returning({ id: banners.id });
  const id = row!.id;
  const comment = options.comment ?? 'casino-test';
  await db.insert(bannerMedia).values([
    {
      bannerId: id,
      isMobile: false,
      url: '/media/banners/fallback-wide.svg',
      title: 'wide',
      comment,
    },
    {
      bannerId: id,
      isMobile: true,
      url: '/media/banners/fallback-tall.svg',
      title: 'tall',
      comment,
    },
  ]);
  return id;
};

type PageText = { title: string; comment?: string; content?: string; seoDescription?: string };

/** A visible CMS page (a promotion by default) with its texts and, optionally, its banners. */
export const buildPage = async (
  db: Db,
  options: {
    skinId: number;
    type?: 'page' | 'promotion';
    name?: string;
    isVisible?: boolean;
    validFrom?: Date | null;
    validTo?: Date | null;
    position?: number;
    texts?: Record<string, PageText>;
    bannerIds?: number[];
  },
): Promise<number> => {
  const [row] = await db
    .insert(cmsPages)
    .values({
      skinId: options.skinId,
      type: options.type ?? 'promotion',
      name: options.name ?? `page-${uniqueSuffix()}`,
      isVisible: options.isVisible ?? true,
      validFrom: options.validFrom ?? null,
      validTo: options.validTo ?? null,
      position: options.position ?? 0,
    })
    .returning({ id: cmsPages.id });
  const pageId = row!.id;
  const texts = options.texts ?? { en: { title: 'Page', content: '<p>Body</p>' } };
  await db
    .insert(cmsPageTexts)
    .values(
      Object.entries(texts).map(([languageCode, text]) => ({ pageId, languageCode, ...text })),
    );
  for (const [position, bannerId] of (options.bannerIds ?? []).entries()) {
    await db.insert(cmsPageBanners).values({ pageId, bannerId, position });
  }
  return pageId;
};
