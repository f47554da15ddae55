import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../players/players.tables';

/**
 * A document a player uploaded (spec 02 §3 Document) and its review: `pending` until an operator
 * approves or rejects it, with who and why. A review is final; a new upload is a new document.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** A type of DOCUMENT_TYPES. */
    type: varchar('type', { length: 24 }).notNull(),
    /** The number printed on the document (identity documents). */
    idn: text('idn'),
    expiresAt: date('expires_at'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The operator's reason, shown to the player when the document is rejected. */
    reviewReason: text('review_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('documents_player').on(table.playerId, table.createdAt),
    index('documents_pending')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * One stored file of a document. Its id is random and the file is stored outside the web root
 * under another random name (`storage_key`), so neither can be guessed; the player's original
 * file name is kept only as a record.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    /** `front` or `back`. */
    side: varchar('side', { length: 8 }).notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: varchar('mime_type', { length: 32 }).notNull(),
    /** Bytes of the stored file (an image as re-encoded). */
    byteSize: integer('byte_size').notNull(),
    /** SHA-256 of the stored file, hex: proof that it was not changed since. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('document_files_document').on(table.documentId),
    uniqueIndex('document_files_storage_key').on(table.storageKey),
  ],
);

/**
 * The uploads each player tried on a UTC day, refused ones included: the daily limit counts
 * tries, so an upload the checks refuse (after reading and decoding it) cannot be repeated
 * without end.
 */
export const documentUploadTries = pgTable(
  'document_upload_tries',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    day: date('day').notNull(),
    tries: integer('tries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);
