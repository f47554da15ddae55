import type { Campaign, CampaignCodeResult } from '@prime/contract';
import { AppError, defaultMessage } from '../../lib/app-error';
import type { CampaignFilter, CampaignRow, CampaignsRepository } from './campaigns.repository';

const inLanguage = (texts: Record<string, string>, language: string): string =>
  texts[language] ?? texts['en'] ?? '';

const toCampaign = (row: CampaignRow, language: string): Campaign => ({
  id: row.id,
  code: row.code ?? '',
  name: inLanguage(row.names, language),
  description: inLanguage(row.descriptions, language),
  media_url: row.mediaUrl,
  action: { name: row.action },
  options: { sms_verified: row.smsVerified },
  categories: [row.isPublic ? 'public' : 'code'],
});

/** Campaigns as registration sees them; awarding and wagering belong to the bonus area. */
export const createCampaignsService = (repository: CampaignsRepository) => ({
  /** The public campaigns a new player of that currency and country may choose. */
  listPublic: async (filter: CampaignFilter, language = 'en'): Promise<Campaign[]> =>
    (await repository.listPublic(filter)).map((row) => toCampaign(row, language)),

  /** A bonus code check: the running campaign of the code, else `promo_code_invalid`. */
  checkCode: async (
    filter: CampaignFilter,
    code: string,
    language = 'en',
  ): Promise<CampaignCodeResult> => {
    const row = await repository.findByCode(filter, code);
    if (!row)
      throw new AppError('promo_code_invalid', undefined, {
        code: [defaultMessage('promo_code_invalid')],
      });
    return {
      ...toCampaign(row, language),
      medias: row.mediaUrl ? [{ url_banner: row.mediaUrl }] : [],
    };
  },

  /** The campaign id of a code the player may register with, or undefined. */
  findIdByCode: async (filter: CampaignFilter, code: string): Promise<number | undefined> =>
    (await repository.findByCode(filter, code))?.id,
});

export type CampaignsService = ReturnType<typeof createCampaignsService>;
