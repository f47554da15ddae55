import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages, skins, translations } from './cms.tables';

export type SkinRow = typeof skins.$inferSelect;

export const createCmsRepository = (db: Db) => ({
  findSkinByClientRef: async (clientRef: string): Promise<SkinRow | undefined> =>
    (await db.select().from(skins).where(eq(skins.clientRef, clientRef)).limit(1))[0],

  findSkin: async (skinId: number, tx: Db = db): Promise<SkinRow | undefined> =>
    (await tx.select().from(skins).where(eq(skins.id, skinId)).limit(1))[0],

  listSkins: (): Promise<SkinRow[]> => db.select().from(skins).orderBy(asc(skins.id)),

  /** Sets maintenance on one skin, or on every skin when `skinId` is omitted; returns the skins changed. */
  setMaintenance: async (inMaintenance: boolean, skinId?: number, tx: Db = db): Promise<number> =>
    (
      await tx
        .update(skins)
        .set({ inMaintenance, updatedAt: new Date() })
        .where(skinId === undefined ? undefined : eq(skins.id, skinId))
        .returning({ id: skins.id })
    ).length,

  listLanguages: () =>
    db
      .select({ id: languages.id, code: languages.code, name: languages.name })
      .from(languages)
      .orderBy(asc(languages.position)),

  listTranslations: (filter: { languageCode?: string; section?: string }) => {
    const conditions: SQL[] = [];
    if (filter.languageCode) conditions.push(eq(translations.languageCode, filter.languageCode));
    if (filter.section) conditions.push(eq(translations.section, filter.section));
    return db
      .select({
        languageCode: translations.languageCode,
        section: translations.section,
        key: translations.key,
        value: translations.value,
      })
      .from(translations)
      .where(and(...conditions));
  },

  /** Sets one text of one language, creating its row when the database has none yet. */
  setTranslation: async (
    row: { languageCode: string; section: string; key: string; value: string },
    tx: Db = db,
  ) => {
    await tx
      .insert(translations)
      .values(row)
      .onConflictDoUpdate({
        target: [translations.languageCode, translations.section, translations.key],
        set: { value: row.value, updatedAt: new Date() },
      });
  },

  /** Runs `work` in one transaction, so a change of several languages lands whole or not at all. */
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),
});

export type CmsRepository = ReturnType<typeof createCmsRepository>;
