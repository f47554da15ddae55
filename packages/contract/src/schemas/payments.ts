import * as z from '../zod';
import {
  CASHIER_MINIMUM,
  compactIban,
  IBAN_SHAPE_MESSAGE,
  isIbanShape,
  KYC_LEVELS,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_KINDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../constants';
import { BONUS_CODE_MAX_LENGTH } from '../rules/identity';
import {
  RANGE_BOUND_MESSAGE,
  REPORT_RANGE_MESSAGES,
  transactionBoundErrors,
} from '../rules/report-range';
import { envelope, isoDateTime, moneyAmount, recordId } from './common';

/**
 * The cashier (spec 02 §2 Deposit, Withdraw, Transactions; §7 Deposit, Withdraw, Reports).
 * Money in major units; the server keeps minor units in the ledger.
 */

/** A deposit method in the player's currency (GET payments/methods/deposit). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `external` (hosted page), `wire_transfer`, `crypto_transfer`. */
  code: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  /** Minimum and maximum of one deposit, major units of the player's currency. */
  data: z.object({ minimum: z.number(), maximum: z.number() }),
  deposit: z.boolean(),
  withdrawal: z.boolean(),
  /** Picture of the method and the fields the site asks for (`fields`). */
  meta: z.object({ image: z.string(), fields: z.array(z.string()) }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const depositMethodsResponse = envelope(z.array(paymentMethodSchema));

/** A withdrawal method in the player's currency (GET payments/methods/withdraw). */
export const withdrawMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The payment provider that pays it out: the `{provider}` of its withdrawals' decline call. */
  provider: z.string(),
  withdrawal: z.object({ minimum: z.number(), maximum: z.number() }),
});
export type WithdrawMethod = z.infer<typeof withdrawMethodSchema>;
export const withdrawMethodsResponse = envelope(z.array(withdrawMethodSchema));

const cashierAmount = moneyAmount.refine(
  (value) => value >= CASHIER_MINIMUM,
  `The amount must be at least ${CASHIER_MINIMUM}.`,
);

/** A short free text of a transfer form: trimmed, 1 to 100 characters. */
const transferText = z.string().trim().min(1).max(100);

/** An IBAN as typed: spaces ignored, 5 to 34 letters and digits (checksum checked by the server). */
export const ibanInput = z
  .string()
  .max(64)
  .transform(compactIban)
  .refine(isIbanShape, IBAN_SHAPE_MESSAGE);

/**
 * POST payments/deposit (spec 02 §3 Deposit payload). Bank transfer (14) needs the sender's
 * `iban` (at least 5 characters), `bank` and the reference number `accountnumber`; crypto (161)
 * needs `sender_name` and `reference_code`. `cancel_url` and `redirect_success` are paths of
 * this site the provider's page returns to.
 */
export const depositBody = z
  .object({
    amount: cashierAmount,
    payment_method_id: recordId,
    /** A campaign's code: it becomes the bonus this deposit qualifies for (decision 32). */
    bonus_code: z.string().trim().max(BONUS_CODE_MAX_LENGTH).optional(),
    /** The KYC level the deposit opens when the player has none yet (spec 02 §9: the basic one). */
    createLevel: z.literal(KYC_LEVELS.basic).optional(),
    cancel_url: z.string().max(512).optional(),
    redirect_success: z.string().max(512).optional(),
    iban: z.string().trim().min(5).max(64).optional(),
    bank: transferText.optional(),
    accountnumber: transferText.optional(),
    sender_name: transferText.optional(),
    reference_code: transferText.optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body) => {
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'This field is required.' });
    };
    if (body.payment_method_id === PAYMENT_METHOD_IDS.bank_transfer)
      (['iban', 'bank', 'accountnumber'] as const).forEach(need);
    if (body.payment_method_id === PAYMENT_METHOD_IDS.crypto_transfer)
      (['sender_name', 'reference_code'] as const).forEach(need);
  });
export type DepositBody = z.input<typeof depositBody>;

/** Where the operator's bank expects an offline transfer (spec 02 §3 Pending deposit). */
export const bankDetailsSchema = z.object({
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bban: z.string(),
  bank_code: z.string(),
  /** Unique per deposit: the player writes it on the transfer so it can be matched. */
  variable_symbol: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** Where a crypto transfer goes, and the reference that matches it to the deposit. */
export const cryptoDetailsSchema = z.object({
  address: z.string(),
  network: z.string(),
  sender_name: z.string(),
  reference_code: z.string(),
});
export type CryptoDetails = z.infer<typeof cryptoDetailsSchema>;

/**
 * The answer to a deposit: a hosted-page deposit carries the provider's `url` (the player pays
 * there and comes back to /transactions/{id}); an offline one is pending with its `details`.
 */
export const depositResultSchema = z.object({
  transaction_id: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  url: z.string().optional(),
  details: z.union([bankDetailsSchema, cryptoDetailsSchema]).optional(),
});
export type DepositResult = z.infer<typeof depositResultSchema>;
export const depositResponse = envelope(depositResultSchema);

/**
 * POST payments/withdraw (spec 02 §7 Withdraw): `account_id` is the withdrawal method (999 for
 * a bank transfer) and `accountNumber` the player's IBAN.
 */
export const withdrawBody = z.object({
  amount: cashierAmount,
  account_id: recordId,
  accountNumber: ibanInput,
  cancel_url: z.string().max(512).optional(),
  redirect_success: z.string().max(512).optional(),
  force_pending: z.union([z.literal(1), z.literal('1'), z.boolean()]).optional(),
  /** The player agreed to give up the active bonus (else `bonus_active` answers and nothing moves). */
  forfeit_bonus: z.boolean().optional(),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const withdrawResultSchema = z.object({
  transaction_id: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;
export const withdrawResponse = envelope(withdrawResultSchema);

/**
 * GET payments/neterapay/player/is_pin_registered (spec 02 §7 Deposit): where the player stands
 * with the NeteraPay e-wallet. A player without a PIN is sent to `connect`; a player whose
 * identification has lapsed to `identify`; the deposit waits until `is_neterapay_verified`.
 */
export const neterapayStatusSchema = z.object({
  /** The player registered a PIN with NeteraPay (connected the wallet to this account). */
  status: z.boolean(),
  /** The wallet's page to connect it (choose a PIN); null once a PIN is registered. */
  connect: z.string().nullable(),
  /** The wallet's page to identify with the PIN; null when not needed now. */
  identify: z.string().nullable(),
  /** Connected and identified: a NeteraPay deposit may be sent. */
  is_neterapay_verified: z.boolean(),
});
export type NeterapayStatus = z.infer<typeof neterapayStatusSchema>;
export const neterapayStatusResponse = envelope(neterapayStatusSchema);

/**
 * DELETE payments/transactions/{id}: the player cancels their own bank or crypto transfer while
 * it is pending (no money has moved: a transfer credits only once the operator confirms it). It
 * ends `reverted`; asking again answers the same.
 */
export const cancelledTransferSchema = z.object({
  transaction_id: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
});
export const cancelledTransferResponse = envelope(cancelledTransferSchema);

/** GET payments/providers/{provider}/decline/{transaction}: the player cancels a pending withdrawal. */
export const declineParams = z.object({
  provider: z.string().min(1).max(64),
  transaction: z.string().regex(/^\d{1,18}$/),
});

export const TRANSACTION_TYPE_IDS = Object.values(TRANSACTION_TYPES);

/**
 * The English name and description of each transaction type, as the API answers them; the site
 * shows its own translation, chosen by the type's id.
 */
export const TRANSACTION_TYPE_TEXTS: Record<
  (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES],
  { name: string; description: string }
> = {
  1: { name: 'Deposit', description: 'Money paid into the account' },
  2: { name: 'Withdraw', description: 'Money paid out of the account' },
  4: { name: 'Casino bet', description: 'A stake placed in a casino game' },
  5: { name: 'Win', description: 'A win paid by a casino game' },
  6: { name: 'Refund', description: 'A cancelled bet given back' },
  7: { name: 'Bonus bet', description: 'A stake placed with bonus money' },
  8: { name: 'Bonus win', description: 'A win paid in bonus money' },
  10: { name: 'Bonus assigned', description: 'Bonus money granted to the account' },
  11: { name: 'Adjustment', description: 'A correction made by customer support' },
  12: { name: 'Bonus converted', description: 'A wagered bonus paid out as withdrawable money' },
  13: { name: 'Bonus removed', description: 'An unwagered bonus and its winnings taken back' },
};

/** A page's position in the list: opaque to the client, base64url of the last row's key. */
export const TRANSACTIONS_CURSOR = /^[A-Za-z0-9_-]{1,64}$/;
/** The most rows one page may ask for. */
export const TRANSACTIONS_PER_PAGE_MAX = 100;

/** The filters of a player's transaction list besides its range: a known type, a status. */
export const transactionFilterFields = {
  type_id: z
    .decimal(
      z
        .number()
        .int()
        .refine((value) => (TRANSACTION_TYPE_IDS as number[]).includes(value), 'Unknown type.'),
    )
    .optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
};

/** How `date_from` and `date_to` read, for the API document. */
const rangeBoundText = (end: 'from' | 'to') =>
  `A UTC day \`YYYY-MM-DD\` or a UTC time to the second \`YYYY-MM-DD HH:MM:SS\` (\`T\` may ` +
  `replace the space), not after today. ${
    end === 'from'
      ? 'A day counts from its start, a time from that second.'
      : 'A day counts to its end, a time to the end of that second (inclusive).'
  } Left out: open at this end.`;

/**
 * GET me/transactions (spec 02 §7 Reports): `date_from` and `date_to` are UTC days
 * (`YYYY-MM-DD`) or UTC times (`YYYY-MM-DD HH:MM:SS`, as the pending-deposits check sends
 * them), `to` inclusive, neither after today, `from` not after `to`; either may be left out to
 * leave that end open. `type_id` and `status` filter; `total=1` adds the totals of the range. A
 * page is the next `per_page` rows, newest first, after `cursor` (the `next_cursor` of the page
 * before).
 */
export const transactionsQuery = z
  .object({
    date_from: z.string().max(32).optional().describe(rangeBoundText('from')),
    date_to: z.string().max(32).optional().describe(rangeBoundText('to')),
    ...transactionFilterFields,
    total: z.enum(['0', '1']).optional(),
    per_page: z.decimal(z.number().int().min(1).max(TRANSACTIONS_PER_PAGE_MAX)).default(25),
    cursor: z.string().regex(TRANSACTIONS_CURSOR, 'Not a cursor of this list.').optional(),
  })
  .superRefine((query, ctx) => {
    const errors = transactionBoundErrors(query.date_from, query.date_to);
    for (const [field, key] of [
      ['from', 'date_from'],
      ['to', 'date_to'],
    ] as const) {
      const error = errors[field];
      if (error)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: error === 'date_invalid' ? RANGE_BOUND_MESSAGE : REPORT_RANGE_MESSAGES[error],
        });
    }
  });
export type TransactionsQuery = z.input<typeof transactionsQuery>;

/** One transaction of the player (spec 02 §3 Transaction). */
export const transactionSchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  type: z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
  status: z.enum(TRANSACTION_STATUSES),
  /** Major units, positive; the type says which way it went. */
  amount: z.number(),
  /** The player's real money (withdrawable plus deposited) after it; null while no money moved. */
  balance: z.number().nullable(),
  currency: z.string(),
  payment_method_id: z.number().int().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Totals of the date range (the type and status filters narrow the rows, not these): successful
 * deposits, successful withdrawals, and `net`, deposits minus withdrawals.
 */
export const transactionTotalsSchema = z.object({
  deposit: z.number(),
  withdraw: z.number(),
  net: z.number(),
  currency: z.string(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const transactionsResponse = z.object({
  data: z.array(transactionSchema),
  /** `next_cursor` asks for the page after this one; null on the last page. */
  meta: z.object({ per_page: z.number().int(), next_cursor: z.string().nullable() }),
  totals: transactionTotalsSchema.optional(),
});
export type TransactionsPage = z.infer<typeof transactionsResponse>;

/** GET static/transactions/{id}: the status page of one of the player's transactions. */
export const transactionStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  type_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  created_at: isoDateTime,
});
export type TransactionStatusView = z.infer<typeof transactionStatusSchema>;
export const transactionStatusResponse = envelope(transactionStatusSchema);
export const transactionIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
