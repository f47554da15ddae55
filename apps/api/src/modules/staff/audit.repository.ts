import { and, asc, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAudit } from './staff.tables';

export type AuditRow = typeof staffAudit.$inferSelect;

/** Namespace of the advisory lock that makes appends to the audit chain one at a time. */
const AUDIT_LOCK_NAMESPACE = 726_173_033;

export type AuditFilter = { staff?: string; action?: string; from?: Date; to?: Date };

const SORTABLE = {
  id: staffAudit.id,
  at: staffAudit.id,
  staff: staffAudit.staff,
  action: staffAudit.action,
};

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.staff ? sql`lower(${staffAudit.staff}) = ${filter.staff.toLowerCase()}` : undefined,
    filter.action ? eq(staffAudit.action, filter.action) : undefined,
    filter.from ? gte(staffAudit.at, filter.from) : undefined,
    filter.to ? lte(staffAudit.at, filter.to) : undefined,
  );

export const createAuditRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /**
   * Runs `task` with the chain's head (the last row) under the chain's lock, in `tx` when
   * given (the action's own transaction, which holds the lock until it ends) or in a new one.
   */
  withHead: async <T>(
    task: (tx: Db, head: AuditRow | undefined) => Promise<T>,
    tx?: Db,
  ): Promise<T> => {
    const run = async (inner: Db) => {
      await inner.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_NAMESPACE}::int, 0)`);
      const [head] = await inner.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
      return task(inner, head);
    };
    return tx ? run(tx) : db.transaction(async (inner) => run(inner as unknown as Db));
  },

  insert: async (tx: Db, row: AuditRow): Promise<void> => {
    await tx.insert(staffAudit).values(row);
  },

  list: async (
    filter: AuditFilter,
    page: { offset: number; limit: number; sort?: string; order: 'asc' | 'desc' },
  ): Promise<{ rows: AuditRow[]; total: number }> => {
    const column = SORTABLE[(page.sort ?? 'id') as keyof typeof SORTABLE] ?? staffAudit.id;
    const where = whereOf(filter);
    const rows = await db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(page.order === 'asc' ? asc(column) : desc(column), desc(staffAudit.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ total: count() }).from(staffAudit).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  /** Rows after `afterId` in id order, a batch at a time (the chain's verification). */
  batchAfter: (afterId: number, limit: number): Promise<AuditRow[]> =>
    db
      .select()
      .from(staffAudit)
      .where(gt(staffAudit.id, afterId))
      .orderBy(asc(staffAudit.id))
      .limit(limit),
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
