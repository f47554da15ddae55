import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../lib/db-errors';
import { exclusionChanges } from './protection.tables';

export type ExclusionChangeRow = typeof exclusionChanges.$inferSelect;

/** The record of exclusions and of the requests to end one sooner (`exclusion_changes`). */
export const createExclusionRepository = (db: Db) => ({
  /** One transaction, run again if it loses a deadlock (it changes a player's standing). */
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    retryOnConflict(() => db.transaction(work)),

  record: async (
    tx: Db,
    values: Pick<
      typeof exclusionChanges.$inferInsert,
      'playerId' | 'kind' | 'status' | 'reason' | 'previousEnd' | 'end' | 'createdAt'
    >,
  ): Promise<ExclusionChangeRow> =>
    (await tx.insert(exclusionChanges).values(values).returning())[0]!,

  /** The player's request that waits for the operator, if any. */
  requestedOf: async (tx: Db, playerId: number): Promise<ExclusionChangeRow | undefined> =>
    (
      await tx
        .select()
        .from(exclusionChanges)
        .where(
          and(eq(exclusionChanges.playerId, playerId), eq(exclusionChanges.status, 'requested')),
        )
        .limit(1)
    )[0],

  /**
   * The player's requests, newest first; with `activeAfter`, only those still to come: waiting
   * for the operator, or granted and applying after that moment.
   */
  requestsOf: (playerId: number, activeAfter?: Date): Promise<ExclusionChangeRow[]> => {
    const requests = or(
      eq(exclusionChanges.status, 'requested'),
      eq(exclusionChanges.status, 'granted'),
      eq(exclusionChanges.status, 'refused'),
    );
    const toCome = activeAfter
      ? or(
          eq(exclusionChanges.status, 'requested'),
          and(
            eq(exclusionChanges.status, 'granted'),
            gt(exclusionChanges.activatesAt, activeAfter),
          ),
        )
      : requests;
    return db
      .select()
      .from(exclusionChanges)
      .where(and(eq(exclusionChanges.playerId, playerId), toCome))
      .orderBy(desc(exclusionChanges.id));
  },

  /** Every request that waits for the operator, oldest first. */
  listRequested: (): Promise<ExclusionChangeRow[]> =>
    db
      .select()
      .from(exclusionChanges)
      .where(eq(exclusionChanges.status, 'requested'))
      .orderBy(exclusionChanges.id),

  /** One request, locked until `tx` ends. */
  lock: async (tx: Db, id: number): Promise<ExclusionChangeRow | undefined> =>
    (await tx.select().from(exclusionChanges).where(eq(exclusionChanges.id, id)).for('update'))[0],

  answer: async (
    tx: Db,
    id: number,
    answer: Pick<
      typeof exclusionChanges.$inferInsert,
      'status' | 'answeredAt' | 'answeredBy' | 'answerReason' | 'activatesAt'
    >,
  ): Promise<ExclusionChangeRow> =>
    (
      await tx.update(exclusionChanges).set(answer).where(eq(exclusionChanges.id, id)).returning()
    )[0]!,
});

export type ExclusionRepository = ReturnType<typeof createExclusionRepository>;
