import * as z from '../zod';
import { languageCodeSchema } from './cms';
import {
  checkDateOfBirth,
  checkEmail,
  checkImportedPassword,
  checkPassword,
  checkPasswordConfirmation,
  checkProfilePhone,
  checkRealityMinutes,
  normalizeProfilePhone,
  parseIsoDate,
  PASSWORD_MAX_LENGTH,
  RULE_MESSAGES,
} from '../rules/identity';
import { envelope, isoDateTime, ruledString } from './common';
import {
  checkLimitValue,
  LIMIT_FIELDS,
  LIMIT_RULE_MESSAGES,
  type LimitField,
} from '../rules/limits';
import { limitChangeFields, limitValueSchema } from './limits';
import { responsibleGamingSchema } from './messages';
import { activeBonusSchema } from './bonus';
import { exclusionBodyFields, exclusionChangeFields } from './exclusion';

/** Player status; only `active` players may deposit, play or upload documents. */
export const playerStatusSchema = z.enum([
  'incompleted',
  'active',
  'disabled',
  'self_excluded',
  'closed',
]);
export type PlayerStatus = z.infer<typeof playerStatusSchema>;

/** Balances in major units (ARCHITECTURE.md §4). */
export const balanceSchema = z.object({
  /** Real money: available plus deposited. */
  total: z.number(),
  /** Bonus money. */
  bonus: z.number(),
  /** What can be withdrawn. */
  available: z.number(),
  /** Deposited money not yet wagered once. */
  deposited: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const playerInformationSchema = z.object({
  dob: z.iso.date().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  city: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  /** Street and street number as entered at registration. */
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  nationality: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  birth_country: z.string().nullable(),
  /** Reality-check interval in minutes. */
  reality_minutes: z.number().int().nullable(),
  /** The country of residence is on the operator's high-risk list. */
  risky_country: z.boolean(),
});

const money = z.number().nullable();

/** GET me: the player of the session (spec 01 §3). */
export const playerSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  skin_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified_at: isoDateTime.nullable(),
  mobile: z.string().nullable(),
  sms_verified_at: isoDateTime.nullable(),
  status: playerStatusSchema,
  is_verified: z.boolean(),
  /** The interface language the player chose. */
  language: z.string(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
  balance: balanceSchema,
  information: playerInformationSchema,
  /** False for an imported player who must choose a new password. */
  is_crypt: z.boolean(),
  marketing: z.object({ terms_and_conditions: z.boolean(), newsletter: z.boolean() }),
  limits: z.object({
    max_daily_deposit: money,
    max_weekly_deposit: money,
    max_monthly_deposit: money,
  }),
  betLimits: z.object({
    max_daily_bet: money,
    max_weekly_bet: money,
    max_monthly_bet: money,
    max_daily_loss: money,
    max_weekly_loss: money,
    max_monthly_loss: money,
    /** Minutes of play per day. */
    max_daily_playing_time: z.number().int().nullable(),
  }),
  status_expires_at: isoDateTime.nullable(),
  status_reason: z.string().nullable(),
  is_pep: z.boolean(),
  is_ubo: z.boolean(),
  statusKyc: z.string().nullable(),
  kyc: z.array(z.object({ id: z.number().int(), level: z.string(), status: z.string() })),
  /** The active bonus, if any. */
  bonus: activeBonusSchema.nullable(),
  /** Whether the player read the responsible-gaming notice shown before the first deposit and bet. */
  responsible_gaming: responsibleGamingSchema,
  /** The login before the current one; null until the player has logged in twice. */
  last_login: z.object({ at: isoDateTime, ip: z.string().nullable() }).nullable(),
  created_at: isoDateTime,
  /** Changes with every change of the account; equal to `created_at` while never changed. */
  updated_at: isoDateTime,
});
export type Player = z.infer<typeof playerSchema>;
export const playerResponse = envelope(playerSchema);

/** The interface language and the date of birth (the dob only while unset or unchanged). */
const languageDobFields = ['language', 'dob'] as const;
/** The terms of the site accepted (spec 01 §4). */
const termsFields = ['terms_and_conditions'] as const;
/** Dashboard profile: e-mail until verified, mobile until SMS-verified, reality-check interval. */
const profileFields = ['email', 'mobile', 'reality_minutes'] as const;
/** Dashboard password change. */
const passwordFields = ['password_current', 'password', 'password_confirmation'] as const;
/** The first own password of an imported player (`is_crypt` false). */
const importedFields = ['password', 'password_confirmation', 'is_crypt'] as const;

/** The five kinds of PUT me, each with the fields it needs (all of them) or may send. */
export const UPDATE_ME_VARIANTS = {
  languageDob: { fields: languageDobFields, required: [] },
  terms: { fields: termsFields, required: termsFields },
  profile: { fields: profileFields, required: [] },
  password: { fields: passwordFields, required: passwordFields },
  imported: { fields: importedFields, required: importedFields },
  limit: { fields: limitChangeFields, required: ['field'] },
  exclusion: { fields: exclusionChangeFields, required: ['statistic'] },
} as const satisfies Record<string, { fields: readonly string[]; required: readonly string[] }>;
export type UpdateMeVariant = keyof typeof UPDATE_ME_VARIANTS;

/** The variant a body's fields belong to, or null when they mix variants or miss a field. */
export const updateMeVariantOf = (keys: readonly string[]): UpdateMeVariant | null => {
  if (keys.length === 0) return 'languageDob';
  const found = (Object.keys(UPDATE_ME_VARIANTS) as UpdateMeVariant[]).filter((name) => {
    const { fields, required } = UPDATE_ME_VARIANTS[name];
    const allowed: readonly string[] = fields;
    return (
      keys.every((key) => allowed.includes(key)) && required.every((key) => keys.includes(key))
    );
  });
  return found.length === 1 ? found[0]! : null;
};

/**
 * The required fields a body lacks, when its fields belong to a variant but miss one it needs
 * (an exclusion without `statistic`, a limit without `field`); empty when the body mixes variants.
 * A body whose fields fit several variants lacks what each of them needs.
 */
export const updateMeMissingFields = (keys: readonly string[]): string[] => {
  const missing = new Set<string>();
  for (const { fields, required } of Object.values(UPDATE_ME_VARIANTS)) {
    const allowed: readonly string[] = fields;
    if (!keys.every((key) => allowed.includes(key))) continue;
    for (const key of required) if (!keys.includes(key)) missing.add(key);
  }
  return [...missing];
};

const password = z.string().max(PASSWORD_MAX_LENGTH * 2);

/**
 * PUT me: changes of the session player's own account. Strict, so a field the API does not
 * know is refused rather than silently dropped. A body belongs to exactly one variant
 * ({@link UPDATE_ME_VARIANTS}); one that mixes them is refused. Rules that depend on the
 * stored player (verified e-mail, current password, uniqueness) are the service's.
 */
export const updateMeBody = z
  .strictObject({
    /** The interface language the player chose (the site sends it on a language switch). */
    language: languageCodeSchema.optional(),
    /** `YYYY-MM-DD`; a real date of an adult. */
    dob: z
      .string()
      .superRefine((value, ctx) => {
        const parts = parseIsoDate(value);
        const key = parts ? checkDateOfBirth(parts) : 'dob_invalid';
        if (key)
          ctx.addIssue({ code: 'custom', message: RULE_MESSAGES[key], params: { rule: key } });
      })
      .optional(),
    /** Only `true`: the terms cannot be withdrawn here. */
    terms_and_conditions: z.literal(true).optional(),
    email: ruledString(checkEmail).optional(),
    /** Kept as the form keeps it (normalizeProfilePhone), then checked. */
    mobile: z
      .string()
      .max(64)
      .transform(normalizeProfilePhone)
      .pipe(ruledString(checkProfilePhone))
      .optional(),
    /** Reality-check interval: 15, 30, 45 or 60 minutes. */
    reality_minutes: z
      .number()
      .int()
      .superRefine((value, ctx) => {
        const key = checkRealityMinutes(value);
        if (key)
          ctx.addIssue({ code: 'custom', message: RULE_MESSAGES[key], params: { rule: key } });
      })
      .optional(),
    password_current: z
      .string()
      .min(1)
      .max(PASSWORD_MAX_LENGTH * 2)
      .optional(),
    password: password.optional(),
    password_confirmation: password.optional(),
    /** Only `true`: an imported player sets a password under the imported rules. */
    is_crypt: z.literal(true).optional(),
    /** The limit that changes ({@link limitChangeFields}); its value comes under its name. */
    field: z.enum(LIMIT_FIELDS).optional(),
    ...(Object.fromEntries(LIMIT_FIELDS.map((name) => [name, limitValueSchema.optional()])) as {
      [K in LimitField]: z.ZodOptional<typeof limitValueSchema>;
    }),
    ...exclusionBodyFields,
  })
  .superRefine((body, ctx) => {
    const keys = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
    const variant = updateMeVariantOf(keys);
    if (!variant) {
      // A missing field is named, as zod names a missing field of any other body; only a body
      // that mixes kinds of change is refused as a whole.
      const missing = updateMeMissingFields(keys);
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field], message: RULE_MESSAGES.required });
      if (missing.length === 0)
        ctx.addIssue({
          code: 'custom',
          message: 'Send one kind of change at a time, with all of its fields.',
        });
      return;
    }
    if (variant === 'limit') {
      const field = body.field!;
      if (!(field in body))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'The new value of the limit is missing.',
        });
      const minutes = body.max_daily_playing_time;
      const rule = minutes == null ? null : checkLimitValue('max_daily_playing_time', minutes);
      if (rule)
        ctx.addIssue({
          code: 'custom',
          path: ['max_daily_playing_time'],
          message: LIMIT_RULE_MESSAGES[rule],
        });
      return;
    }
    if (variant === 'exclusion') {
      const timed = body.statistic !== 'closure' && body.expires_at_forever !== true;
      if (timed && body.status_expires_at === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['status_expires_at'],
          message: 'Choose one of the offered periods.',
        });
      if (body.expires_at_forever === true && body.statistic !== 'self_exclusion')
        ctx.addIssue({
          code: 'custom',
          path: ['expires_at_forever'],
          message: 'Only a self-exclusion can be without end.',
        });
      return;
    }
    if (variant !== 'password' && variant !== 'imported') return;
    const next = body.password ?? '';
    const rule = variant === 'imported' ? checkImportedPassword(next) : checkPassword(next);
    if (rule) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: RULE_MESSAGES[rule] });
    }
    const match = checkPasswordConfirmation(next, body.password_confirmation ?? '');
    if (match) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: RULE_MESSAGES[match],
      });
    }
  });
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** GET me/balance: the four balances in major units. */
export const balanceResponse = envelope(balanceSchema);

/** Header carrying the player session. */
export const sessionHeadersSchema = z.object({ 'user-token': z.string().min(1) });
