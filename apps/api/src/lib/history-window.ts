import { dayStart, nextDay, type StaffPlayerHistoryQuery } from '@prime/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Which rows of a player's history a staff list shows: UTC days turned into instants
 * (`from` inclusive, `until` exclusive), the page as offset and limit, and the order.
 */
export type HistoryWindow = {
  from: Date | undefined;
  until: Date | undefined;
  offset: number;
  limit: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
};

/** A page of a history in react-admin's shape. */
export type HistoryPage<Row> = { data: Row[]; meta: { total: number } };

export const historyWindowOf = (query: StaffPlayerHistoryQuery): HistoryWindow => ({
  from: query.from === undefined ? undefined : dayStart(query.from),
  until: query.to === undefined ? undefined : dayStart(nextDay(query.to)),
  offset: (query.page - 1) * query.per_page,
  limit: query.per_page,
  sort: query.sort,
  order: query.order,
});

/** The range's conditions on an instant column; absent ends add nothing. */
export const rangeConditions = (column: SQL, window: HistoryWindow): SQL[] => [
  ...(window.from ? [sql`${column} >= ${window.from.toISOString()}::timestamptz`] : []),
  ...(window.until ? [sql`${column} < ${window.until.toISOString()}::timestamptz`] : []),
];

/**
 * `order by` of a list: the asked field when the list allows sorting by it, else `fallback`,
 * then `tieBreak` in the same direction so that pages never overlap.
 */
export const orderBy = (
  window: HistoryWindow,
  columns: Record<string, SQL>,
  fallback: string,
  tieBreak: SQL,
): SQL => {
  const column = (window.sort !== undefined && columns[window.sort]) || columns[fallback]!;
  const direction = window.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  return sql`order by ${column} ${direction} nulls last, ${tieBreak} ${direction}`;
};
