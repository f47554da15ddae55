import {
  campaignDefinitionSchema,
  toMajor,
  type Campaign,
  type CampaignAction,
  type CampaignCodeResult,
  type CampaignDefinition,
  type CampaignReward,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError, defaultMessage } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type {
  CampaignFilter,
  CampaignRow,
  CampaignValues,
  CampaignsAdminRepository,
  CampaignsRepository,
} from './campaigns.repository';

const inLanguage = (texts: Record<string, string>, language: string): string =>
  texts[language] ?? texts['en'] ?? '';

/** The spec's action name of a reward type. */
const ACTION_OF: Record<CampaignReward['type'], CampaignAction> = {
  deposit_match: 'deposit_bonus',
  free_spins: 'free_spins',
  no_deposit: 'no_deposit',
  cashback: 'cashback',
};

/** The amount a reward names for a currency: the maximum, the fixed amount, or a spin's value. */
const rewardAmount = (reward: CampaignReward | null, key: string): number | null => {
  if (!reward) return null;
  const amounts =
    reward.type === 'free_spins'
      ? reward.spin_values
      : reward.type === 'no_deposit'
        ? reward.amounts
        : reward.max_amounts;
  return amounts[key] ?? null;
};

/** A figure of the definition (minor units) as the bonus list answers it: major units. */
const majorOrNull = (minor: number | null | undefined): number | null =>
  minor === null || minor === undefined ? null : toMajor(BigInt(minor));

const toCampaign = (
  row: CampaignRow,
  language: string,
  currencyId?: number,
  now: Date = new Date(),
): Campaign => {
  const key = currencyId === undefined ? undefined : String(currencyId);
  return {
    id: row.id,
    code: row.code ?? '',
    name: inLanguage(row.names, language),
    description: inLanguage(row.descriptions, language),
    media_url: row.mediaUrl,
    action: { name: row.action },
    options: { sms_verified: row.smsVerified },
    categories: [row.isPublic ? 'public' : 'code'],
    reward: row.reward ?? null,
    terms: inLanguage(row.terms, language),
    min_deposits: row.minDeposits,
    wagering_multiplier: row.wageringMultiplier,
    game_contribution: row.gameContribution,
    max_bets: row.maxBets,
    expiry_days: row.expiryDays,
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo?.toISOString() ?? null,
    currency_ids: row.currencyIds,
    countries: row.countryCodes,
    amount: key === undefined ? null : majorOrNull(rewardAmount(row.reward ?? null, key)),
    min_dep: key === undefined ? null : majorOrNull(row.minDeposits[key]),
    max_bet: key === undefined ? null : majorOrNull(row.maxBets[key]),
    wagering: row.wageringMultiplier,
    is_valid: row.validFrom <= now && (row.validTo === null || row.validTo > now),
  };
};

/** Campaigns as registration sees them; awarding and wagering belong to the bonus area. */
export const createCampaignsService = (repository: CampaignsRepository) => ({
  /** The public campaigns a new player of that currency and country may choose. */
  listPublic: async (filter: CampaignFilter, language = 'en'): Promise<Campaign[]> =>
    (await repository.listPublic(filter)).map((row) =>
      toCampaign(row, language, filter.currencyId),
    ),

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
      ...toCampaign(row, language, filter.currencyId),
      medias: row.mediaUrl ? [{ url_banner: row.mediaUrl }] : [],
    };
  },

  /**
   * The definition of a campaign by id for the bonus area (award, wagering, free spins), or
   * undefined for an unknown id or a campaign stored without one. Its dates are `valid_from`
   * and `valid_to`: the caller decides whether they still allow an award.
   */
  definitionById: async (campaignId: number, tx?: Db): Promise<CampaignDefinition | undefined> => {
    const row = await repository.findById(campaignId, tx);
    if (!row?.reward) return undefined;
    const parsed = campaignDefinitionSchema.safeParse(toDefinition(row));
    return parsed.success ? parsed.data : undefined;
  },

  /** A campaign by id as lists show it, whatever its dates (a player's chosen campaign). */
  findById: async (
    campaignId: number,
    language = 'en',
    currencyId?: number,
  ): Promise<Campaign | undefined> => {
    const row = await repository.findById(campaignId);
    return row ? toCampaign(row, language, currencyId) : undefined;
  },

  /** The campaign id of a code the player may register with, or undefined. */
  findIdByCode: async (filter: CampaignFilter, code: string): Promise<number | undefined> =>
    (await repository.findByCode(filter, code))?.id,
});

export type CampaignsService = ReturnType<typeof createCampaignsService>;

/** A stored campaign as the definition an operator edits. */
export const toDefinition = (row: CampaignRow): Partial<CampaignDefinition> => ({
  code: row.code ?? '',
  names: row.names as CampaignDefinition['names'],
  descriptions: row.descriptions as CampaignDefinition['descriptions'],
  terms: row.terms as CampaignDefinition['terms'],
  ...(row.reward ? { reward: row.reward } : {}),
  is_public: row.isPublic,
  sms_verified: row.smsVerified,
  currency_ids: row.currencyIds,
  country_codes: row.countryCodes,
  min_deposits: row.minDeposits,
  wagering_multiplier: row.wageringMultiplier,
  game_contribution: row.gameContribution as CampaignDefinition['game_contribution'],
  max_bets: row.maxBets,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo?.toISOString() ?? null,
  expiry_days: row.expiryDays,
});

/** The stored values of a checked definition. */
export const toValues = (skinId: number, definition: CampaignDefinition): CampaignValues => ({
  skinId,
  code: definition.code,
  names: definition.names,
  descriptions: definition.descriptions,
  terms: definition.terms,
  reward: definition.reward,
  action: ACTION_OF[definition.reward.type],
  isPublic: definition.is_public,
  smsVerified: definition.sms_verified,
  currencyIds: definition.currency_ids,
  countryCodes: definition.country_codes,
  minDeposits: definition.min_deposits,
  wageringMultiplier: definition.wagering_multiplier,
  gameContribution: definition.game_contribution,
  maxBets: definition.max_bets,
  validFrom: new Date(definition.valid_from),
  validTo: definition.valid_to ? new Date(definition.valid_to) : null,
  expiryDays: definition.expiry_days,
});

/** Checks a definition; every problem is a 422 `validation_failed` naming the field. */
export const checkDefinition = (input: unknown): CampaignDefinition => {
  const parsed = campaignDefinitionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'definition';
    (errors[key] ??= []).push(issue.message);
  }
  throw new AppError('validation_failed', 'The campaign is not valid.', errors);
};

/** Who changes a campaign and why; a staff member's audit row is written with the change. */
type Who = { operator: string; reason: string; audit?: AuditHook };

/** The operator's campaigns: each change records who and why; a refused change changes nothing. */
export const createCampaignsAdmin = (
  repository: CampaignsAdminRepository,
  skinId: number,
  options: {
    /** The slugs among these that name active slots (the casino module). */
    activeSlotSlugs: (slugs: string[]) => Promise<Set<string>>;
    now?: () => Date;
  },
) => {
  const now = options.now ?? (() => new Date());
  /** A definition the casino can honour: free spins only on slots of its catalog. */
  const checkGames = async (definition: CampaignDefinition): Promise<CampaignDefinition> => {
    if (definition.reward.type !== 'free_spins') return definition;
    const known = await options.activeSlotSlugs(definition.reward.games);
    const unknown = definition.reward.games.filter((slug) => !known.has(slug));
    if (unknown.length > 0)
      throw new AppError('validation_failed', 'The campaign is not valid.', {
        'reward.games': [`Not slots of the catalog: ${unknown.join(', ')}.`],
      });
    return definition;
  };
  const find = async (code: string): Promise<CampaignRow> => {
    const row = await repository.findByCode(skinId, code);
    if (!row) throw new AppError('not_found', `No campaign ${code}.`);
    return row;
  };
  return {
    list: async (): Promise<Campaign[]> =>
      (await repository.list(skinId)).map((row) => toCampaign(row, 'en')),

    /** One campaign by its code, or by its id when no campaign has that code. */
    show: async (codeOrId: string) => {
      const row =
        (await repository.findByCode(skinId, codeOrId)) ??
        (/^[1-9][0-9]{0,8}$/.test(codeOrId)
          ? await repository.findById(skinId, Number(codeOrId))
          : undefined);
      if (!row) throw new AppError('not_found', `No campaign ${codeOrId}.`);
      return {
        id: row.id,
        definition: toDefinition(row),
        changes: (await repository.changesOf(row.id)).map((change) => ({
          action: change.action,
          operator: change.operator,
          reason: change.reason,
          changes: change.changes,
          at: change.createdAt.toISOString(),
        })),
      };
    },

    create: async (input: unknown, who: Who): Promise<Campaign> => {
      const definition = await checkGames(checkDefinition(input));
      if (await repository.findByCode(skinId, definition.code))
        throw new AppError('validation_failed', 'The code is taken.', {
          code: ['Another campaign has this code.'],
        });
      const row = await repository.save(
        undefined,
        toValues(skinId, definition),
        { action: 'create', operator: who.operator, reason: who.reason, changes: definition },
        who.audit,
      );
      return toCampaign(row, 'en');
    },

    /** Applies `changes` over the stored definition and checks the whole again. */
    edit: async (code: string, changes: Record<string, unknown>, who: Who): Promise<Campaign> => {
      const row = await find(code);
      if ('code' in changes && changes['code'] !== row.code)
        throw new AppError('validation_failed', 'The code of a campaign does not change.', {
          code: ['The code of a campaign does not change.'],
        });
      const definition = await checkGames(checkDefinition({ ...toDefinition(row), ...changes }));
      const saved = await repository.save(
        row.id,
        toValues(skinId, definition),
        { action: 'edit', operator: who.operator, reason: who.reason, changes },
        who.audit,
      );
      return toCampaign(saved, 'en');
    },

    /** Ends a campaign now: no longer offered, nor accepted by code. */
    end: async (code: string, who: Who): Promise<Campaign> => {
      const row = await find(code);
      const at = now();
      if (row.validTo && row.validTo <= at)
        throw new AppError('validation_failed', 'The campaign has already ended.', {
          valid_to: ['The campaign has already ended.'],
        });
      const saved = await repository.save(
        row.id,
        { ...row, validTo: at },
        {
          action: 'end',
          operator: who.operator,
          reason: who.reason,
          changes: { valid_to: at.toISOString() },
        },
        who.audit,
      );
      return toCampaign(saved, 'en');
    },
  };
};

export type CampaignsAdmin = ReturnType<typeof createCampaignsAdmin>;
