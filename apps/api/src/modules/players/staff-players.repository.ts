import { asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerNotes, players } from './players.tables';

export type StaffPlayerRow = typeof players.$inferSelect;

const SORTABLE = {
  id: players.id,
  username: players.username,
  email: players.email,
  status: players.status,
  created_at: players.createdAt,
};

/** Escapes `%`, `_` and `\` so a searched text matches only itself. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The staff's reads of any player (back office search and player page; decision 33). */
export const createStaffPlayersRepository = (db: Db) => ({
  transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

  search: async (query: {
    q?: string;
    offset: number;
    limit: number;
    sort?: string;
    order: 'asc' | 'desc';
  }): Promise<{ rows: StaffPlayerRow[]; total: number }> => {
    const q = query.q?.trim();
    let where: SQL | undefined;
    if (q) {
      const like = likeOf(q);
      where = or(
        /^\d{1,9}$/.test(q) ? eq(players.id, Number(q)) : undefined,
        ilike(players.username, like),
        ilike(players.email, like),
        ilike(players.mobile, likeOf(q.replace(/[\s+()-]/g, ''))),
      );
    }
    const column = SORTABLE[(query.sort ?? 'id') as keyof typeof SORTABLE] ?? players.id;
    const rows = await db
      .select()
      .from(players)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(players.id))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await db.select({ total: count() }).from(players).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  findById: async (id: number, tx: Db = db): Promise<StaffPlayerRow | undefined> =>
    (await tx.select().from(players).where(eq(players.id, id)).limit(1))[0],

  findByIds: async (ids: number[]): Promise<StaffPlayerRow[]> =>
    ids.length === 0 ? [] : db.select().from(players).where(inArray(players.id, ids)),

  usernamesOf: async (ids: number[]): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: players.id, username: players.username })
      .from(players)
      .where(inArray(players.id, ids));
    return new Map(rows.map((row) => [row.id, row.username]));
  },

  /** The players declared or flagged politically exposed (PEP) or beneficial owners (UBO). */
  flaggedIds: async (): Promise<number[]> =>
    (
      await db
        .select({ id: players.id })
        .from(players)
        .where(or(eq(players.isPep, true), eq(players.isUbo, true)))
    ).map((row) => row.id),

  /** Sets the PEP/UBO flags and keeps a note of who and why, in one transaction (`tx` if given). */
  setFlags: async (
    playerId: number,
    flags: { isPep?: boolean; isUbo?: boolean },
    note: { body: string; author: string },
    tx?: Db,
  ): Promise<void> => {
    const write = async (inner: Db) => {
      await inner.update(players).set(flags).where(eq(players.id, playerId));
      await inner.insert(playerNotes).values({ playerId, kind: 'aml_flags', ...note });
    };
    await (tx ? write(tx) : db.transaction(write));
  },

  addNote: async (
    note: { playerId: number; kind: string; body: string; author: string },
    tx: Db = db,
  ) => (await tx.insert(playerNotes).values(note).returning({ id: playerNotes.id }))[0]!.id,

  notesOf: (playerId: number) =>
    db
      .select()
      .from(playerNotes)
      .where(eq(playerNotes.playerId, playerId))
      .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id))
      .limit(200),
});

export type StaffPlayersRepository = ReturnType<typeof createStaffPlayersRepository>;
