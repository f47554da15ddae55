import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerNameRead } from '../players/players.service';
import { documentFiles, documents, documentUploadTries } from './documents.tables';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id'>;
export type NewDocumentFile = Omit<typeof documentFiles.$inferInsert, 'documentId'>;

/** A document with its files, front first. */
export type DocumentWithFiles = DocumentRow & { files: DocumentFileRow[] };

/** The players' documents and their files' records (the files themselves are in the store). */
export const createDocumentsRepository = (db: Db) => {
  const withFiles = async (rows: DocumentRow[], tx: Db = db): Promise<DocumentWithFiles[]> => {
    if (rows.length === 0) return [];
    const files = await tx
      .select()
      .from(documentFiles)
      .where(
        inArray(
          documentFiles.documentId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(desc(documentFiles.side), asc(documentFiles.createdAt));
    return rows.map((row) => ({
      ...row,
      files: files.filter((file) => file.documentId === row.id),
    }));
  };

  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** Records a document and its files; answers its id. */
    insert: async (tx: Db, document: NewDocument, files: NewDocumentFile[]): Promise<number> => {
      const [row] = await tx.insert(documents).values(document).returning({ id: documents.id });
      await tx
        .insert(documentFiles)
        .values(files.map((file) => ({ ...file, documentId: row!.id })));
      return row!.id;
    },

    /** The player's documents, newest first. */
    listOf: async (playerId: number): Promise<DocumentWithFiles[]> =>
      withFiles(
        await db
          .select()
          .from(documents)
          .where(eq(documents.playerId, playerId))
          .orderBy(desc(documents.createdAt), desc(documents.id)),
      ),

    /** One document of the player (of anyone without `playerId`). */
    findOne: async (
      id: number,
      options: { playerId?: number; tx?: Db } = {},
    ): Promise<DocumentWithFiles | undefined> => {
      const rows = await (options.tx ?? db)
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.id, id),
            options.playerId === undefined ? undefined : eq(documents.playerId, options.playerId),
          ),
        )
        .limit(1);
      return (await withFiles(rows, options.tx))[0];
    },

    /** A document locked until `tx` ends. */
    lock: async (tx: Db, id: number): Promise<DocumentRow | undefined> =>
      (await tx.select().from(documents).where(eq(documents.id, id)).limit(1).for('update'))[0],

    review: async (
      tx: Db,
      id: number,
      review: Pick<DocumentRow, 'status' | 'reviewReason' | 'reviewedBy' | 'reviewedAt'>,
    ): Promise<void> => {
      await tx.update(documents).set(review).where(eq(documents.id, id));
    },

    /** A stored file of the player's documents (of anyone's without `playerId`). */
    findFile: async (
      fileId: string,
      options: { playerId?: number } = {},
    ): Promise<DocumentFileRow | undefined> =>
      (
        await db
          .select({ file: documentFiles })
          .from(documentFiles)
          .innerJoin(documents, eq(documents.id, documentFiles.documentId))
          .where(
            and(
              eq(documentFiles.id, fileId),
              options.playerId === undefined ? undefined : eq(documents.playerId, options.playerId),
            ),
          )
          .limit(1)
      )[0]?.file,

    /** Counts one more upload tried by the player on `day` (YYYY-MM-DD); answers the day's tries. */
    countTry: async (playerId: number, day: string): Promise<number> =>
      (
        await db
          .insert(documentUploadTries)
          .values({ playerId, day, tries: 1 })
          .onConflictDoUpdate({
            target: [documentUploadTries.playerId, documentUploadTries.day],
            set: { tries: sql`${documentUploadTries.tries} + 1` },
          })
          .returning({ tries: documentUploadTries.tries })
      )[0]!.tries,

    /** The username of a player, for the operator's view. */
    usernameOf: async (playerId: number): Promise<string> =>
      (
        (await db.execute(playerNameRead(sql`${playerId}::int`))) as unknown as {
          rows: { username: string }[];
        }
      ).rows[0]?.username ?? '',

    /** Documents of one status (every one when null), oldest first (the staff's queue). */
    listByStatus: async (status: string | null, limit: number): Promise<DocumentWithFiles[]> =>
      withFiles(
        await db
          .select()
          .from(documents)
          .where(status === null ? undefined : eq(documents.status, status))
          .orderBy(asc(documents.createdAt), asc(documents.id))
          .limit(limit),
      ),

    /** Documents waiting for review, oldest first. */
    listPending: async (limit: number): Promise<DocumentWithFiles[]> =>
      withFiles(
        await db
          .select()
          .from(documents)
          .where(eq(documents.status, 'pending'))
          .orderBy(asc(documents.createdAt), asc(documents.id))
          .limit(limit),
      ),
  };
};

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
