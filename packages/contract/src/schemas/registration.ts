import * as z from '../zod';
import { LANGUAGES } from '../constants';
import {
  BONUS_CODE_MAX_LENGTH,
  GENDERS,
  VERIFICATION_CODE_MAX_LENGTH,
  checkAddressField,
  checkBonusCode,
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkNickname,
  checkPassword,
  checkPasswordAgainstIdentity,
  checkPasswordConfirmation,
  checkVerificationCode,
  parseIsoDate,
  RULE_MESSAGES,
} from '../rules/identity';
import { campaignRewardSchema } from './campaigns';
import { envelope, looseBoolean, ruledString, recordId } from './common';

/** Schemas of the registration calls (spec 02 §2 registration screen, §4, §5, §7). */

/** Longest phone text the checks accept before parsing it. */
export const REGISTRATION_PHONE_MAX_LENGTH = 25;
/** Longest activation token in a path or header. */
export const ACTIVATION_TOKEN_MAX_LENGTH = 128;
/** Longest ALTCHA payload (base64 JSON of the challenge and its solution). */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4_096;

/** The answer of every availability check. */
export const availabilityResponse = envelope(
  z.object({
    /** True when no other account uses the value. */
    available: z.boolean(),
  }),
);
export type Availability = z.infer<typeof availabilityResponse>['data'];

/** POST auth/checkusername. */
export const checkUsernameBody = z.object({
  username: ruledString(checkNickname),
  /** Also count removed, never-completed registrations as taken. */
  withTrashed: looseBoolean.optional(),
});

/** POST auth/checkemail. */
export const checkEmailBody = z.object({
  email: ruledString(checkEmail),
  /** Count only accounts whose e-mail is verified as taking the address. */
  emailVerified: looseBoolean.optional(),
  withTrashed: looseBoolean.optional(),
});

/** POST auth/checkmobile: the full number with its + prefix (e.g. +420601234567). */
export const checkMobileBody = z.object({
  mobile: z.string().trim().max(REGISTRATION_PHONE_MAX_LENGTH),
  /** Count only accounts whose phone is SMS-verified as taking the number. */
  smsVerified: looseBoolean.optional(),
  /** An empty number is fine (the player may add it later). */
  skipEmpty: looseBoolean.optional(),
});

/** POST auth/checkfields: several checks at once; only the fields sent are checked. */
export const checkFieldsBody = z
  .object({
    username: ruledString(checkNickname).optional(),
    email: ruledString(checkEmail).optional(),
    mobile: z.string().trim().max(REGISTRATION_PHONE_MAX_LENGTH).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: RULE_MESSAGES.fill_all_fields,
  });
export const checkFieldsResponse = envelope(
  z.object({
    /** True when every field sent is free. */
    available: z.boolean(),
    /** Per field: true when free. */
    fields: z.object({
      username: z.boolean().optional(),
      email: z.boolean().optional(),
      mobile: z.boolean().optional(),
    }),
  }),
);
export type CheckFieldsResult = z.infer<typeof checkFieldsResponse>['data'];

const flagOne = z.union([z.literal(1), z.literal('1'), z.literal(true)]);

/**
 * POST auth/register (spec 02 §7): step 0 of the wizard. `name` and `username` both carry the
 * nickname; `promocode` is the chosen campaign's code, the typed bonus code, or `no-promo`.
 */
export const registerBody = z
  .object({
    email: ruledString(checkEmail),
    password: ruledString(checkPassword),
    password_confirmation: z.string().max(200),
    /** The player accepted that an account is created. */
    acceptance: flagOne,
    /** ISO 3166-1 alpha-2 code of the country of residence. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
      .transform((code) => code.toUpperCase()),
    currency_id: z.decimal(recordId),
    /** The campaign code, the bonus code typed for `bonuscode`, or `no-promo`. */
    promocode: ruledString(checkBonusCode),
    name: z.string().max(100).optional(),
    username: ruledString(checkNickname),
    nocheck: z.unknown().optional(),
    /** The site's host name, for links in the mail. */
    domain: z.string().max(255).optional(),
    /** The full number with its + prefix; empty or absent when the player gives none. */
    mobile: z.string().trim().max(REGISTRATION_PHONE_MAX_LENGTH).nullish(),
    /** Placeholder the site sends (1970-01-01); step 2 sets the real date. */
    dob: z.string().max(10).optional(),
    force_smtp: z.unknown().optional(),
    language: z.enum(LANGUAGES).default('en'),
    /** Affiliate reference (btag). */
    affiliate_code: z.string().trim().max(100).optional(),
    btag: z.string().trim().max(100).optional(),
  })
  .superRefine((body, ctx) => {
    const identity = checkPasswordAgainstIdentity(body.password, {
      email: body.email,
      nickname: body.username,
    });
    if (identity) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: RULE_MESSAGES[identity] });
    }
    const confirmation = checkPasswordConfirmation(body.password, body.password_confirmation);
    if (confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: RULE_MESSAGES[confirmation],
      });
    }
    if (body.name !== undefined && body.name !== body.username) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'The name must be the nickname.' });
    }
  });
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterInput = z.output<typeof registerBody>;

export const registerResponse = envelope(
  z.object({
    data: z.object({ id: z.number().int() }),
    /** The activation token: the `token` header of the next registration calls. */
    token: z.string(),
  }),
);
export type RegisterResult = z.infer<typeof registerResponse>['data'];

/** Headers of the registration calls: the activation token, or a player session. */
export const registrationAuthHeaders = z.object({
  token: z.string().max(ACTIVATION_TOKEN_MAX_LENGTH).optional(),
  'user-token': z.string().max(256).optional(),
});

export const playerIdParams = z.object({ id: z.decimal(recordId) });

/** POST notifications/players/{id}/registration and twilio/send_sms/verification. */
export const codeSentResponse = envelope(
  z.object({
    sent: z.literal(true),
    /** Seconds until another code may be asked for. */
    resend_in: z.number().int(),
  }),
);
export type CodeSent = z.infer<typeof codeSentResponse>['data'];

/** POST notifications/twilio/send_sms/verification. */
export const sendSmsBody = z.object({
  skin_id: z.decimal(recordId),
  user_id: z.decimal(recordId),
});

const verifyBase = {
  user_id: z.decimal(recordId),
  skin_id: z.decimal(recordId),
  verification: ruledString(checkVerificationCode).pipe(
    z.string().max(VERIFICATION_CODE_MAX_LENGTH),
  ),
  check_campaign: looseBoolean.optional(),
};

/** POST notifications/players/verify_email. */
export const verifyEmailBody = z.object({ ...verifyBase, email_verified: looseBoolean.optional() });
export const verifyEmailResponse = envelope(z.object({ email_verified_at: z.string() }));

/** POST notifications/players/verify_sms. */
export const verifySmsBody = z.object({ ...verifyBase, sms_verified: looseBoolean.optional() });
export const verifySmsResponse = envelope(z.object({ sms_verified_at: z.string() }));

/** GET auth/status/{token}. */
export const tokenStatusParams = z.object({
  token: z.string().min(1).max(ACTIVATION_TOKEN_MAX_LENGTH),
});
export const tokenStatusQuery = z.object({
  /** `activation-token` checks a registration link; absent checks a password-reset link. */
  type: z.enum(['activation-token']).optional(),
  /** Activation: the e-mail the player typed; it must be the account's. */
  email: z.string().trim().max(254).optional(),
  /** Activation: opening the mailed link proves the address. */
  email_verified: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const tokenStatusSchema = z.object({
  is_valid: z.boolean(),
  user_id: z.number().int().optional(),
  email_verified: z.boolean().optional(),
  /** The account is no longer incompleted: the site shows the already-confirmed alert. */
  completed: z.boolean().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type TokenStatus = z.infer<typeof tokenStatusSchema>;
export const tokenStatusResponse = envelope(tokenStatusSchema);

/** A campaign in the registration bonus select (spec 02 §3). */
export const campaignSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  media_url: z.string().nullable(),
  action: z.object({ name: z.string() }),
  options: z.object({ sms_verified: z.boolean() }),
  categories: z.array(z.string()),
  /**
   * The full definition (decision 0031) as operators write it: its amounts (`reward`'s,
   * `min_deposits`, `max_bets`) are minor units keyed by currency id. `reward` is null for a
   * campaign not yet defined. A player's figures are `amount`, `min_dep` and `max_bet` below.
   */
  reward: campaignRewardSchema.nullable(),
  terms: z.string(),
  /** Minor units by currency id (the definition). */
  min_deposits: z.record(z.string(), z.number().int()),
  wagering_multiplier: z.number().int(),
  game_contribution: z.record(z.string(), z.number().int()),
  /** Minor units by currency id (the definition). */
  max_bets: z.record(z.string(), z.number().int()),
  expiry_days: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  currency_ids: z.array(z.number().int()),
  countries: z.array(z.string()),
  /**
   * The bonus-list fields of spec 02 §3 for the currency asked for, in major units like all money
   * the API answers (null without a currency, or when the campaign sets none for it): the bonus
   * (a deposit match's largest, a no-deposit amount, a free spin's value), the smallest
   * qualifying deposit, the largest stake while wagering.
   */
  amount: z
    .number()
    .nullable()
    .describe('Major units of the currency asked for: the bonus, its largest, or a spin’s value.'),
  min_dep: z
    .number()
    .nullable()
    .describe('Major units of the currency asked for: the smallest qualifying deposit.'),
  max_bet: z
    .number()
    .nullable()
    .describe('Major units of the currency asked for: the largest stake while wagering.'),
  wagering: z.number().int(),
  is_valid: z.boolean(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignsResponse = envelope(z.array(campaignSchema));

/**
 * The action ids of `GET campaigns`' `filters[actions]` (spec 01 §7: the site asks for 2, 3 and
 * 4, the campaigns a new player may choose), by the action name a campaign carries.
 */
export const CAMPAIGN_ACTION_IDS = {
  cashback: 1,
  deposit_bonus: 2,
  free_spins: 3,
  no_deposit: 4,
} as const;
export type CampaignAction = keyof typeof CAMPAIGN_ACTION_IDS;

/** A key of the actions filter in any of the forms a query string builder writes it. */
const ACTIONS_KEY = /^filters\[actions\](\[\d{0,3}\])?$/;
const ACTION_NAMES = Object.fromEntries(
  Object.entries(CAMPAIGN_ACTION_IDS).map(([name, id]) => [String(id), name as CampaignAction]),
);

/**
 * The actions a query's `filters[actions]` names: `filters[actions]=2,3,4`,
 * `filters[actions][]=2&filters[actions][]=3` or `filters[actions][0]=2&…`; undefined when it
 * names none, null when a value is not a known action id.
 */
export const campaignActionsOf = (
  query: Record<string, unknown>,
): CampaignAction[] | undefined | null => {
  const values = Object.entries(query)
    .filter(([key]) => ACTIONS_KEY.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : [null]));
  if (values.length === 0) return undefined;
  const names = values.map((value) => (value === null ? undefined : ACTION_NAMES[value.trim()]));
  return names.every((name) => name !== undefined) ? [...new Set(names)] : null;
};

/** GET campaigns: the public campaigns for a currency, country and language. */
export const campaignsQuery = z
  .object({
    /** `1`, as the site sends it: every public campaign is listed either way. */
    all: z.string().max(8).optional(),
    'filters[is_public]': z.string().max(8).optional(),
    currency_id: z.decimal(recordId).optional(),
    'countries[0]': z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .loose()
  .superRefine((query, context) => {
    if (campaignActionsOf(query) === null)
      context.addIssue({
        code: 'custom',
        path: ['filters[actions]'],
        message: `Each action is one of ${Object.values(CAMPAIGN_ACTION_IDS).join(', ')}.`,
      });
  })
  .meta({
    description:
      '`filters[actions]` (as `2,3,4`, repeated `filters[actions][]` or `filters[actions][0]`…) ' +
      'keeps campaigns of those actions: 1 cashback, 2 deposit bonus, 3 free spins, 4 no deposit.',
  });

/** GET campaigns/{code}?check_code=1&currency_id=: a bonus code check. */
export const campaignCodeParams = z.object({ code: z.string().min(1).max(BONUS_CODE_MAX_LENGTH) });
export const campaignCodeQuery = z.object({
  check_code: z.string().max(8).optional(),
  currency_id: z.decimal(recordId),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  language: z.enum(LANGUAGES).optional(),
});
export const campaignCodeResponse = envelope(
  campaignSchema.extend({
    medias: z.array(z.object({ url_banner: z.string() })),
  }),
);
export type CampaignCodeResult = z.infer<typeof campaignCodeResponse>['data'];

/** GET captcha/challenge: an ALTCHA (v2) challenge for the widget. */
export const captchaChallengeResponse = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Seconds since the epoch after which a solution is refused. */
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

const isoDate = z.string().refine((value) => parseIsoDate(value) !== null, {
  message: RULE_MESSAGES.dob_invalid,
});

/** PUT static/players/{id} (header `token`): registration step 2. */
export const completeRegistrationBody = z
  .object({
    firstname: ruledString(checkName),
    lastname: ruledString(checkName),
    gender: z.enum(GENDERS, RULE_MESSAGES.gender_invalid),
    street: ruledString(checkAddressField),
    streetNumber: ruledString(checkAddressField),
    city: ruledString(checkAddressField),
    postal_code: ruledString(checkAddressField),
    /** ISO 3166-1 alpha-2. */
    birth_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
      .transform((code) => code.toUpperCase()),
    nationality: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
      .transform((code) => code.toUpperCase())
      .optional(),
    /** YYYY-MM-DD; a real date at least 18 years ago. */
    dob: isoDate.superRefine((value, ctx) => {
      const parts = parseIsoDate(value);
      const rule = parts ? checkDateOfBirth(parts) : 'dob_invalid';
      if (rule) ctx.addIssue({ code: 'custom', message: RULE_MESSAGES[rule] });
    }),
    terms_and_conditions: z.literal(true, RULE_MESSAGES.terms_required),
    newsletter: z.boolean(),
    is_pep: z.boolean(),
    is_ubo: z.boolean(),
    referral_code: z.string().trim().max(100).optional(),
    /** The ALTCHA payload of the solved challenge. */
    captcha: z.string().min(1).max(CAPTCHA_PAYLOAD_MAX_LENGTH),
  })
  .strict();
export type CompleteRegistrationBody = z.input<typeof completeRegistrationBody>;
export type CompleteRegistrationInput = z.output<typeof completeRegistrationBody>;

/** What the site does after step 2. */
export const REGISTRATION_NEXT = ['login', 'sms_verification'] as const;
export const completeRegistrationResponse = envelope(
  z.object({
    id: z.number().int(),
    status: z.string(),
    /** `login` (PEP/UBO or nothing to verify) or `sms_verification` (a code was texted). */
    next: z.enum(REGISTRATION_NEXT),
    /** PEP or UBO: the site shows the PEP message on the login page. */
    is_pep_or_ubo: z.boolean(),
  }),
);
export type CompleteRegistrationResult = z.infer<typeof completeRegistrationResponse>['data'];
