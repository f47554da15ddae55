import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { skins } from './cms.tables';

/** Texts of a banner in one language; English is the fallback of every other. */
export type BannerTexts = {
  title: string;
  subtitle: string;
  html: string | null;
  html_mobile: string | null;
  button_text: string | null;
  button_text_1: string | null;
  button_text_mobile: string | null;
  button_text_mobile_1: string | null;
};

/** Links of a banner's buttons (the same in every language). */
export type BannerLinks = {
  button_url: string | null;
  button_url_1: string | null;
  button_url_mobile: string | null;
  button_url_mobile_1: string | null;
};

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    /** Lobbies that show it (`casino`, `prime`, ...). */
    tags: text('tags').array().notNull(),
    /** `all`, `visitors` (no session) or `players` (with a session). */
    audience: varchar('audience', { length: 16 }).notNull().default('all'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Language code to its texts; `en` must exist. */
    texts: jsonb('texts').$type<Record<string, BannerTexts>>().notNull(),
    links: jsonb('links').$type<BannerLinks>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_skin_position').on(table.skinId, table.position)],
);

export const bannerMedia = pgTable(
  'banner_media',
  {
    id: serial('id').primaryKey(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    isMobile: boolean('is_mobile').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('banner_media_banner').on(table.bannerId)],
);

/** Static pages (`type = page`, by name) and promotions (`type = promotion`). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    skinId: integer('skin_id')
      .notNull()
      .references(() => skins.id),
    type: varchar('type', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Promotions: listed to the public (`campaign_visible`). */
    isVisible: boolean('is_visible').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cms_pages_skin_type_name').on(table.skinId, table.type, table.name)],
);

export const cmsPageTexts = pgTable(
  'cms_page_texts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull().default(''),
    /** HTML as the editor wrote it; sanitised before it is served. */
    content: text('content').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.languageCode] })],
);

/** Banners shown on a promotion's card and detail page. */
export const cmsPageBanners = pgTable(
  'cms_page_banners',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.bannerId] })],
);
