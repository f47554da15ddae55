import { dayStart, nextDay, type StaffPlayerHistoryQuery } from '@prime/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

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
export const rangeConditions = (
  column: SQL,
  window: { from?: Date | undefined; until?: Date | undefined },
): SQL[] => [
  ...(window.from ? [sql`${column} >= ${window.from.toISOString()}::timestamptz`] : []),
  ...(window.until ? [sql`${column} < ${window.until.toISOString()}::timestamptz`] : []),
];

/**
 * `order by` of a list: the asked field when the list allows sorting by it, else `fallback`,
 * then `tieBreak` in the same direction so that pages never overlap.
 */
const orderBy = (
  window: HistoryWindow,
  columns: Record<string, SQL>,
  fallback: string,
  tieBreak: SQL,
): SQL => {
  const column = (window.sort !== undefined && columns[window.sort]) || columns[fallback]!;
  const direction = window.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  return sql`order by ${column} ${direction} nulls last, ${tieBreak} ${direction}`;
};

/** An instant column as ISO 8601 text in UTC, to the millisecond. */
export const instantText = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One page of a history in react-admin's shape, read with the count of all its rows. `from`
 * names the rows the conditions read; `joins` only add columns to the page's rows, so the count
 * leaves them out. The page is sorted by the asked field of `sortable` (else `defaultSort`),
 * then by `tieBreak`; `shape` turns the page's rows into the list's.
 */
export const readHistoryPage = async <Row, Shown>(
  db: Db,
  list: {
    from: SQL;
    joins?: SQL;
    conditions: SQL[];
    columns: SQL;
    sortable: Record<string, SQL>;
    defaultSort: string;
    tieBreak: SQL;
  },
  window: HistoryWindow,
  shape: (rows: Row[]) => Shown[] | Promise<Shown[]>,
): Promise<HistoryPage<Shown>> => {
  const where = sql.join(list.conditions, sql` and `);
  const joins = list.joins ?? sql``;
  const order = orderBy(window, list.sortable, list.defaultSort, list.tieBreak);
  const [rows, [count]] = await Promise.all([
    db
      .execute(
        sql`select ${list.columns} from ${list.from} ${joins} where ${where} ${order} limit ${window.limit} offset ${window.offset}`,
      )
      .then(rowsOf<Row>),
    db
      .execute(sql`select count(*)::int as total from ${list.from} where ${where}`)
      .then(rowsOf<{ total: number }>),
  ]);
  return { data: await shape(rows), meta: { total: Number(count?.total ?? 0) } };
};
