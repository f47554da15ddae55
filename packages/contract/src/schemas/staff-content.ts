import * as z from '../zod';
import { LANGUAGES } from '../constants';
import { isoDateTime } from './common';
import { bannerTagSchema } from './content';

/**
 * The back office's content screens (`/v1/staff/promotions|pages|banners`): every language's
 * texts of one item side by side, as stored. The site reads the same rows (`/v1/cms/*`), so a
 * change shows there at the next request.
 */

/** Longest heading of a page, promotion or banner. */
export const STAFF_CONTENT_TITLE_MAX = 255;
/** Longest HTML body of a page or promotion (sanitised when the site reads it). */
export const STAFF_CONTENT_HTML_MAX = 100_000;

const title = z.string().trim().min(1).max(STAFF_CONTENT_TITLE_MAX);
const shortText = z.string().max(1_000);
const html = z.string().max(STAFF_CONTENT_HTML_MAX);

/** A page's or promotion's texts in one language. */
export const staffPageTextSchema = z.object({
  title,
  /** A promotion card's teaser. */
  comment: shortText,
  /** HTML as the editor writes it. */
  content: html,
  seo_title: shortText,
  seo_description: shortText,
});
export type StaffPageText = z.infer<typeof staffPageTextSchema>;

/** Texts by language; a language without texts is served in English. */
const byLanguage = <T extends z.ZodType>(text: T) => z.partialRecord(z.enum(LANGUAGES), text);

export const staffPageSchema = z.object({
  id: z.number().int(),
  skin_id: z.number().int(),
  type: z.enum(['page', 'promotion']),
  /** Path segment of a static page (`privacy`), a slug for promotions. */
  name: z.string(),
  /** Promotions: listed to the public. */
  is_visible: z.boolean(),
  valid_from: isoDateTime.nullable(),
  valid_to: isoDateTime.nullable(),
  position: z.number().int(),
  /** English heading, for lists. */
  title: z.string(),
  texts: byLanguage(staffPageTextSchema),
  updated_at: isoDateTime,
});
export type StaffPage = z.infer<typeof staffPageSchema>;
export const staffPageResponse = z.object({ data: staffPageSchema });

/**
 * PATCH of a page or promotion: the fields sent change; each language sent replaces that
 * language's texts whole (English cannot be removed, only changed).
 */
export const staffPageEditBody = z.strictObject({
  is_visible: z.boolean().optional(),
  valid_from: isoDateTime.nullable().optional(),
  valid_to: isoDateTime.nullable().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  texts: byLanguage(staffPageTextSchema).optional(),
});
export type StaffPageEditBody = z.infer<typeof staffPageEditBody>;

/** A banner's texts in one language. */
export const staffBannerTextSchema = z.object({
  title,
  subtitle: shortText,
  html: html.nullable(),
  html_mobile: html.nullable(),
  button_text: shortText.nullable(),
  button_text_1: shortText.nullable(),
  button_text_mobile: shortText.nullable(),
  button_text_mobile_1: shortText.nullable(),
});
export type StaffBannerText = z.infer<typeof staffBannerTextSchema>;

/** A button's link: a path of the site or an https address. */
const link = z
  .string()
  .max(1_000)
  .regex(/^(\/|https:\/\/)/, 'A path starting with / or an https:// address.')
  .nullable();

export const staffBannerLinksSchema = z.object({
  button_url: link,
  button_url_1: link,
  button_url_mobile: link,
  button_url_mobile_1: link,
});

export const BANNER_AUDIENCES = ['all', 'visitors', 'players'] as const;

export const staffBannerSchema = z.object({
  id: z.number().int(),
  skin_id: z.number().int(),
  /** Lobbies that show it. */
  tags: z.array(z.string()),
  /** `visitors`: without a session; `players`: logged in. */
  audience: z.enum(BANNER_AUDIENCES),
  position: z.number().int(),
  is_active: z.boolean(),
  valid_from: isoDateTime.nullable(),
  valid_to: isoDateTime.nullable(),
  /** English title, for lists. */
  title: z.string(),
  texts: byLanguage(staffBannerTextSchema),
  links: staffBannerLinksSchema,
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;
export const staffBannerResponse = z.object({ data: staffBannerSchema });

export const staffBannerEditBody = z.strictObject({
  tags: z.array(bannerTagSchema).min(1).max(10).optional(),
  audience: z.enum(BANNER_AUDIENCES).optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  is_active: z.boolean().optional(),
  valid_from: isoDateTime.nullable().optional(),
  valid_to: isoDateTime.nullable().optional(),
  texts: byLanguage(staffBannerTextSchema).optional(),
  links: staffBannerLinksSchema.partial().optional(),
});
export type StaffBannerEditBody = z.infer<typeof staffBannerEditBody>;
