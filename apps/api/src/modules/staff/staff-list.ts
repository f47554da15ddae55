import type { StaffListQuery } from '@prime/contract';

/**
 * One page of a list the services answer whole (queues of a few hundred rows at most), sorted
 * by a field of its rows (`id` when the field is unknown): react-admin's `{ data, meta }`.
 */
export const pageOf = <Row extends { id: number }>(
  rows: Row[],
  query: StaffListQuery,
): { data: Row[]; meta: { total: number } } => {
  const field = (query.sort && rows[0] && query.sort in rows[0] ? query.sort : 'id') as keyof Row;
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (left === right) return (a.id - b.id) * direction;
    if (left === null || left === undefined) return 1;
    if (right === null || right === undefined) return -1;
    return (left < right ? -1 : 1) * direction;
  });
  const start = (query.page - 1) * query.per_page;
  return { data: sorted.slice(start, start + query.per_page), meta: { total: rows.length } };
};

/** `status` filter of a queue: its default when absent, every status for `all`. */
export const statusesOf = (status: string | undefined, fallback: string[]): string[] | null =>
  status === 'all' ? null : status ? [status] : fallback;
