import {
  DEFAULT_LANGUAGE,
  type StaffBanner,
  type StaffBannerEditBody,
  type StaffPage,
  type StaffPageEditBody,
} from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type {
  BannerChanges,
  BannerRow,
  ContentEditorRepository,
  PageChanges,
  PageRow,
  PageTextRow,
  PageTextValues,
} from './content.repository';
import type { BannerTexts } from './content.tables';

type PageType = 'page' | 'promotion';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const dateOf = (value: string | null): Date | null => (value === null ? null : new Date(value));

const toStaffPage = (row: PageRow, texts: PageTextRow[]): StaffPage => {
  const byLanguage: StaffPage['texts'] = {};
  for (const text of texts)
    byLanguage[text.languageCode as keyof StaffPage['texts']] = {
      title: text.title,
      comment: text.comment,
      content: text.content,
      seo_title: text.seoTitle,
      seo_description: text.seoDescription,
    };
  return {
    id: row.id,
    skin_id: row.skinId,
    type: row.type as PageType,
    name: row.name,
    is_visible: row.isVisible,
    valid_from: iso(row.validFrom),
    valid_to: iso(row.validTo),
    position: row.position,
    title: byLanguage[DEFAULT_LANGUAGE]?.title ?? row.name,
    texts: byLanguage,
    updated_at: row.updatedAt.toISOString(),
  };
};

const toStaffBanner = (row: BannerRow): StaffBanner => ({
  id: row.id,
  skin_id: row.skinId,
  tags: row.tags,
  audience: row.audience as StaffBanner['audience'],
  position: row.position,
  is_active: row.isActive,
  valid_from: iso(row.validFrom),
  valid_to: iso(row.validTo),
  title: row.texts[DEFAULT_LANGUAGE]?.title ?? '',
  texts: row.texts as StaffBanner['texts'],
  links: row.links,
});

/** The window a change leaves: it must not end before it starts. */
const assertWindow = (from: Date | null, to: Date | null) => {
  if (from && to && to <= from)
    throw new AppError('validation_failed', undefined, {
      valid_to: ['Must be later than valid_from.'],
    });
};

/**
 * What the back office edits: promotions, static pages and banners with every language's texts.
 * The site reads these rows on every request (no cache in between), so a change is live at once
 * on every instance.
 */
export const createContentEditorService = (repository: ContentEditorRepository) => {
  const presentPages = async (rows: PageRow[]) => {
    const texts = await repository.listAllPageTexts(rows.map((row) => row.id));
    return rows.map((row) =>
      toStaffPage(
        row,
        texts.filter((text) => text.pageId === row.id),
      ),
    );
  };

  const getPage = async (type: PageType, id: number): Promise<StaffPage> => {
    const row = await repository.findPageById(id);
    if (!row || row.type !== type) throw new AppError('not_found', `No such ${type}.`);
    return (await presentPages([row]))[0]!;
  };

  const getBannerRow = async (id: number): Promise<BannerRow> => {
    const row = await repository.findBannerById(id);
    if (!row) throw new AppError('not_found', 'No such banner.');
    return row;
  };

  return {
    listPages: async (type: PageType): Promise<StaffPage[]> =>
      presentPages(await repository.listPagesOfType(type)),

    getPage,

    /**
     * Changes the fields sent and replaces each sent language's texts whole (with a staff
     * member's audit row, in one transaction).
     */
    updatePage: async (
      type: PageType,
      id: number,
      body: StaffPageEditBody,
      options: { audit?: AuditHook } = {},
    ) => {
      const current = await getPage(type, id);
      const changes: PageChanges = {};
      if (body.is_visible !== undefined) changes.isVisible = body.is_visible;
      if (body.position !== undefined) changes.position = body.position;
      if (body.valid_from !== undefined) changes.validFrom = dateOf(body.valid_from);
      if (body.valid_to !== undefined) changes.validTo = dateOf(body.valid_to);
      assertWindow(
        changes.validFrom !== undefined ? changes.validFrom : dateOf(current.valid_from),
        changes.validTo !== undefined ? changes.validTo : dateOf(current.valid_to),
      );
      const texts = new Map<string, PageTextValues>();
      for (const [language, text] of Object.entries(body.texts ?? {}))
        texts.set(language, {
          title: text.title,
          comment: text.comment,
          content: text.content,
          seoTitle: text.seo_title,
          seoDescription: text.seo_description,
        });
      await repository.updatePage(id, changes, texts, options.audit);
      return getPage(type, id);
    },

    listBanners: async (): Promise<StaffBanner[]> =>
      (await repository.listAllBanners()).map(toStaffBanner),

    getBanner: async (id: number): Promise<StaffBanner> => toStaffBanner(await getBannerRow(id)),

    /** Changes the fields sent; each sent language's texts replace that language's whole. */
    updateBanner: async (
      id: number,
      body: StaffBannerEditBody,
      options: { audit?: AuditHook } = {},
    ): Promise<StaffBanner> => {
      const current = await getBannerRow(id);
      const changes: BannerChanges = {};
      if (body.tags !== undefined) changes.tags = body.tags;
      if (body.audience !== undefined) changes.audience = body.audience;
      if (body.position !== undefined) changes.position = body.position;
      if (body.is_active !== undefined) changes.isActive = body.is_active;
      if (body.valid_from !== undefined) changes.validFrom = dateOf(body.valid_from);
      if (body.valid_to !== undefined) changes.validTo = dateOf(body.valid_to);
      assertWindow(
        changes.validFrom !== undefined ? changes.validFrom : current.validFrom,
        changes.validTo !== undefined ? changes.validTo : current.validTo,
      );
      if (body.texts)
        changes.texts = { ...current.texts, ...(body.texts as Record<string, BannerTexts>) };
      if (body.links) changes.links = { ...current.links, ...body.links };
      const updated = await repository.updateBanner(id, changes, options.audit);
      return toStaffBanner(updated ?? current);
    },
  };
};

export type ContentEditorService = ReturnType<typeof createContentEditorService>;
