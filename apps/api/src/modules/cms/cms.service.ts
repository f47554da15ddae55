import {
  SKIN_SETTINGS_SNAPSHOT,
  type Language,
  type LanguageEntry,
  type LanguageTexts,
  type SkinSettings,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { GeoService } from '../geo/geo.service';
import type { CmsRepository, SkinRow } from './cms.repository';

export type { SkinRow } from './cms.repository';

/** How long one process reuses a language's texts before reading them again. */
const TEXTS_TTL_MS = 30_000;
/** How long a bet path reuses a site's maintenance flag before reading it again. */
const MAINTENANCE_RECHECK_MS = 1_000;

const groupBySection = (rows: { section: string; key: string; value: string }[]): LanguageTexts => {
  const texts: LanguageTexts = {};
  for (const row of rows) (texts[row.section] ??= {})[row.key] = row.value;
  return texts;
};

export type CmsServiceOptions = {
  /** SUPPORT_CHAT_SCRIPT_URL: the site loads it after functional-cookie consent; null: no chat. */
  supportChatScriptUrl?: string | undefined;
};

export const createCmsService = (
  repository: CmsRepository,
  geo: GeoService,
  options: CmsServiceOptions = {},
) => {
  const textsCache = new Map<Language, { at: number; texts: LanguageTexts }>();
  const maintenance = new Map<number, { at: number; on: boolean }>();
  /** Reads of a site's flag under way outside a transaction, shared by the calls that miss at once. */
  const reading = new Map<number, Promise<boolean>>();
  const readMaintenance = async (skinId: number, tx: Db | undefined, now: number) => {
    const on = (await repository.findSkin(skinId, tx))?.inMaintenance ?? false;
    maintenance.set(skinId, { at: now, on });
    return on;
  };

  return {
    findSkinByClientRef: (clientRef: string) => repository.findSkinByClientRef(clientRef),

    listSkins: () => repository.listSkins(),

    getSkinSettings: async (skin: SkinRow): Promise<SkinSettings> => {
      const [countries, currencies] = await Promise.all([
        geo.listCountries(),
        geo.listCurrencies(),
      ]);
      return {
        id: skin.id,
        licensee_id: skin.licenseeId,
        name: skin.name,
        ref_id: skin.refId,
        ...SKIN_SETTINGS_SNAPSHOT,
        support_chat: { script_url: options.supportChatScriptUrl ?? null },
        countries,
        currencies,
      };
    },

    /** Read on every call (no cache), so an operator's switch takes effect immediately. */
    isInMaintenance: async (skinId: number): Promise<boolean> => {
      const skin = await repository.findSkin(skinId);
      if (!skin) throw new AppError('unknown_client');
      return skin.inMaintenance;
    },

    /**
     * The same for the money paths that ask on every bet: read again at most every
     * MAINTENANCE_RECHECK_MS, so a switch on another instance takes effect within that time, and
     * at once on this one; the calls that find the flag due at the same moment share one read. Inside a transaction, pass it: the embedded database has one
     * connection, which the transaction holds.
     */
    maintenanceOf: async (skinId: number, tx?: Db, now = Date.now()): Promise<boolean> => {
      const known = maintenance.get(skinId);
      if (known && now - known.at < MAINTENANCE_RECHECK_MS) return known.on;
      // A call inside a transaction reads on its own connection: the shared read could wait
      // for the connection that transaction holds (the embedded database has one).
      if (tx) return readMaintenance(skinId, tx, now);
      let pending = reading.get(skinId);
      if (!pending) {
        pending = readMaintenance(skinId, undefined, now).finally(() => reading.delete(skinId));
        reading.set(skinId, pending);
      }
      return pending;
    },

    /** Sets maintenance on one site or all; a staff member's audit row is written with it. */
    setMaintenance: async (
      inMaintenance: boolean,
      options: { skinId?: number; audit?: AuditHook } = {},
    ) => {
      const changed = await repository.transaction(async (tx) => {
        const count = await repository.setMaintenance(inMaintenance, options.skinId, tx);
        await options.audit?.(tx);
        return count;
      });
      maintenance.clear();
      return changed;
    },

    listLanguages: async (): Promise<LanguageEntry[]> =>
      (await repository.listLanguages()) as LanguageEntry[],

    /** Texts of one section, by language. */
    getSectionTexts: async (
      section: string,
      language?: Language,
    ): Promise<Record<string, Record<string, string>>> => {
      const rows = await repository.listTranslations({
        section,
        ...(language ? { languageCode: language } : {}),
      });
      const byLanguage: Record<string, Record<string, string>> = {};
      for (const row of rows) (byLanguage[row.languageCode] ??= {})[row.key] = row.value;
      return byLanguage;
    },

    /** Every section of one language, cached in-process for a short while. */
    getLanguageTexts: async (language: Language, now = Date.now()): Promise<LanguageTexts> => {
      const cached = textsCache.get(language);
      if (cached && now - cached.at < TEXTS_TTL_MS) return cached.texts;
      const texts = groupBySection(await repository.listTranslations({ languageCode: language }));
      textsCache.set(language, { at: now, texts });
      return texts;
    },

    /** Drops this process's copy of the texts, so the next request reads the changed rows. */
    forgetTexts: () => textsCache.clear(),
  };
};

export type CmsService = ReturnType<typeof createCmsService>;
