import {
  DEFAULT_LANGUAGE,
  type Banner,
  type BannerTag,
  type CmsPage,
  type Language,
  type PageMeta,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import { pageMeta } from '../../lib/page-meta';
import { toBanner, toPage } from './content.presenters';
import type {
  BannerMediaRow,
  BannerRow,
  ContentRepository,
  PageRow,
  PageTextRow,
} from './content.repository';
import { createHtmlSanitizer } from './sanitize';

/** What a content read needs to know about its request. */
export type ContentContext = {
  skinId: number;
  language: Language;
  /** `https://host` of the request, for absolute image URLs. */
  origin: string;
  now?: Date;
};

export type PagesQuery = {
  type?: 'page' | 'promotion' | undefined;
  name?: string | undefined;
  campaign_visible?: boolean | undefined;
  page: number;
  per_page: number;
};

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * Banners, promotions and static pages of a skin, in the asked language with English as the
 * fallback. Promotions end by time (`valid_to`), computed on read; HTML is sanitised on the way out.
 */
export const createContentService = (repository: ContentRepository) => {
  const sanitize = createHtmlSanitizer();

  const presentBanners = async (rows: BannerRow[], context: ContentContext): Promise<Banner[]> => {
    const media = groupBy<BannerMediaRow, number>(
      await repository.listMedia(rows.map((row) => row.id)),
      (item) => item.bannerId,
    );
    return rows.map((row) =>
      toBanner(row, media.get(row.id) ?? [], {
        language: context.language,
        origin: context.origin,
        sanitize,
      }),
    );
  };

  /** Texts and banners of the pages, loaded together for the whole list. */
  const presentPages = async (rows: PageRow[], context: ContentContext, now: Date) => {
    const ids = rows.map((row) => row.id);
    const [texts, pageBanners] = await Promise.all([
      repository.listPageTexts(ids, [...new Set([context.language, DEFAULT_LANGUAGE])]),
      repository.listPageBanners(ids),
    ]);
    const presented = await presentBanners(
      pageBanners.map((entry) => entry.banner),
      context,
    );
    const bannersOfPage = groupBy(
      pageBanners.map((entry, index) => ({ pageId: entry.pageId, banner: presented[index]! })),
      (entry) => entry.pageId,
    );
    const textOf = (pageId: number, language: string): PageTextRow | undefined =>
      texts.find((text) => text.pageId === pageId && text.languageCode === language);
    return rows.map((row) =>
      toPage(
        row,
        { asked: textOf(row.id, context.language), english: textOf(row.id, DEFAULT_LANGUAGE) },
        {
          language: context.language,
          now,
          sanitize,
          banners: (bannersOfPage.get(row.id) ?? []).map((entry) => entry.banner),
        },
      ),
    );
  };

  return {
    /** Banners for the lobby tags; the session (not the site's `user_id`) decides the audience. */
    listBanners: async (
      context: ContentContext,
      filter: { tags?: BannerTag[] | undefined; hasSession: boolean },
    ): Promise<Banner[]> => {
      const rows = await repository.listBanners({
        skinId: context.skinId,
        now: context.now ?? new Date(),
        audience: filter.hasSession ? 'players' : 'visitors',
        ...(filter.tags?.length ? { tags: filter.tags } : {}),
      });
      return presentBanners(rows, context);
    },

    listPages: async (
      context: ContentContext,
      query: PagesQuery,
    ): Promise<{ data: CmsPage[]; meta: PageMeta }> => {
      const now = context.now ?? new Date();
      const { rows, total } = await repository.listPages(
        {
          skinId: context.skinId,
          now,
          type: query.type,
          name: query.name,
          visibleOnly: query.campaign_visible === true,
        },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return {
        data: await presentPages(rows, context, now),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** One page or promotion; a hidden or ended promotion is as unknown as another skin's page. */
    getPage: async (context: ContentContext, pageId: number): Promise<CmsPage> => {
      const now = context.now ?? new Date();
      const row = await repository.findPage(context.skinId, pageId);
      const isGone =
        !row ||
        (row.type === 'promotion' && !row.isVisible) ||
        (row.validTo !== null && row.validTo <= now);
      if (isGone) throw new AppError('not_found', 'No such page.');
      const [page] = await presentPages([row], context, now);
      return page!;
    },
  };
};

export type ContentService = ReturnType<typeof createContentService>;
