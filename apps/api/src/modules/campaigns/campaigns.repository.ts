import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from './campaigns.tables';

export type CampaignRow = typeof campaigns.$inferSelect;

export type CampaignFilter = {
  skinId: number;
  currencyId?: number | undefined;
  countryCode?: string | undefined;
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
  listPublic: async (filter: CampaignFilter): Promise<CampaignRow[]> =>
    db
      .select()
      .from(campaigns)
      .where(and(openTo(filter), eq(campaigns.isPublic, true), sql`${campaigns.code} is not null`))
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

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
