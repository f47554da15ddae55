import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from './notifications.tables';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = Omit<typeof outbox.$inferInsert, 'id' | 'createdAt'>;

export const createNotificationsRepository = (db: Db) => ({
  insert: async (values: OutboxInsert): Promise<void> => {
    await db.insert(outbox).values(values);
  },

  /** The newest messages first. */
  latest: async (limit: number): Promise<OutboxRow[]> =>
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit),
});

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
