import { toMajor, type LimitField, type StaffLimitChange } from '@prime/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  instantText,
  rangeConditions,
  readHistoryPage,
  type HistoryPage,
  type HistoryWindow,
} from '../../lib/history-window';

type ChangeRow = {
  id: number;
  field: LimitField;
  previous: string | null;
  value: string | null;
  status: string;
  created_at: string;
  activates_at: string | null;
  settled_at: string | null;
};

/** Minutes stay minutes; money limits are shown in major units. */
const shown = (field: LimitField, value: string | null): number | null =>
  value === null
    ? null
    : field === 'max_daily_playing_time'
      ? Number(value)
      : toMajor(BigInt(value));

/**
 * When a change took or takes effect: at once when applied, when the player confirmed a waiting
 * one, from `activates_at` while it waits, never when deleted.
 */
const effectiveAt = (row: ChangeRow): string | null => {
  if (row.status === 'applied') return row.created_at;
  if (row.status === 'confirmed') return row.settled_at;
  if (row.status === 'pending') return row.activates_at;
  return null;
};

/**
 * The record of a player's limit changes (`limit_changes`, written by every change since
 * decision 24), for the back office: the old and new value, when asked and when effective.
 */
export const createLimitHistory = (db: Db) => ({
  changes: (playerId: number, window: HistoryWindow): Promise<HistoryPage<StaffLimitChange>> =>
    readHistoryPage<ChangeRow, StaffLimitChange>(
      db,
      {
        from: sql`limit_changes l`,
        conditions: [sql`l.player_id = ${playerId}`, ...rangeConditions(sql`l.created_at`, window)],
        columns: sql`l.id, l.field, l.previous::text as previous, l.value::text as value, l.status,
          ${instantText(sql`l.created_at`)} as created_at,
          ${instantText(sql`l.activates_at`)} as activates_at,
          ${instantText(sql`l.settled_at`)} as settled_at`,
        sortable: {
          requested_at: sql`l.created_at`,
          id: sql`l.id`,
          field: sql`l.field`,
          status: sql`l.status`,
        },
        defaultSort: 'requested_at',
        tieBreak: sql`l.id`,
      },
      window,
      (rows) =>
        rows.map((row) => ({
          id: Number(row.id),
          field: row.field,
          previous: shown(row.field, row.previous),
          value: shown(row.field, row.value),
          status: row.status,
          requested_at: row.created_at,
          effective_at: effectiveAt(row),
          settled_at: row.settled_at,
        })),
    ),
});

export type LimitHistory = ReturnType<typeof createLimitHistory>;
