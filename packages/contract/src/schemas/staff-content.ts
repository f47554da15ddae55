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

// ---- interface texts

/** Longest interface text in one language. */
export const STAFF_TEXT_MAX = 2_000;

/** `{{name}}`-style placeholders the site fills in when it shows a text. */
export const TEXT_PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/** The placeholders of a text, each once, sorted: what a translation must keep. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(TEXT_PLACEHOLDER)].map((match) => match[1]!))].sort();

/** Interface text id: `section.key`, as `GET /v1/staff/texts/:key` names it. */
export const staffTextKeyParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_]{1,64}\.[A-Za-z0-9_.-]{1,128}$/),
});

export const staffTextsQuery = z.object({
  page: z.decimal(z.number().int().min(1).max(100_000)).default(1),
  per_page: z.decimal(z.number().int().min(1).max(100)).default(25),
  sort: z.enum(['id', 'section', 'key', 'value']).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Words of the key or of a value (of `language`, or of any language). */
  q: z.string().trim().max(200).optional(),
  section: z.string().max(64).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type StaffTextsQuery = z.infer<typeof staffTextsQuery>;

const byEveryLanguage = z.partialRecord(z.enum(LANGUAGES), z.string());

/**
 * One interface text of the site in every language: what the site serves (`values`) and the
 * built-in text it falls back to (`defaults`); `overridden` lists the languages changed here.
 */
export const staffTextSchema = z.object({
  id: z.string(),
  section: z.string(),
  key: z.string(),
  /** The text in the language asked for (English by default), for lists. */
  value: z.string(),
  values: byEveryLanguage,
  defaults: byEveryLanguage,
  overridden: z.array(z.enum(LANGUAGES)),
  /** Placeholders every language must keep, such as `name` for `{{name}}`. */
  placeholders: z.array(z.string()),
  /** Whether the built-in text carries HTML (only then may a change carry it, sanitised). */
  html: z.boolean(),
});
export type StaffText = z.infer<typeof staffTextSchema>;
export const staffTextResponse = z.object({ data: staffTextSchema });

/**
 * PUT of an interface text: each language sent takes the value given, and `null` puts that
 * language back to its built-in text. Languages not sent stay as they are.
 */
export const staffTextEditBody = z.strictObject({
  values: z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(STAFF_TEXT_MAX).nullable())
    .refine((values) => Object.keys(values).length > 0, 'Give at least one language.'),
});
export type StaffTextEditBody = z.infer<typeof staffTextEditBody>;
