import * as z from '../zod';
import { WALLET_POCKETS } from '../constants';
import { LIMIT_FIELDS } from '../rules/limits';
import { REPORT_RANGE_MESSAGES, transactionRangeErrors } from '../rules/report-range';
import { isoDateTime } from './common';
import { transactionFilterFields } from './payments';
import { staffListEnvelope, staffListQuery } from './staff';

/**
 * The histories on a player's page in the back office (decision 34): transactions, ledger
 * entries, game rounds and limit changes, each a paged list of one player only. `from` and `to`
 * are UTC days (`YYYY-MM-DD`, `to` inclusive, neither after today); money is in major units
 * with the currency's code beside it, as in every staff list.
 */
const rangeQuery = staffListQuery.extend({
  from: z.string().max(32).optional(),
  to: z.string().max(32).optional(),
});

const refineRange = (
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const errors = transactionRangeErrors(query.from, query.to);
  for (const field of ['from', 'to'] as const) {
    const error = errors[field];
    if (error)
      ctx.addIssue({ code: 'custom', path: [field], message: REPORT_RANGE_MESSAGES[error] });
  }
};

export const staffPlayerHistoryQuery = rangeQuery.superRefine(refineRange);
export type StaffPlayerHistoryQuery = z.infer<typeof staffPlayerHistoryQuery>;

export const staffPlayerTransactionsQuery = rangeQuery
  .extend(transactionFilterFields)
  .superRefine(refineRange);
export type StaffPlayerTransactionsQuery = z.infer<typeof staffPlayerTransactionsQuery>;

export const staffPlayerTransactionSchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  type_id: z.number().int(),
  /** The type's English name (`Deposit`, `Casino bet`...). */
  type: z.string(),
  status: z.string(),
  /** Major units, always positive: the type says which way the money went. */
  amount: z.number(),
  /** The player's real money after it; null while its money has not moved. */
  balance_after: z.number().nullable(),
  currency: z.string(),
  /** `player`, `system`, a provider or a staff member's name. */
  created_by: z.string(),
  reason: z.string().nullable(),
});
export type StaffPlayerTransaction = z.infer<typeof staffPlayerTransactionSchema>;
export const staffPlayerTransactionsResponse = staffListEnvelope(staffPlayerTransactionSchema);

export const staffLedgerQuery = rangeQuery
  .extend({ pocket: z.enum(WALLET_POCKETS).optional() })
  .superRefine(refineRange);
export type StaffLedgerQuery = z.infer<typeof staffLedgerQuery>;

/** One leg of a ledger transaction on one of the player's pockets. */
export const staffLedgerEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** The player's account: one of WALLET_POCKETS. */
  pocket: z.enum(WALLET_POCKETS),
  /** `credit` adds to the pocket, `debit` takes from it. */
  direction: z.enum(['debit', 'credit']),
  /** Major units, positive. */
  amount: z.number(),
  currency: z.string(),
  transaction_id: z.number().int(),
  transaction_type_id: z.number().int(),
  transaction_type: z.string(),
});
export type StaffLedgerEntry = z.infer<typeof staffLedgerEntrySchema>;
export const staffLedgerEntriesResponse = staffListEnvelope(staffLedgerEntrySchema);

/** A game round as the seamless wallet saw it: the stakes and wins of one round id. */
export const staffGameRoundSchema = z.object({
  /** `provider id:round id`, unique per player. */
  id: z.string(),
  round_id: z.string(),
  game_id: z.number().int().nullable(),
  game: z.string().nullable(),
  provider: z.string(),
  /** Major units staked (bets not rolled back). */
  stake: z.number(),
  /** Major units won. */
  win: z.number(),
  currency: z.string(),
  /** `open` (no result yet), `settled` (a win was booked) or `rolled_back` (every bet undone). */
  status: z.enum(['open', 'settled', 'rolled_back']),
  started_at: isoDateTime,
  /** When its win was booked; null while open. */
  settled_at: isoDateTime.nullable(),
});
export type StaffGameRound = z.infer<typeof staffGameRoundSchema>;
export const staffGameRoundsResponse = staffListEnvelope(staffGameRoundSchema);

/** A change of one of the player's responsible-gaming limits (decision 24). */
export const staffLimitChangeSchema = z.object({
  id: z.number().int(),
  field: z.enum(LIMIT_FIELDS),
  /**
   * The limit before and the one asked for: major units of the player's currency, minutes for
   * `max_daily_playing_time`; null means no limit.
   */
  previous: z.number().nullable(),
  value: z.number().nullable(),
  /** `applied` at once, `pending` until confirmed, `confirmed` or `deleted`. */
  status: z.string(),
  /** When the player asked for it. */
  requested_at: isoDateTime,
  /** When it took or takes effect; null for a change deleted before it did. */
  effective_at: isoDateTime.nullable(),
  /** When a waiting change was confirmed or deleted. */
  settled_at: isoDateTime.nullable(),
});
export type StaffLimitChange = z.infer<typeof staffLimitChangeSchema>;
export const staffLimitChangesResponse = staffListEnvelope(staffLimitChangeSchema);
