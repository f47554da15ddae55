import { AML_LEVELS, KYC_LEVEL_NAMES, KYC_LEVEL_STATUSES } from '../constants';
import * as z from '../zod';
import { envelope, isoDateTime } from './common';

/** One KYC level of the player and where its verification stands. */
export const kycLevelSchema = z.object({
  id: z.number().int(),
  level: z.enum(KYC_LEVEL_NAMES),
  status: z.enum(KYC_LEVEL_STATUSES),
  /** Why the provider rejected it (its labels and comment), when rejected. */
  reject_reason: z.string().nullable(),
  updated_at: isoDateTime,
});
export type KycLevel = z.infer<typeof kycLevelSchema>;

/** POST kyc/players/{id} and POST kyc/players/{user_id}/changeLevel. */
export const kycLevelBodySchema = z.object({ level: z.enum(KYC_LEVEL_NAMES) });
export type KycLevelBody = z.infer<typeof kycLevelBodySchema>;
export const kycLevelsResponseSchema = envelope(z.array(kycLevelSchema));

/** GET kyc/accessTokens/{level}: the provider's access token and the page that verifies with it. */
export const kycAccessTokenSchema = z.object({
  token: z.string(),
  level: z.enum(KYC_LEVEL_NAMES),
  /** The provider's hosted verification page for this token. */
  url: z.string(),
  expires_at: isoDateTime,
});
export type KycAccessToken = z.infer<typeof kycAccessTokenSchema>;
export const kycAccessTokenResponseSchema = envelope(kycAccessTokenSchema);

/** GET me/aml/level/current/: the player's AML level and what it asks of them. */
export const amlLevelSchema = z.object({
  level: z.enum(AML_LEVELS),
  /** Why the level is what it is: `pep`, `ubo`, `risky_country`, `deposits`. */
  reasons: z.array(z.string()),
  /** Cumulative deposits counted in euros, major units. */
  deposits_eur: z.number(),
  threshold_eur: z.number(),
  /** The basic KYC level must be accepted before the next deposit. */
  kyc_required: z.boolean(),
  basic_kyc_accepted: z.boolean(),
});
export type AmlLevelView = z.infer<typeof amlLevelSchema>;
export const amlLevelResponseSchema = envelope(amlLevelSchema);

/** One event of a player's verification: the provider's webhook or the player's request. */
export const opsKycEventSchema = z.object({
  source: z.string(),
  provider: z.string(),
  event_id: z.string(),
  /** The event's type, or `ignored`. */
  type: z.string(),
  /** Why an event was ignored. */
  reason: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: isoDateTime,
});

/** `npm run ops -- kyc show <username>`: a player's levels and every event that moved them. */
export const opsKycRecordSchema = z.object({
  player_id: z.number().int(),
  levels: z.array(kycLevelSchema),
  events: z.array(opsKycEventSchema),
});
export type OpsKycRecord = z.infer<typeof opsKycRecordSchema>;
export const opsKycRecordResponse = envelope(opsKycRecordSchema);
