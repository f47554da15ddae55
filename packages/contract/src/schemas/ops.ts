import * as z from '../zod';
import { WALLET_POCKETS } from '../constants';
import { checkEmail, checkNickname, checkPassword } from '../rules/identity';
import { balanceSchema } from './player';
import { envelope, moneyAmount, ruledString } from './common';

/** Operator API (not used by the site): toggles maintenance of the running server. */
export const opsMaintenanceBody = z.object({ in_maintenance: z.boolean() });
export const opsMaintenanceResponse = envelope(z.object({ in_maintenance: z.boolean() }));

export const opsStatusResponse = envelope(
  z.object({
    database: z.enum(['pglite', 'postgres']),
    redis: z.boolean(),
    uptime_seconds: z.number().int().min(0),
    skins: z.array(
      z.object({ id: z.number().int(), name: z.string(), in_maintenance: z.boolean() }),
    ),
  }),
);

/** Operator API: a fresh newsletter opt-out link of a player (mail tests, browser tests). */
export const opsNewsletterLinkBody = z.object({ username: z.string().min(1).max(64) });
export const opsNewsletterLinkResponse = envelope(
  z.object({
    player_id: z.number().int(),
    /** Site path of the opt-out page with the raw token. */
    path: z.string(),
  }),
);

/** Most games one `catalog generate` call adds (benchmarks use 20,000). */
export const OPS_CATALOG_GENERATE_MAX = 100_000;

/** Adds generated games to the catalog of the running server (benchmarks, load tests). */
export const opsCatalogGenerateBody = z.object({
  count: z.number().int().min(1).max(OPS_CATALOG_GENERATE_MAX),
});
export const opsCatalogGenerateResponse = envelope(
  z.object({
    /** Games added by this call. */
    added: z.number().int().min(0),
    /** Active games in the catalog afterwards. */
    total: z.number().int().min(0),
  }),
);

/** Creates an account for demos, support and browser tests (`npm run ops -- player create`). */
export const opsPlayerCreateBody = z.strictObject({
  username: ruledString(checkNickname),
  email: ruledString(checkEmail).optional(),
  password: ruledString(checkPassword).optional(),
  /** A player of the previous platform: legacy bcrypt hash, `is_crypt` false. */
  imported: z.boolean().optional(),
  /** Leave the terms unaccepted (the site then asks for them). */
  no_terms: z.boolean().optional(),
  /** Leave the e-mail and phone unverified. */
  unverified: z.boolean().optional(),
  /** E.164, e.g. +420601000000. */
  mobile: z
    .string()
    .regex(/^\+\d{8,20}$/)
    .optional(),
  /** A politically exposed person (needs an accepted basic KYC level to play). */
  pep: z.boolean().optional(),
  /** ISO country of residence (default MT); a risky one needs the selfie KYC level to play. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Disabled by the operator for this many days. */
  disabled_days: z.number().int().min(1).max(3650).optional(),
  /** Self-excluded for this many days. */
  self_excluded_days: z.number().int().min(1).max(3650).optional(),
});
export type OpsPlayerCreateBody = z.infer<typeof opsPlayerCreateBody>;
export const opsPlayerCreateResponse = envelope(
  z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    password: z.string(),
  }),
);

/** An operator's credit or debit of a player's pocket (`npm run ops -- wallet credit|debit`). */
export const opsWalletAdjustBody = z.strictObject({
  username: z.string().min(1).max(64),
  direction: z.enum(['credit', 'debit']),
  /** Major units, at most two decimals. */
  amount: moneyAmount.refine((value) => value > 0 && value <= 1_000_000, 'From 0.01 to 1000000.'),
  pocket: z.enum(WALLET_POCKETS).default('available'),
  reason: z.string().trim().min(3).max(255),
  /** Retrying with the same key moves nothing again; one is made up when omitted. */
  idempotency_key: z.string().min(1).max(128).optional(),
});
export type OpsWalletAdjustBody = z.infer<typeof opsWalletAdjustBody>;
export const opsWalletAdjustResponse = envelope(
  z.object({
    transaction_id: z.number().int(),
    replayed: z.boolean(),
    balance: balanceSchema,
  }),
);
export const opsWalletCheckResponse = envelope(
  z.object({
    wallets: z.number().int(),
    transactions: z.number().int(),
    unbalanced_transactions: z.array(z.object({ id: z.number().int(), sum: z.string() })),
    mismatched_wallets: z.array(
      z.object({
        player_id: z.number().int(),
        cached: z.array(z.string()),
        entries: z.array(z.string()),
      }),
    ),
  }),
);

/** Who acts on a payment and why (`npm run ops -- payments …`): both are recorded with it. */
const opsPaymentActor = {
  /** The operator's name, recorded as the actor. */
  operator: z.string().trim().min(2).max(64),
  reason: z.string().trim().min(3).max(255),
};

/** Approve or reject a withdrawal, decline an offline deposit, or revert a card deposit. */
export const opsPaymentActionBody = z.strictObject(opsPaymentActor);
export type OpsPaymentActionBody = z.infer<typeof opsPaymentActionBody>;

/** Confirm an offline deposit with the amount that actually arrived (major units). */
export const opsPaymentConfirmBody = z.strictObject({
  ...opsPaymentActor,
  amount: moneyAmount.refine((value) => value > 0, 'More than 0.'),
});
export type OpsPaymentConfirmBody = z.infer<typeof opsPaymentConfirmBody>;

export const opsPaymentParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** A payment as the operator sees it. */
export const opsPaymentSchema = z.object({
  transaction_id: z.number().int(),
  player_id: z.number().int(),
  kind: z.enum(['deposit', 'withdrawal']),
  method_id: z.number().int(),
  /** Major units asked for. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  provider_reference: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type OpsPayment = z.infer<typeof opsPaymentSchema>;
export const opsPaymentsResponse = envelope(z.array(opsPaymentSchema));
export const opsPaymentResponse = envelope(opsPaymentSchema);
