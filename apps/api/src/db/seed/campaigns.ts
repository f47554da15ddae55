import { CZK_CURRENCY_ID } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { campaigns, skins } from '../schema';
import { DEMO_SKIN } from './demo';

/** Bonus campaigns of the demo skin: three in the registration list, one by code only. */
export const DEMO_CAMPAIGNS = [
  {
    code: 'WELCOME100',
    names: {
      en: 'Welcome bonus 100% up to 200',
      cs: 'Uvítací bonus 100 % až do 200',
      de: 'Willkommensbonus 100 % bis 200',
    },
    descriptions: { en: 'Double your first deposit.' },
    action: 'deposit_bonus',
    isPublic: true,
    currencyIds: [1, CZK_CURRENCY_ID],
  },
  {
    code: 'SPINS50',
    names: { en: '50 free spins', cs: '50 volných otočení', de: '50 Freispiele' },
    descriptions: { en: 'Fifty free spins on Prime slots after your first deposit.' },
    action: 'free_spins',
    isPublic: true,
    currencyIds: [],
    smsVerified: true,
  },
  {
    code: 'CASHBACK10',
    names: { en: '10% weekly cashback', cs: '10% týdenní cashback', de: '10 % Cashback pro Woche' },
    descriptions: { en: 'Ten per cent of your weekly net losses back.' },
    action: 'cashback',
    isPublic: true,
    currencyIds: [1],
  },
  {
    code: 'PRIME50',
    names: { en: 'Prime 50 bonus', cs: 'Prime bonus 50', de: 'Prime-Bonus 50' },
    descriptions: { en: 'A 50% deposit bonus for players with the code.' },
    action: 'deposit_bonus',
    isPublic: false,
    currencyIds: [],
  },
] as const;

/**
 * Inserts the demo campaigns that are missing (the code is unique per skin), so a second run
 * changes nothing and an operator's edits survive.
 */
export const seedCampaigns = async (db: Db): Promise<number> => {
  const [skin] = await db
    .select({ id: skins.id })
    .from(skins)
    .where(sql`${skins.id} = ${DEMO_SKIN.id}`);
  if (!skin) return 0;
  const inserted = await db
    .insert(campaigns)
    .values(
      DEMO_CAMPAIGNS.map((campaign) => ({
        ...campaign,
        currencyIds: [...campaign.currencyIds],
        skinId: DEMO_SKIN.id,
        validFrom: new Date('2024-01-01T00:00:00Z'),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: campaigns.id });
  return inserted.length;
};
