import { AML_LEVELS, KYC_LEVEL_NAMES, KYC_LEVEL_STATUSES } from '../constants';
import { MESSAGE_BODY_MAX } from '../rules/messages';
import { SURVEY_STATUSES } from '../rules/survey';
import * as z from '../zod';
import { envelope, isoDateTime } from './common';
import { staffListEnvelope, staffListQuery } from './staff';
import { surveyAnswerViewSchema } from './survey';

/**
 * The compliance screens of the back office (decision 33): players' KYC state with the
 * officer's overrides, and the support requests players write (`POST me/messages`).
 */

const reason = z.string().trim().min(3).max(255);

// ---- KYC

/** A flag a player declares at registration, or compliance sets: politically exposed, beneficial owner. */
export const STAFF_KYC_FLAGS = ['pep', 'ubo'] as const;
/** The level statuses an officer may set by hand. */
export const STAFF_KYC_DECISIONS = ['accepted', 'rejected'] as const;

export const staffKycQuery = staffListQuery.extend({
  /** Players with a level in this status. */
  level_status: z.enum(['pending', 'rejected']).optional(),
  aml_level: z.enum(AML_LEVELS).optional(),
  questionnaire: z.enum(['required', 'answered']).optional(),
  flag: z.enum(STAFF_KYC_FLAGS).optional(),
});
export type StaffKycQuery = z.infer<typeof staffKycQuery>;

export const staffKycLevelSchema = z.object({
  level: z.enum(KYC_LEVEL_NAMES),
  status: z.enum(KYC_LEVEL_STATUSES),
  reject_reason: z.string().nullable(),
  updated_at: isoDateTime,
});

export const staffKycRowSchema = z.object({
  /** The player's id. */
  id: z.number().int(),
  username: z.string(),
  levels: z.array(staffKycLevelSchema),
  aml_level: z.enum(AML_LEVELS),
  pep: z.boolean(),
  ubo: z.boolean(),
  questionnaire: z.enum(SURVEY_STATUSES),
  /**
   * When compliance owes an answer: a level pending review since `updated_at`, plus
   * STAFF_DOCUMENT_DUE_DAYS; null when nothing waits.
   */
  due_at: isoDateTime.nullable(),
  overdue: z.boolean(),
});
export type StaffKycRow = z.infer<typeof staffKycRowSchema>;
export const staffKycListResponse = staffListEnvelope(staffKycRowSchema);

export const staffKycDetailSchema = staffKycRowSchema.extend({
  aml: z.object({
    /** Why the computed level is what it is: `pep`, `ubo`, `risky_country`, `deposits`, `override`. */
    reasons: z.array(z.string()),
    deposits_eur: z.number(),
    threshold_eur: z.number(),
    basic_kyc_accepted: z.boolean(),
    /** The level an officer set by hand, which replaces the computed one; null when none. */
    override: z
      .object({
        level: z.enum(AML_LEVELS),
        reason: z.string(),
        set_by: z.string(),
        at: isoDateTime,
      })
      .nullable(),
  }),
  questionnaire_record: z.object({
    required_at: isoDateTime.nullable(),
    answered_at: isoDateTime.nullable(),
    required_by: z.string().nullable(),
    reason: z.string().nullable(),
    answers: z.array(surveyAnswerViewSchema),
  }),
  /** Every change of the player's verification, newest first: provider, player or staff. */
  history: z.array(
    z.object({
      id: z.number().int(),
      at: isoDateTime,
      /** `provider`, `player` or `staff`. */
      source: z.string(),
      /** The staff member, the provider's name, or `player`. */
      by: z.string(),
      type: z.string(),
      reason: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type StaffKycDetail = z.infer<typeof staffKycDetailSchema>;
export const staffKycDetailResponse = envelope(staffKycDetailSchema);

/** Set a level accepted or rejected by hand, with the same effects as the provider's answer. */
export const staffKycLevelBody = z.strictObject({
  level: z.enum(KYC_LEVEL_NAMES),
  /** Named apart from the level's `status` so the audit row keeps the answer's HTTP status. */
  decision: z.enum(STAFF_KYC_DECISIONS),
  reason,
});
export type StaffKycLevelBody = z.infer<typeof staffKycLevelBody>;

export const staffAmlLevelBody = z.strictObject({ level: z.enum(AML_LEVELS), reason });
export type StaffAmlLevelBody = z.infer<typeof staffAmlLevelBody>;

/** Set or clear PEP and UBO; at least one of them. */
export const staffKycFlagsBody = z
  .strictObject({ pep: z.boolean().optional(), ubo: z.boolean().optional(), reason })
  .refine((body) => body.pep !== undefined || body.ubo !== undefined, {
    message: 'Set pep, ubo or both.',
    path: ['pep'],
  });
export type StaffKycFlagsBody = z.infer<typeof staffKycFlagsBody>;

// ---- support requests

/** Open first, then by due date; `all` lists closed ones too. */
export const staffSupportQuery = staffListQuery.extend({
  status: z.enum(['open', 'closed', 'all']).optional(),
});
export type StaffSupportQuery = z.infer<typeof staffSupportQuery>;

export const staffSupportRequestSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  /** The messenger group's code (`general`, `payments`, …); null when none was named. */
  group: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['open', 'closed']),
  created_at: isoDateTime,
  /** created_at + STAFF_DOCUMENT_DUE_DAYS. */
  due_at: isoDateTime,
  /** Open and past its due date. */
  overdue: z.boolean(),
  replies: z.number().int(),
  closed_at: isoDateTime.nullable(),
  closed_by: z.string().nullable(),
});
export type StaffSupportRequest = z.infer<typeof staffSupportRequestSchema>;
export const staffSupportRequestsResponse = staffListEnvelope(staffSupportRequestSchema);

export const staffSupportDetailSchema = staffSupportRequestSchema.extend({
  /** The request and the staff's replies, oldest first. */
  conversation: z.array(
    z.object({
      id: z.number().int(),
      from: z.enum(['player', 'staff']),
      sender: z.string(),
      subject: z.string(),
      body: z.string(),
      at: isoDateTime,
    }),
  ),
});
export type StaffSupportDetail = z.infer<typeof staffSupportDetailSchema>;
export const staffSupportDetailResponse = envelope(staffSupportDetailSchema);

export const staffSupportReplyBody = z.strictObject({
  body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
});
export type StaffSupportReplyBody = z.infer<typeof staffSupportReplyBody>;
