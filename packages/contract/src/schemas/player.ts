import { z } from 'zod';
import { languageCodeSchema } from './cms';
import { envelope, isoDateTime } from './common';

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
  postal_code: z.string().nullable(),
  nationality: z.string().nullable(),
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
    max_daily_loss: money,
    /** Minutes of play per day. */
    max_daily_playing_time: z.number().int().nullable(),
  }),
  status_expires_at: isoDateTime.nullable(),
  status_reason: z.string().nullable(),
  is_pep: z.boolean(),
  is_ubo: z.boolean(),
  statusKyc: z.string().nullable(),
  kyc: z.array(z.object({ id: z.number().int(), level: z.string(), status: z.string() })),
  /** The active bonus campaign, if any. */
  bonus: z.unknown().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Player = z.infer<typeof playerSchema>;
export const playerResponse = envelope(playerSchema);

/**
 * PUT me: changes of the session player's own account. Strict, so a field the API does not
 * know is refused rather than silently dropped; more fields join as their features land.
 */
export const updateMeBody = z.strictObject({
  /** The interface language the player chose (the site sends it on a language switch). */
  language: languageCodeSchema.optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** Header carrying the player session. */
export const sessionHeadersSchema = z.object({ 'user-token': z.string().min(1) });
