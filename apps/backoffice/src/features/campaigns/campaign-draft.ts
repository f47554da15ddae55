import {
  CAMPAIGN_TYPES,
  campaignDefinitionSchema,
  DEFAULT_GAME_CONTRIBUTION,
  LANGUAGES,
  WAGERING_CATEGORIES,
  type CampaignDefinition,
  type CampaignType,
} from '@prime/contract';
import { toMajor, toMinor } from '@prime/contract/money';

export { CAMPAIGN_TYPES, LANGUAGES, WAGERING_CATEGORIES };
export type Language = (typeof LANGUAGES)[number];
export type Category = (typeof WAGERING_CATEGORIES)[number];
type Texts = Record<Language, string>;
type PerCurrency = Record<string, string>;

/** A campaign's definition as the form edits it: text in every field, money in major units. */
export type CampaignDraft = {
  code: string;
  names: Texts;
  descriptions: Texts;
  terms: Texts;
  type: CampaignType;
  percentage: string;
  games: string;
  spins: string;
  /** The reward's amounts by currency: the bonus cap, the spin value or the free amount. */
  amounts: PerCurrency;
  is_public: boolean;
  sms_verified: boolean;
  /** The currencies the amounts are given in, comma-separated ids. */
  currencies: string;
  /** Open to players of every currency (an empty `currency_ids`). */
  all_currencies: boolean;
  /** Comma-separated country codes; empty means every country. */
  countries: string;
  min_deposits: PerCurrency;
  max_bets: PerCurrency;
  wagering_multiplier: string;
  game_contribution: Record<Category, string>;
  /** `YYYY-MM-DDTHH:mm` in UTC. */
  valid_from: string;
  valid_to: string;
  expiry_days: string;
};

const texts = (value?: Partial<Record<string, string>>): Texts =>
  Object.fromEntries(LANGUAGES.map((l) => [l, value?.[l] ?? ''])) as Texts;

const majorText = (minor: number | undefined) =>
  minor === undefined ? '' : String(toMajor(BigInt(minor)));

const perCurrencyText = (value: Record<string, number> | undefined): PerCurrency =>
  Object.fromEntries(Object.entries(value ?? {}).map(([id, minor]) => [id, majorText(minor)]));

const utcInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');

/** The form's values for a stored definition, or for a new campaign. */
export const draftOf = (definition?: Partial<CampaignDefinition>): CampaignDraft => {
  const reward = definition?.reward;
  const amounts =
    reward?.type === 'free_spins'
      ? reward.spin_values
      : reward?.type === 'no_deposit'
        ? reward.amounts
        : reward?.max_amounts;
  const currencies = [
    ...new Set([...(definition?.currency_ids ?? []).map(String), ...Object.keys(amounts ?? {})]),
  ];
  return {
    code: definition?.code ?? '',
    names: texts(definition?.names),
    descriptions: texts(definition?.descriptions),
    terms: texts(definition?.terms),
    type: reward?.type ?? 'deposit_match',
    percentage: reward && 'percentage' in reward ? String(reward.percentage) : '100',
    games: reward?.type === 'free_spins' ? reward.games.join(', ') : '',
    spins: reward?.type === 'free_spins' ? String(reward.spins) : '10',
    amounts: perCurrencyText(amounts),
    is_public: definition?.is_public ?? true,
    sms_verified: definition?.sms_verified ?? false,
    currencies: currencies.join(', '),
    all_currencies: definition ? (definition.currency_ids ?? []).length === 0 : false,
    countries: (definition?.country_codes ?? []).join(', '),
    min_deposits: perCurrencyText(definition?.min_deposits),
    max_bets: perCurrencyText(definition?.max_bets),
    wagering_multiplier: String(definition?.wagering_multiplier ?? 10),
    game_contribution: Object.fromEntries(
      WAGERING_CATEGORIES.map((c) => [
        c,
        String(definition?.game_contribution?.[c] ?? DEFAULT_GAME_CONTRIBUTION[c]),
      ]),
    ) as Record<Category, string>,
    valid_from: utcInput(definition?.valid_from ?? new Date().toISOString()),
    valid_to: utcInput(definition?.valid_to),
    expiry_days: String(definition?.expiry_days ?? 30),
  };
};

/** The currency ids the draft names, in order, without repeats. */
export const currencyIdsOf = (draft: CampaignDraft) => [
  ...new Set(
    draft.currencies
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** Major-unit text to minor units; text that is not money stays text, for the schema to refuse. */
const minorOf = (text: string): unknown =>
  MONEY.test(text.trim()) ? Number(toMinor(Number(text.trim()))) : text;

const numberOf = (text: string): unknown => (/^-?\d+$/.test(text.trim()) ? Number(text) : text);

const perCurrencyMinor = (values: PerCurrency, ids: string[]) =>
  Object.fromEntries(
    ids.filter((id) => (values[id] ?? '').trim() !== '').map((id) => [id, minorOf(values[id]!)]),
  );

/** The definition the draft describes, before the contract's schema checks it. */
export const definitionOf = (draft: CampaignDraft): Record<string, unknown> => {
  const ids = currencyIdsOf(draft);
  const amounts = perCurrencyMinor(draft.amounts, ids);
  const reward =
    draft.type === 'deposit_match' || draft.type === 'cashback'
      ? { type: draft.type, percentage: numberOf(draft.percentage), max_amounts: amounts }
      : draft.type === 'free_spins'
        ? {
            type: draft.type,
            games: draft.games
              .split(',')
              .map((slug) => slug.trim())
              .filter(Boolean),
            spins: numberOf(draft.spins),
            spin_values: amounts,
          }
        : { type: draft.type, amounts };
  return {
    code: draft.code.trim(),
    names: draft.names,
    descriptions: draft.descriptions,
    terms: draft.terms,
    reward,
    is_public: draft.is_public,
    sms_verified: draft.sms_verified,
    currency_ids: draft.all_currencies ? [] : ids.map(numberOf),
    country_codes: draft.countries
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
    min_deposits: perCurrencyMinor(draft.min_deposits, ids),
    max_bets: perCurrencyMinor(draft.max_bets, ids),
    wagering_multiplier: numberOf(draft.wagering_multiplier),
    game_contribution: Object.fromEntries(
      WAGERING_CATEGORIES.map((c) => [c, numberOf(draft.game_contribution[c])]),
    ),
    valid_from: draft.valid_from ? `${draft.valid_from}:00.000Z` : '',
    valid_to: draft.valid_to ? `${draft.valid_to}:00.000Z` : null,
    expiry_days: numberOf(draft.expiry_days),
  };
};

export type DraftCheck =
  { ok: true; definition: CampaignDefinition } | { ok: false; errors: Record<string, string> };

/** Checks the draft with the schema the API uses; errors are keyed by the field's path. */
export const checkDraft = (draft: CampaignDraft): DraftCheck => {
  const result = campaignDefinitionSchema.safeParse(definitionOf(draft));
  if (result.success) return { ok: true, definition: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'definition';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
};

/** The top-level fields of `next` that differ from `previous`: an edit sends only these. */
export const changesBetween = (
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(previous[key]) !== JSON.stringify(value),
    ),
  );
