import type { StaffAuditQuery, StaffAuditRow, StaffAuditVerify } from '@prime/contract';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import type { AuditRepository, AuditRow } from './audit.repository';

/** The `prev_hash` of the first row. */
export const AUDIT_GENESIS = '0'.repeat(64);
const VERIFY_BATCH = 1_000;

/** JSON with object keys sorted at every depth, so one row has exactly one text. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** sha256(prev_hash || canonical JSON of the row's facts). */
export const hashOfRow = (row: Omit<AuditRow, 'hash'>): string =>
  sha256(
    row.prevHash +
      canonicalJson({
        id: row.id,
        at: row.at.toISOString(),
        staff: row.staff,
        action: row.action,
        target: row.target,
        details: row.details,
        ip: row.ip,
      }),
  );

export type AuditEntry = {
  staff: string;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

const toView = (row: AuditRow): StaffAuditRow => ({
  id: row.id,
  at: row.at.toISOString(),
  staff: row.staff,
  action: row.action,
  target: row.target,
  details: row.details,
  ip: row.ip,
  prev_hash: row.prevHash,
  hash: row.hash,
});

/**
 * The staff audit log (decision 33): append-only in the database (a trigger refuses changes)
 * and hash-chained, so a changed or removed row breaks the chain at that row.
 */
export const createAuditService = (repository: AuditRepository) => ({
  /**
   * Appends one row after the chain's head, in `tx` when given: the action's own transaction,
   * as its last step, so the chain's lock is held only while that transaction commits.
   */
  append: (entry: AuditEntry, tx?: Db): Promise<void> =>
    repository.withHead(async (inner, head) => {
      // JSON round trip: the hash is of what jsonb gives back (no undefined, no bigint).
      const details = JSON.parse(JSON.stringify(entry.details ?? {})) as Record<string, unknown>;
      const row = {
        id: (head?.id ?? 0) + 1,
        at: new Date(),
        staff: entry.staff,
        action: entry.action,
        target: entry.target ?? null,
        details,
        ip: entry.ip ?? null,
        prevHash: head?.hash ?? AUDIT_GENESIS,
      };
      await repository.insert(inner, { ...row, hash: hashOfRow(row) });
    }, tx),

  /** Runs `work` in one new transaction (a staff action joining several services' writes). */
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => repository.transaction(work),

  list: async (query: StaffAuditQuery) => {
    const { rows, total } = await repository.list(
      {
        ...(query.staff ? { staff: query.staff } : {}),
        ...(query.action ? { action: query.action } : {}),
        ...(query.from ? { from: new Date(query.from) } : {}),
        ...(query.to ? { to: new Date(query.to) } : {}),
      },
      {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
        ...(query.sort ? { sort: query.sort } : {}),
        order: query.order,
      },
    );
    return { data: rows.map(toView), meta: { total } };
  },

  /**
   * Walks the chain from its first row: each row must follow the previous one's id, name its
   * hash, and hash to its own. Answers the first row that does not.
   */
  verify: async (): Promise<StaffAuditVerify> => {
    let previous: AuditRow | undefined;
    let rows = 0;
    for (;;) {
      const batch = await repository.batchAfter(previous?.id ?? 0, VERIFY_BATCH);
      for (const row of batch) {
        const isLinked =
          row.id === (previous?.id ?? 0) + 1 && row.prevHash === (previous?.hash ?? AUDIT_GENESIS);
        if (!isLinked || hashOfRow(row) !== row.hash)
          return { ok: false, rows: rows + 1, first_bad_id: row.id };
        rows += 1;
        previous = row;
      }
      if (batch.length < VERIFY_BATCH) return { ok: true, rows, first_bad_id: null };
    }
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
