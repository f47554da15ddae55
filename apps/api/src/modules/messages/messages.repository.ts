import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageGroups, playerMessages } from './messages.tables';

export type MessageRow = typeof playerMessages.$inferSelect;
export type NewMessage = Omit<typeof playerMessages.$inferInsert, 'id' | 'readAt' | 'createdAt'>;
export type MessageGroupRow = typeof messageGroups.$inferSelect;

/** The players' messages and the groups of support; every read is of one player's own rows. */
export const createMessagesRepository = (db: Db) => ({
  /** Stores a message; undefined when its `dedupeKey` was stored for the player before. */
  insert: async (message: NewMessage): Promise<MessageRow | undefined> =>
    (
      await db
        .insert(playerMessages)
        .values(message)
        .onConflictDoNothing({
          target: [playerMessages.playerId, playerMessages.dedupeKey],
          where: sql`${playerMessages.dedupeKey} is not null`,
        })
        .returning()
    )[0],

  /** Stores one message per row in one statement, skipping a `dedupeKey` a player already has. */
  insertMany: async (messages: NewMessage[]): Promise<MessageRow[]> =>
    messages.length === 0
      ? []
      : db
          .insert(playerMessages)
          .values(messages)
          .onConflictDoNothing({
            target: [playerMessages.playerId, playerMessages.dedupeKey],
            where: sql`${playerMessages.dedupeKey} is not null`,
          })
          .returning(),

  /** A page of the player's messages of one direction, newest first, and how many match. */
  page: async (
    playerId: number,
    options: { direction: 'in' | 'out'; unread: boolean; limit: number; offset: number },
  ): Promise<{ rows: MessageRow[]; total: number; unread: number }> => {
    const mine = and(
      eq(playerMessages.playerId, playerId),
      eq(playerMessages.direction, options.direction),
    );
    const where = options.unread ? and(mine, isNull(playerMessages.readAt)) : mine;
    const [rows, [totals], [unread]] = await Promise.all([
      db
        .select()
        .from(playerMessages)
        .where(where)
        .orderBy(desc(playerMessages.createdAt), desc(playerMessages.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(playerMessages).where(where),
      db
        .select({ n: count() })
        .from(playerMessages)
        .where(
          and(
            eq(playerMessages.playerId, playerId),
            eq(playerMessages.direction, 'in'),
            isNull(playerMessages.readAt),
          ),
        ),
    ]);
    return { rows, total: totals?.n ?? 0, unread: unread?.n ?? 0 };
  },

  /** The player's oldest unread message, if any. */
  oldestUnread: async (playerId: number): Promise<MessageRow | undefined> =>
    (
      await db
        .select()
        .from(playerMessages)
        .where(
          and(
            eq(playerMessages.playerId, playerId),
            eq(playerMessages.direction, 'in'),
            isNull(playerMessages.readAt),
          ),
        )
        .orderBy(asc(playerMessages.createdAt), asc(playerMessages.id))
        .limit(1)
    )[0],

  /** One of the player's own messages, marked read (the first reading's time is kept). */
  read: async (playerId: number, id: number): Promise<MessageRow | undefined> =>
    (
      await db
        .update(playerMessages)
        .set({ readAt: sql`coalesce(${playerMessages.readAt}, now())` })
        .where(and(eq(playerMessages.id, id), eq(playerMessages.playerId, playerId)))
        .returning()
    )[0],

  groups: (): Promise<MessageGroupRow[]> =>
    db.select().from(messageGroups).orderBy(asc(messageGroups.position), asc(messageGroups.id)),

  group: async (id: number): Promise<MessageGroupRow | undefined> =>
    (await db.select().from(messageGroups).where(eq(messageGroups.id, id)))[0],
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
