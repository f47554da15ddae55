import {
  and,
  arrayOverlaps,
  asc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bannerMedia, banners, cmsPageBanners, cmsPages, cmsPageTexts } from './content.tables';

export type BannerRow = typeof banners.$inferSelect;
export type BannerMediaRow = typeof bannerMedia.$inferSelect;
export type PageRow = typeof cmsPages.$inferSelect;
export type PageTextRow = typeof cmsPageTexts.$inferSelect;

/** Who looks: a visitor without a session, or a logged-in player. */
export type Audience = 'visitors' | 'players';

export type PageFilter = {
  skinId: number;
  now: Date;
  type?: 'page' | 'promotion' | undefined;
  name?: string | undefined;
  /** Only promotions marked visible to the public. */
  visibleOnly: boolean;
};

/** A page (or promotion) is listed until it ends; one that has not started yet is listed too. */
const notEnded = (now: Date) => or(isNull(cmsPages.validTo), gt(cmsPages.validTo, now));

const pageConditions = (filter: PageFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [
    eq(cmsPages.skinId, filter.skinId),
    notEnded(filter.now),
  ];
  if (filter.type) conditions.push(eq(cmsPages.type, filter.type));
  if (filter.name) conditions.push(eq(cmsPages.name, filter.name));
  if (filter.visibleOnly) conditions.push(eq(cmsPages.isVisible, true));
  return and(...conditions);
};

export const createContentRepository = (db: Db) => ({
  /** Active banners of a skin in their validity window, for the audience, any of the tags. */
  listBanners: (filter: { skinId: number; now: Date; audience: Audience; tags?: string[] }) => {
    const conditions: (SQL | undefined)[] = [
      eq(banners.skinId, filter.skinId),
      eq(banners.isActive, true),
      or(isNull(banners.validFrom), lte(banners.validFrom, filter.now)),
      or(isNull(banners.validTo), gt(banners.validTo, filter.now)),
      inArray(banners.audience, ['all', filter.audience]),
    ];
    if (filter.tags?.length) conditions.push(arrayOverlaps(banners.tags, filter.tags));
    return db
      .select()
      .from(banners)
      .where(and(...conditions))
      .orderBy(asc(banners.position), asc(banners.id));
  },

  listMedia: (bannerIds: number[]): Promise<BannerMediaRow[]> =>
    bannerIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(bannerMedia)
          .where(inArray(bannerMedia.bannerId, bannerIds))
          .orderBy(asc(bannerMedia.position), asc(bannerMedia.id)),

  /** Active banners of the given pages, in each page's order. */
  listPageBanners: async (pageIds: number[]) =>
    pageIds.length === 0
      ? []
      : db
          .select({ pageId: cmsPageBanners.pageId, banner: banners })
          .from(cmsPageBanners)
          .innerJoin(banners, eq(banners.id, cmsPageBanners.bannerId))
          .where(and(inArray(cmsPageBanners.pageId, pageIds), eq(banners.isActive, true)))
          .orderBy(asc(cmsPageBanners.position), asc(banners.id)),

  listPages: async (filter: PageFilter, paging: { limit: number; offset: number }) => {
    const where = pageConditions(filter);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(cmsPages)
        .where(where)
        .orderBy(asc(cmsPages.position), asc(cmsPages.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(cmsPages)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** One page of the skin (another skin's page is unknown here). */
  findPage: async (skinId: number, pageId: number): Promise<PageRow | undefined> =>
    (
      await db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.skinId, skinId), eq(cmsPages.id, pageId)))
        .limit(1)
    )[0],

  listPageTexts: (pageIds: number[], languageCodes: string[]): Promise<PageTextRow[]> =>
    pageIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(cmsPageTexts)
          .where(
            and(
              inArray(cmsPageTexts.pageId, pageIds),
              inArray(cmsPageTexts.languageCode, languageCodes),
            ),
          ),
});

export type ContentRepository = ReturnType<typeof createContentRepository>;

export type PageTextValues = Omit<PageTextRow, 'pageId' | 'languageCode' | 'updatedAt'>;
export type PageChanges = Partial<
  Pick<PageRow, 'isVisible' | 'validFrom' | 'validTo' | 'position'>
>;
export type BannerChanges = Partial<
  Pick<
    BannerRow,
    'tags' | 'audience' | 'position' | 'isActive' | 'validFrom' | 'validTo' | 'texts' | 'links'
  >
>;

/** The back office's reads and writes: every skin, every language, hidden and ended rows too. */
export const createContentEditorRepository = (db: Db) => ({
  listPagesOfType: (type: 'page' | 'promotion'): Promise<PageRow[]> =>
    db.select().from(cmsPages).where(eq(cmsPages.type, type)).orderBy(asc(cmsPages.id)),

  findPageById: async (id: number, tx: Db = db): Promise<PageRow | undefined> =>
    (await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1))[0],

  listAllPageTexts: (pageIds: number[], tx: Db = db): Promise<PageTextRow[]> =>
    pageIds.length === 0
      ? Promise.resolve([])
      : tx.select().from(cmsPageTexts).where(inArray(cmsPageTexts.pageId, pageIds)),

  /** Changes a page and replaces the texts of the languages given, in one transaction. */
  /** Changes a page and its texts in one transaction; `last` is its last write (an audit row). */
  updatePage: (
    id: number,
    changes: PageChanges,
    texts: Map<string, PageTextValues>,
    last?: (tx: Db) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(cmsPages)
        .set({ ...changes, updatedAt: now })
        .where(eq(cmsPages.id, id));
      for (const [languageCode, values] of texts) {
        await tx
          .insert(cmsPageTexts)
          .values({ pageId: id, languageCode, ...values, updatedAt: now })
          .onConflictDoUpdate({
            target: [cmsPageTexts.pageId, cmsPageTexts.languageCode],
            set: { ...values, updatedAt: now },
          });
      }
      await last?.(tx);
    }),

  listAllBanners: (): Promise<BannerRow[]> => db.select().from(banners).orderBy(asc(banners.id)),

  findBannerById: async (id: number): Promise<BannerRow | undefined> =>
    (await db.select().from(banners).where(eq(banners.id, id)).limit(1))[0],

  /** Changes a banner; `last` (an audit row) is written in the same transaction. */
  updateBanner: (
    id: number,
    changes: BannerChanges,
    last?: (tx: Db) => Promise<void>,
  ): Promise<BannerRow | undefined> =>
    db.transaction(async (tx) => {
      const [row] = await tx.update(banners).set(changes).where(eq(banners.id, id)).returning();
      await last?.(tx);
      return row;
    }),
});

export type ContentEditorRepository = ReturnType<typeof createContentEditorRepository>;
