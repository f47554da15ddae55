import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageGroups, playerMessages } from './messages.tables';

export type MessageRow = typeof playerMessages.$inferSelect;
export type NewMessage = Omit<typeof playerMessages.$inferInsert, 'id' | 'readAt' | 'createdAt'>;
export type MessageGroupRow = typeof messageGroups.$inferSelect;

/** The players' messages and the groups of support; every read is of one player's own rows. */
export const createMessagesRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  /** Stores a message; undefined when its `dedupeKey` was stored for the player before. */
  insert: async (message: NewMessage, tx: Db = db): Promise<MessageRow | undefined> =>
    (
      await tx
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

  /**
   * What players wrote to support (`out` messages), open or closed or both, with the number of
   * staff replies each has; at most `limit`, oldest first.
   */
  supportRequests: async (
    status: 'open' | 'closed' | null,
    limit = 1_000,
  ): Promise<(MessageRow & { replies: number })[]> => {
    const replies = db
      .select({ replyToId: playerMessages.replyToId, n: count().as('n') })
      .from(playerMessages)
      .where(isNotNull(playerMessages.replyToId))
      .groupBy(playerMessages.replyToId)
      .as('replies');
    const rows = await db
      .select({ message: playerMessages, replies: replies.n })
      .from(playerMessages)
      .leftJoin(replies, eq(replies.replyToId, playerMessages.id))
      .where(
        and(
          eq(playerMessages.direction, 'out'),
          status === 'open'
            ? isNull(playerMessages.closedAt)
            : status === 'closed'
              ? isNotNull(playerMessages.closedAt)
              : undefined,
        ),
      )
      .orderBy(asc(playerMessages.createdAt), asc(playerMessages.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.message, replies: Number(row.replies ?? 0) }));
  },

  /** One support request (a player's `out` message) and the replies to it, oldest first. */
  supportThread: async (id: number): Promise<MessageRow[]> =>
    db
      .select()
      .from(playerMessages)
      .where(
        sql`(${playerMessages.id} = ${id} and ${playerMessages.direction} = 'out') or ${playerMessages.replyToId} = ${id}`,
      )
      .orderBy(asc(playerMessages.createdAt), asc(playerMessages.id)),

  /**
   * A support request (a player's `out` message) locked inside `tx` until it commits: a reply
   * stored meanwhile and a close of the request wait for each other. Undefined when none has the id.
   */
  lockSupportRequest: async (tx: Db, id: number): Promise<MessageRow | undefined> =>
    (
      await tx
        .select()
        .from(playerMessages)
        .where(and(eq(playerMessages.id, id), eq(playerMessages.direction, 'out')))
        .for('update')
    )[0],

  /** Closes an open support request; undefined when there is none open with the id. */
  closeSupportRequest: async (
    id: number,
    by: string,
    tx: Db = db,
  ): Promise<MessageRow | undefined> =>
    (
      await tx
        .update(playerMessages)
        .set({ closedAt: sql`now()`, closedBy: by })
        .where(
          and(
            eq(playerMessages.id, id),
            eq(playerMessages.direction, 'out'),
            isNull(playerMessages.closedAt),
          ),
        )
        .returning()
    )[0],

  groupCodes: async (ids: number[]): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: messageGroups.id, code: messageGroups.code })
      .from(messageGroups)
      .where(inArray(messageGroups.id, ids));
    return new Map(rows.map((row) => [row.id, row.code]));
  },

  groups: (): Promise<MessageGroupRow[]> =>
    db.select().from(messageGroups).orderBy(asc(messageGroups.position), asc(messageGroups.id)),

  group: async (id: number): Promise<MessageGroupRow | undefined> =>
    (await db.select().from(messageGroups).where(eq(messageGroups.id, id)))[0],
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
