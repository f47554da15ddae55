import * as z from '../zod';
import { envelope, isoDateTime, moneyAmount, recordId } from './common';
import { campaignDefinitionSchema, campaignHistorySchema } from './campaigns';
import { campaignSchema } from './registration';

/**
 * The staff API of the back office (`/v1/staff`, decision 33). A staff session is the httpOnly
 * cookie STAFF_COOKIE; every call that changes something also carries STAFF_CSRF_HEADER with the
 * value STAFF_CSRF_VALUE. Lists answer `{ data, meta: { total } }` (react-admin's shape).
 */
export const STAFF_COOKIE = 'prime_staff';
export const STAFF_CSRF_HEADER = 'x-requested-with';
export const STAFF_CSRF_VALUE = 'prime-backoffice';
/** Minutes a login challenge (between the password and the code) stays usable, once. */
export const STAFF_CHALLENGE_MINUTES = 5;
/** Days the operator has to answer a document (the MGA's 7-day answer). */
export const STAFF_DOCUMENT_DUE_DAYS = 7;

export const STAFF_ROLES = ['admin', 'payments', 'compliance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every named action a staff member may be allowed; routes declare one each. */
export const STAFF_PERMISSIONS = [
  'payments.read',
  'payments.decide',
  'documents.read',
  'documents.decide',
  'exclusions.read',
  'exclusions.decide',
  'kyc.read',
  'kyc.decide',
  'support.read',
  'support.reply',
  'players.read',
  'players.message',
  'players.note',
  'players.adjust',
  'campaigns.read',
  'campaigns.write',
  'content.read',
  'content.write',
  'reports.read',
  'system.read',
  'system.write',
  'audit.read',
  'staff.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const family = (prefix: string) =>
  STAFF_PERMISSIONS.filter((permission) => permission.startsWith(`${prefix}.`));

/** The one table of what each role may do (admin: everything). */
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  payments: [...family('payments'), 'players.read', 'players.adjust', 'reports.read'],
  compliance: [
    ...family('documents'),
    ...family('exclusions'),
    ...family('kyc'),
    ...family('support'),
    'players.read',
    'players.message',
    'players.note',
    'reports.read',
  ],
  support: [...family('support'), 'players.read', 'players.message', 'players.note'],
  content: [...family('campaigns'), ...family('content')],
};

const username = z.string().trim().min(1).max(64);
const reason = z.string().trim().min(3).max(255);

// ---- auth

export const staffLoginBody = z.strictObject({
  username,
  password: z.string().min(1).max(256),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/**
 * The password was right: `totp` asks for the code of the staff member's authenticator;
 * `enrol` (no authenticator yet) shows the secret to scan first, as an otpauth URL and a QR code.
 */
export const staffLoginStepSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('totp'),
    /** Single-use token for `POST auth/totp`, good for STAFF_CHALLENGE_MINUTES. */
    challenge: z.string(),
  }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as an inline SVG QR code. */
    qr_svg: z.string(),
  }),
]);
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>;
export const staffLoginResponse = envelope(staffLoginStepSchema);

export const staffTotpBody = z.strictObject({
  challenge: z.string().min(1).max(256),
  code: z.string().regex(/^\d{6}$/, 'Six digits.'),
});
export type StaffTotpBody = z.infer<typeof staffTotpBody>;

export const staffIdentitySchema = z.object({
  username: z.string(),
  role: z.enum(STAFF_ROLES),
});
export const staffTotpResponse = envelope(staffIdentitySchema);
const staffMeSchema = staffIdentitySchema.extend({
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export const staffMeResponse = envelope(staffMeSchema);
export type StaffMe = z.infer<typeof staffMeResponse>['data'];
/**
 * GET staff/auth/session: the staff member of the session, or null without one. The console's
 * session check reads it, so a visitor of the login screen is not an error (no 401).
 */
export const staffSessionResponse = envelope(staffMeSchema.nullable());

// ---- lists

/** `?page=1&per_page=25&sort=field&order=asc|desc`, plus each resource's filters. */
export const staffListQuery = z.object({
  page: z.decimal(z.number().int().min(1).max(100_000)).default(1),
  per_page: z.decimal(z.number().int().min(1).max(100)).default(25),
  sort: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffListEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), meta: z.object({ total: z.number().int().min(0) }) });

export const staffIdParams = z.object({ id: z.string().regex(/^\d{1,9}$/) });
export const staffReasonBody = z.strictObject({ reason });
export type StaffReasonBody = z.infer<typeof staffReasonBody>;
/** Approve or grant: a reason is optional, and so is the body. */
export const staffOptionalReasonBody = z.strictObject({ reason: reason.optional() }).nullish();
export type StaffOptionalReasonBody = z.infer<typeof staffOptionalReasonBody>;

// ---- payments

export const staffPaymentSchema = z.object({
  /** The wallet transaction id. */
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  /** The method's kind: `card`, `ewallet`, `bank_transfer`, `crypto_transfer`. */
  method: z.string(),
  method_id: z.number().int(),
  /** Major units asked for. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  provider_reference: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: isoDateTime,
  /** When an offline deposit or a card checkout not settled by then is declined. */
  expires_at: isoDateTime.nullable(),
  /**
   * An approved withdrawal's payout: `due` (being handed to the provider, retried after
   * `next_attempt_at` while it does not answer, with its `last_error`), `sent` (the provider
   * has it), `stopped`, `refused`; null for deposits and withdrawals not approved.
   */
  payout: z
    .object({
      status: z.enum(['due', 'sent', 'stopped', 'refused']),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      next_attempt_at: isoDateTime,
    })
    .nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export const staffPaymentsResponse = staffListEnvelope(staffPaymentSchema);
export const staffPaymentResponse = envelope(staffPaymentSchema);
export const staffPaymentsQuery = staffListQuery.extend({
  /** Default `pending`; `all` lists every status. */
  status: z.string().max(16).optional(),
  player_id: z.decimal(recordId).optional(),
});
export type StaffPaymentsQuery = z.infer<typeof staffPaymentsQuery>;

/** Confirm an offline deposit with the amount that arrived (major units). */
export const staffDepositConfirmBody = z.strictObject({
  amount: moneyAmount.refine((value) => value > 0, 'More than 0.'),
  reason: reason.optional(),
});
export type StaffDepositConfirmBody = z.infer<typeof staffDepositConfirmBody>;

// ---- documents

export const staffDocumentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  kind: z.string(),
  status: z.string(),
  uploaded_at: isoDateTime,
  /** uploaded_at + STAFF_DOCUMENT_DUE_DAYS. */
  due_at: isoDateTime,
  reviewed_by: z.string().nullable(),
  reason: z.string().nullable(),
  files: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      content_type: z.string(),
      byte_size: z.number().int(),
      /** `GET` path of the file under /v1/staff. */
      url: z.string(),
    }),
  ),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;
export const staffDocumentsResponse = staffListEnvelope(staffDocumentSchema);
export const staffDocumentResponse = envelope(staffDocumentSchema);
export const staffDocumentsQuery = staffListQuery.extend({
  /** Default `pending`; `all` lists every status. */
  status: z.string().max(16).optional(),
});
/** Which file of a document (the first when not named). */
export const staffDocumentFileQuery = z.object({ media_id: z.uuid().optional() });

// ---- exclusion requests

export const staffExclusionRequestSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  status: z.enum(['requested', 'granted', 'refused']),
  reason: z.string(),
  current_expires_at: isoDateTime.nullable(),
  requested_expires_at: isoDateTime,
  activated_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  /** created_at + STAFF_DOCUMENT_DUE_DAYS. */
  due_at: isoDateTime,
});
export type StaffExclusionRequest = z.infer<typeof staffExclusionRequestSchema>;
export const staffExclusionRequestsResponse = staffListEnvelope(staffExclusionRequestSchema);
export const staffExclusionRequestResponse = envelope(staffExclusionRequestSchema);

// ---- players

export const staffPlayersQuery = staffListQuery.extend({
  /** Id, nickname, e-mail or phone (part of it). */
  q: z.string().trim().max(100).optional(),
});
export const staffPlayerRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  created_at: isoDateTime,
});
export type StaffPlayerRow = z.infer<typeof staffPlayerRowSchema>;
export const staffPlayersResponse = staffListEnvelope(staffPlayerRowSchema);

export const staffPlayerSchema = staffPlayerRowSchema.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  /** Major units. */
  balance: z.object({
    total: z.number(),
    available: z.number(),
    deposited: z.number(),
    bonus: z.number(),
  }),
  /** Each limit of LIMIT_FIELDS: major units, minutes for playing time; null for none. */
  limits: z.record(z.string(), z.number().nullable()),
  exclusions: z.array(z.record(z.string(), z.unknown())),
  kyc_levels: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
  login_attempts: z.array(z.record(z.string(), z.unknown())),
  documents: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  notes: z.array(
    z.object({ id: z.number().int(), text: z.string(), created_by: z.string(), at: isoDateTime }),
  ),
});
export type StaffPlayer = z.infer<typeof staffPlayerSchema>;
export const staffPlayerResponse = envelope(staffPlayerSchema);

export const staffPlayerMessageBody = z.strictObject({
  subject: z.string().trim().min(1).max(255),
  body: z.string().trim().min(1).max(5_000),
});
export const staffPlayerNoteBody = z.strictObject({
  text: z.string().trim().min(1).max(5_000),
});
export const staffCreatedResponse = envelope(z.object({ id: z.number().int() }));

// ---- manual adjustments

/**
 * A manual adjustment above this amount in euros (converted at the player's currency's rate)
 * waits for a second staff member with `players.adjust`; at or below it, it books at once.
 */
export const STAFF_ADJUSTMENT_APPROVAL_EUR = 500;
export const STAFF_ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const STAFF_ADJUSTMENT_STATUSES = ['pending', 'booked', 'rejected'] as const;

/** A credit or debit of the player's real money, asked for by a staff member. */
export const staffAdjustmentBody = z.strictObject({
  direction: z.enum(STAFF_ADJUSTMENT_DIRECTIONS),
  /** Major units of the player's currency. */
  amount: moneyAmount.refine((value) => value > 0, 'More than 0.'),
  reason,
  /** Chosen by the console per form; the same key answers the first adjustment again. */
  idempotency_key: z.string().trim().min(8).max(64),
});
export type StaffAdjustmentBody = z.infer<typeof staffAdjustmentBody>;

export const staffAdjustmentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  direction: z.enum(STAFF_ADJUSTMENT_DIRECTIONS),
  /** Major units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(STAFF_ADJUSTMENT_STATUSES),
  reason: z.string(),
  requested_by: z.string(),
  /** The approver (or the requester, when it booked at once) or the rejecter. */
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The ledger transaction (type `adjustment`) once booked. */
  transaction_id: z.number().int().nullable(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
});
export type StaffAdjustment = z.infer<typeof staffAdjustmentSchema>;
export const staffAdjustmentResponse = envelope(staffAdjustmentSchema);
export const staffAdjustmentsResponse = staffListEnvelope(staffAdjustmentSchema);
export const staffAdjustmentsQuery = staffListQuery.extend({
  /** Default `pending`; `all` lists every status. */
  status: z.string().max(16).optional(),
  player_id: z.decimal(recordId).optional(),
});
export type StaffAdjustmentsQuery = z.infer<typeof staffAdjustmentsQuery>;

// ---- campaigns

export const staffCampaignCodeParams = z.object({ code: z.string().min(1).max(64) });
export const staffCampaignCreateBody = z.strictObject({
  definition: campaignDefinitionSchema,
  reason,
});
export const staffCampaignEditBody = z.strictObject({
  changes: z.record(z.string(), z.unknown()),
  reason,
});

/** Players who took a campaign up, by where their bonus stands. */
export const staffCampaignTakeUpSchema = z.object({
  /** Every player who chose or activated it. */
  chosen: z.number().int(),
  /** Chosen, still waiting for the qualifying deposit. */
  pending: z.number().int(),
  /** Given bonus money (or spins): active or ended. */
  awarded: z.number().int(),
  active: z.number().int(),
  converted: z.number().int(),
  forfeited_or_expired: z.number().int(),
});
export type StaffCampaignTakeUp = z.infer<typeof staffCampaignTakeUpSchema>;

/**
 * What a campaign costs the house in one currency, in major units: the bonus money converted to
 * real money, plus the bonus money still in active bonuses (it may yet be converted).
 */
export const staffCampaignCostSchema = z.object({
  currency: z.string(),
  /** Bonus money given (including free-spin wins). */
  awarded: z.number(),
  converted: z.number(),
  pending_bonus: z.number(),
  /** converted + pending_bonus. */
  cost: z.number(),
});
export type StaffCampaignCost = z.infer<typeof staffCampaignCostSchema>;

export const staffCampaignFiguresSchema = z.object({
  take_up: staffCampaignTakeUpSchema,
  /** One entry per currency the campaign was taken up in. */
  cost: z.array(staffCampaignCostSchema),
});
export type StaffCampaignFigures = z.infer<typeof staffCampaignFiguresSchema>;

/** A row of the console's campaign list: the campaign (English texts) and its figures. */
export const staffCampaignRowSchema = campaignSchema.extend(staffCampaignFiguresSchema.shape);
export type StaffCampaignRow = z.infer<typeof staffCampaignRowSchema>;

/** One campaign: its definition, changes and figures, with the codes of the currency ids used. */
export const staffCampaignShowResponse = envelope(
  campaignHistorySchema.extend({
    ...staffCampaignFiguresSchema.shape,
    /** Currency codes by id (as the definition's amounts are keyed). */
    currencies: z.record(z.string(), z.string()),
  }),
);
export type StaffCampaignShow = z.infer<typeof staffCampaignShowResponse>['data'];

// ---- audit

export const staffAuditRowSchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** The staff member, or the name typed at a failed login. */
  staff: z.string(),
  /** A permission, or `auth.login`, `auth.login_failed`, `auth.logout`. */
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;
export const staffAuditResponse = staffListEnvelope(staffAuditRowSchema);
export const staffAuditQuery = staffListQuery.extend({
  staff: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuery>;
export const staffAuditVerifySchema = z.object({
  ok: z.boolean(),
  /** Rows checked. */
  rows: z.number().int(),
  /** The first row whose hash or link does not match; null when the chain holds. */
  first_bad_id: z.number().int().nullable(),
});
export type StaffAuditVerify = z.infer<typeof staffAuditVerifySchema>;
export const staffAuditVerifyResponse = envelope(staffAuditVerifySchema);

// ---- system

export const staffSystemSchema = z.object({
  in_maintenance: z.boolean(),
  providers: z.array(
    z.object({ id: z.number().int(), name: z.string(), slug: z.string(), enabled: z.boolean() }),
  ),
});
export type StaffSystem = z.infer<typeof staffSystemSchema>;
export const staffSystemResponse = envelope(staffSystemSchema);
export const staffMaintenanceBody = z.strictObject({ in_maintenance: z.boolean() });
export const staffProviderBody = z.strictObject({ enabled: z.boolean() });
