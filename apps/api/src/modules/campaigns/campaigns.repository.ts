import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignChanges, campaigns } from './campaigns.tables';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt'>;
export type CampaignChangeRow = typeof campaignChanges.$inferSelect;

export type CampaignFilter = {
  skinId: number;
  currencyId?: number | undefined;
  countryCode?: string | undefined;
  /** Only campaigns of these actions (`deposit_bonus`, …); all when unset. */
  actions?: readonly string[] | undefined;
};

/** Running now, open to the currency and the country (an empty list means open to all). */
const openTo = ({ skinId, currencyId, countryCode }: CampaignFilter) =>
  and(
    eq(campaigns.skinId, skinId),
    lte(campaigns.validFrom, sql`now()`),
    or(isNull(campaigns.validTo), gt(campaigns.validTo, sql`now()`)),
    currencyId === undefined
      ? undefined
      : sql`(jsonb_array_length(${campaigns.currencyIds}) = 0 or ${campaigns.currencyIds} @> ${JSON.stringify([currencyId])}::jsonb)`,
    countryCode === undefined
      ? undefined
      : sql`(jsonb_array_length(${campaigns.countryCodes}) = 0 or ${campaigns.countryCodes} @> ${JSON.stringify([countryCode])}::jsonb)`,
  );

export const createCampaignsRepository = (db: Db) => ({
  /** A campaign by id, whatever its dates (an award reads the campaign a player chose). */
  findById: async (campaignId: number, tx: Db = db): Promise<CampaignRow | undefined> =>
    (await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1))[0],

  listPublic: async (filter: CampaignFilter): Promise<CampaignRow[]> =>
    db
      .select()
      .from(campaigns)
      .where(
        and(
          openTo(filter),
          eq(campaigns.isPublic, true),
          sql`${campaigns.code} is not null`,
          filter.actions ? inArray(campaigns.action, [...filter.actions]) : undefined,
        ),
      )
      .orderBy(campaigns.id),

  /** The running campaign of a code (case-insensitive), public or code-only. */
  findByCode: async (filter: CampaignFilter, code: string): Promise<CampaignRow | undefined> =>
    (
      await db
        .select()
        .from(campaigns)
        .where(and(openTo(filter), sql`lower(${campaigns.code}) = ${code.toLowerCase()}`))
        .limit(1)
    )[0],
});

/** The operator's side: every campaign of a skin, whatever its dates, and its history. */
export const createCampaignsAdminRepository = (db: Db) => ({
  list: async (skinId: number): Promise<CampaignRow[]> =>
    db.select().from(campaigns).where(eq(campaigns.skinId, skinId)).orderBy(campaigns.id),

  findByCode: async (skinId: number, code: string): Promise<CampaignRow | undefined> =>
    (
      await db
        .select()
        .from(campaigns)
        .where(
          and(eq(campaigns.skinId, skinId), sql`lower(${campaigns.code}) = ${code.toLowerCase()}`),
        )
        .limit(1)
    )[0],

  findById: async (skinId: number, campaignId: number): Promise<CampaignRow | undefined> =>
    (
      await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.skinId, skinId), eq(campaigns.id, campaignId)))
        .limit(1)
    )[0],

  changesOf: async (campaignId: number): Promise<CampaignChangeRow[]> =>
    db
      .select()
      .from(campaignChanges)
      .where(eq(campaignChanges.campaignId, campaignId))
      .orderBy(campaignChanges.id),

  /**
   * Inserts or updates a campaign and records the change, in one transaction; `last` (a staff
   * member's audit row) is its last write.
   */
  save: async (
    campaignId: number | undefined,
    values: CampaignValues,
    change: { action: string; operator: string; reason: string; changes: Record<string, unknown> },
    last?: (tx: Db) => Promise<void>,
  ): Promise<CampaignRow> =>
    db.transaction(async (tx) => {
      const [row] =
        campaignId === undefined
          ? await tx.insert(campaigns).values(values).returning()
          : await tx.update(campaigns).set(values).where(eq(campaigns.id, campaignId)).returning();
      await tx.insert(campaignChanges).values({ ...change, campaignId: row!.id });
      await last?.(tx);
      return row!;
    }),
});

export type CampaignsAdminRepository = ReturnType<typeof createCampaignsAdminRepository>;

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
