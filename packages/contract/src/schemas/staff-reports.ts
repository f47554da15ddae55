import * as z from '../zod';
import { refineReportRange } from './reports';

/**
 * The back office's house reports (`/v1/staff/reports/*`, permission `reports.read`). Days are
 * UTC, `to` inclusive; money in major units, one row per currency (amounts of two currencies
 * are never added).
 */
export const staffReportQuery = z
  .object({ from: z.string(), to: z.string() })
  .superRefine(refineReportRange);
export type StaffReportQuery = z.infer<typeof staffReportQuery>;

/** Bets and wins of one day, provider or game in one currency. */
export const staffGgrRowSchema = z.object({
  /** `2026-05-01`, a provider's name or a game's name. */
  key: z.string(),
  /** The provider's or game's id; null for a day. */
  id: z.number().int().nullable(),
  /** The provider of a game row. */
  provider: z.string().nullable(),
  currency: z.string(),
  bets_count: z.number().int(),
  /** Real money staked. */
  bets: z.number(),
  /** Real money won. */
  wins: z.number(),
  bonus_bets: z.number(),
  bonus_wins: z.number(),
  /** Gross gaming revenue: real bets minus real wins (bonus money is not revenue). */
  ggr: z.number(),
});
export type StaffGgrRow = z.infer<typeof staffGgrRowSchema>;

export const staffGgrReportResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    by_day: z.array(staffGgrRowSchema),
    by_provider: z.array(staffGgrRowSchema),
    by_game: z.array(staffGgrRowSchema),
  }),
});
export type StaffGgrReport = z.infer<typeof staffGgrReportResponse>['data'];

/** Settled deposits and withdrawals of one day in one currency. */
export const staffCashierDaySchema = z.object({
  day: z.string(),
  currency: z.string(),
  deposits_count: z.number().int(),
  deposits: z.number(),
  withdrawals_count: z.number().int(),
  withdrawals: z.number(),
  /** Deposits minus withdrawals. */
  net: z.number(),
});
export type StaffCashierDay = z.infer<typeof staffCashierDaySchema>;

export const staffCashierReportResponse = z.object({
  data: z.object({ from: z.string(), to: z.string(), days: z.array(staffCashierDaySchema) }),
});
export type StaffCashierReport = z.infer<typeof staffCashierReportResponse>['data'];
