import * as z from '../zod';
import { PAGE_NAME_MAX_LENGTH } from '../constants';
import { envelope, isoDateTime, pageEnvelope, queryFlag, recordId } from './common';
import { languageCodeSchema } from './cms';

/**
 * Banner categories, read from the prefix of a media's `comment` (spec 01 §3): `casino-hero`
 * belongs to the casino lobby, `fallbackIMG` is shown when a lobby has no banner of its own.
 */
export const BANNER_CATEGORIES = [
  'casino',
  'liveCasino',
  'bingo',
  'scratchCards',
  'crashGames',
  'promotion',
  'fallbackIMG',
] as const;
export type BannerCategory = (typeof BANNER_CATEGORIES)[number];

/** Banner tags a lobby asks for with `tag[0]=...`. */
export const BANNER_TAGS = [
  'casino',
  'prime',
  'liveCasino',
  'crashGames',
  'others',
  'promotion',
] as const;
export const bannerTagSchema = z.enum(BANNER_TAGS);
export type BannerTag = z.infer<typeof bannerTagSchema>;

export const bannerMediaSchema = z.object({
  id: z.number().int(),
  /** Shown at widths of 700 px or less; the others above. */
  is_mobile: z.boolean(),
  /** Path of the image, same origin. */
  url: z.string(),
  /** Absolute URL of the same image. */
  full_url: z.string(),
  /** `card` marks a promotion's card image. */
  title: z.string(),
  /** Its prefix up to the first `-` is the category (see BANNER_CATEGORIES). */
  comment: z.string(),
});
export type BannerMedia = z.infer<typeof bannerMediaSchema>;

/** Texts and links laid over a banner; any may be null. `html` is sanitised on the server. */
export const bannerOptionsSchema = z.object({
  html: z.string().nullable(),
  html_mobile: z.string().nullable(),
  button_text: z.string().nullable(),
  button_text_1: z.string().nullable(),
  button_text_mobile: z.string().nullable(),
  button_text_mobile_1: z.string().nullable(),
  button_url: z.string().nullable(),
  button_url_1: z.string().nullable(),
  button_url_mobile: z.string().nullable(),
  button_url_mobile_1: z.string().nullable(),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  tags: z.array(bannerTagSchema),
  medias: z.array(bannerMediaSchema),
  options: bannerOptionsSchema,
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponse = envelope(z.array(bannerSchema));

/**
 * GET cms/banners?language=&user_id=&tag[0]=. Tags arrive as `tag[0]=casino&tag[1]=prime`; the
 * route folds them into `tag`. `user_id` is accepted from the site but never trusted: the
 * audience of a banner is decided by the session.
 */
export const bannersQuery = z.object({
  language: languageCodeSchema.optional(),
  user_id: z.decimal(recordId).optional(),
  tag: z.array(bannerTagSchema).max(BANNER_TAGS.length).optional(),
});

export const PAGE_TYPES = ['page', 'promotion'] as const;
export const pageTypeSchema = z.enum(PAGE_TYPES);

export const seoSchema = z.object({
  /** Document title of the page. */
  title: z.string(),
  /** Meta description of the page. */
  description: z.string(),
});

/**
 * A CMS page in one language: a static page (`type: page`, found by `name`) or a promotion.
 * `content` is HTML sanitised on the server. When the asked language has no text, English is
 * served and `language.code` says so.
 */
export const cmsPageSchema = z.object({
  id: z.number().int(),
  type: pageTypeSchema,
  /** Path segment of a static page (`privacy`); a slug for promotions. */
  name: z.string(),
  /** Heading of the page or name of the promotion. */
  title: z.string(),
  /** Short teaser of a promotion card. */
  comment: z.string(),
  content: z.string(),
  seo: seoSchema,
  language: z.object({ code: languageCodeSchema }),
  /** Promotions: it has started (`valid_from <= now`) and has not ended. Pages: always true. */
  is_valid: z.boolean(),
  valid_from: isoDateTime.nullable(),
  valid_to: isoDateTime.nullable(),
  /** Banners of a promotion (list and detail); a media titled `card` is the card image. */
  banners: z.array(bannerSchema),
  updated_at: isoDateTime,
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** GET cms/pages?type=promotion&campaign_visible=1&language= or ?type=page&name=privacy. */
export const pagesQuery = z.object({
  type: pageTypeSchema.optional(),
  name: z
    .string()
    .min(1)
    .max(PAGE_NAME_MAX_LENGTH)
    .regex(/^[a-z0-9-]+$/, 'Lowercase letters, digits and dashes only')
    .optional(),
  language: languageCodeSchema.optional(),
  /** Only promotions marked visible to the public (the site always sends 1). */
  campaign_visible: queryFlag.optional(),
  page: z.decimal(z.number().int().min(1).max(1_000_000)).default(1),
  per_page: z.decimal(z.number().int().min(1).max(100)).default(50),
});
export const pagesResponse = pageEnvelope(cmsPageSchema);
export const pageResponse = envelope(cmsPageSchema);
export const pageParams = z.object({ id: z.decimal(recordId) });
export const pageQuery = z.object({ language: languageCodeSchema.optional() });
