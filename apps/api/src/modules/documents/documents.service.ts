import { createHash, randomUUID } from 'node:crypto';
import {
  DOCUMENT_RULE_MESSAGES,
  DOCUMENT_UPLOADS_PER_DAY,
  documentBackError,
  documentExpiryError,
  documentIdnError,
  documentUploadFields,
  type DocumentRuleKey,
  type DocumentSide,
  type DocumentStatus,
  type DocumentType,
  type OpsDocument,
  type PlayerDocument,
} from '@prime/contract';
import { AppError, type FieldErrors } from '../../lib/app-error';
import type { AuditHook } from '../../lib/audit-hook';
import type { PlayersService } from '../players/players.service';
import type { statusRefusal } from '../protection/protection.service';
import { inspectFile, prepareFile, type InspectedFile, type PreparedFile } from './document-files';
import type { DocumentStore } from './document-store';
import type { UploadRequest } from './document-upload';
import type {
  DocumentWithFiles,
  DocumentsRepository,
  NewDocumentFile,
} from './documents.repository';

/** What the player is told when an operator reviewed one of their documents. */
export type DocumentReviewNotice = {
  playerId: number;
  documentId: number;
  type: DocumentType;
  status: Exclude<DocumentStatus, 'pending'>;
  /** The operator's reason (shown to the player for a rejection). */
  reason: string;
};

export type DocumentsDeps = {
  repository: DocumentsRepository;
  store: DocumentStore;
  players: Pick<PlayersService, 'findLaunchPlayer'>;
  /** Player protection's reading of a status (an exclusion that ended counts as active). */
  statusRefusal: typeof statusRefusal;
  /** Tells the player of a review, once it is recorded. */
  tellPlayerOfReview: (notice: DocumentReviewNotice) => Promise<void>;
  /** A review was recorded but the player could not be told (it stays recorded). */
  onNoticeError?: (error: unknown) => void;
  /** The site's address, which a file's `full_url` starts with. */
  publicUrl: string;
  now?: () => Date;
};

/** The path of a file for its owner (the API under /v1), by the file's random id. */
export const documentFilePath = (fileId: string) => `/v1/me/documents/files/${fileId}`;

/** The path of a file for the operator API. */
export const opsDocumentFilePath = (fileId: string) => `/ops/documents/files/${fileId}`;

export type StoredFile = { bytes: Buffer; mimeType: string; name: string };

/** Who reviews a document and why; a staff member's audit row is written with the review. */
type Reviewer = { operator: string; reason: string; audit?: AuditHook };

/** The UTC day of `at`, YYYY-MM-DD. */
const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const ruleError = (errors: FieldErrors, field: string, key: DocumentRuleKey | null) => {
  if (key) (errors[field] ??= []).push(DOCUMENT_RULE_MESSAGES[key]);
};

/**
 * The players' documents (spec 02 §2, §5, §6 Documents): uploads checked by every rule and by
 * their content, stored outside the web root under random names, read back only by their owner
 * and the operator, and reviewed by the operator with a reason the player sees.
 */
export const createDocumentsService = (deps: DocumentsDeps) => {
  const { repository, store } = deps;
  const now = deps.now ?? (() => new Date());

  const viewOf = (document: DocumentWithFiles): PlayerDocument => ({
    id: document.id,
    type: document.type as DocumentType,
    idn: document.idn,
    expires_at: document.expiresAt,
    created_at: document.createdAt.toISOString(),
    status: document.status as DocumentStatus,
    is_verified: document.status === 'approved',
    rejection_reason: document.status === 'rejected' ? document.reviewReason : null,
    reviewed_at: document.reviewedAt?.toISOString() ?? null,
    media: document.files.map((file) => ({
      id: file.id,
      side: file.side as DocumentSide,
      mime_type: file.mimeType,
      full_url: `${deps.publicUrl}${documentFilePath(file.id)}`,
    })),
  });

  /** Every rule of the request, all broken ones at once; the files as they will be stored. */
  const check = async (upload: UploadRequest, at: Date) => {
    const fields = documentUploadFields.safeParse(upload.fields);
    if (!fields.success) {
      const errors: FieldErrors = {};
      for (const issue of fields.error.issues)
        (errors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
      throw new AppError('validation_failed', undefined, errors);
    }
    const { type } = fields.data;
    const idn = (fields.data.idn ?? '').trim();
    const expiresAt = fields.data.expires_at ?? '';
    const errors: FieldErrors = {};
    ruleError(errors, 'idn', documentIdnError(type, idn));
    ruleError(errors, 'expires_at', documentExpiryError(type, expiresAt, at));
    ruleError(errors, 'back_file', documentBackError(type, upload.files.back_file !== undefined));
    if (!upload.files.front_file) ruleError(errors, 'front_file', 'file_required');
    const inspected: { field: string; side: DocumentSide; file: InspectedFile }[] = [];
    for (const [field, side] of [
      ['front_file', 'front'],
      ['back_file', 'back'],
    ] as const) {
      const incoming = upload.files[field];
      if (!incoming || errors[field]) continue;
      const file = await inspectFile(incoming);
      if (typeof file === 'string') ruleError(errors, field, file);
      else inspected.push({ field, side, file });
    }
    // Pictures are decoded only for an upload that passed every other check.
    const prepared: { side: DocumentSide; file: PreparedFile }[] = [];
    if (Object.keys(errors).length === 0)
      for (const { field, side, file } of inspected) {
        const copy = await prepareFile(file);
        if (typeof copy === 'string') ruleError(errors, field, copy);
        else prepared.push({ side, file: copy });
      }
    if (Object.keys(errors).length > 0) throw new AppError('validation_failed', undefined, errors);
    return { type, idn: idn === '' ? null : idn, expiresAt: expiresAt || null, prepared };
  };

  /** Writes the files under new random names; if one fails, none is left behind. */
  const storeFiles = async (
    prepared: { side: DocumentSide; file: PreparedFile }[],
    at: Date,
  ): Promise<NewDocumentFile[]> => {
    const rows: NewDocumentFile[] = prepared.map(({ side, file }) => ({
      id: randomUUID(),
      side,
      storageKey: `${randomUUID()}.${file.extension}`,
      mimeType: file.mimeType,
      byteSize: file.bytes.length,
      sha256: sha256Of(file.bytes),
      originalName: file.originalName,
      createdAt: at,
    }));
    const written: string[] = [];
    try {
      for (const [index, row] of rows.entries()) {
        await store.put(row.storageKey, prepared[index]!.file.bytes);
        written.push(row.storageKey);
      }
    } catch (error) {
      await Promise.all(written.map((key) => store.remove(key)));
      throw error;
    }
    return rows;
  };

  const review = async (
    id: number,
    status: 'approved' | 'rejected',
    by: Reviewer,
  ): Promise<DocumentWithFiles> => {
    const at = now();
    const reviewed = await repository.transaction(async (tx) => {
      const document = await repository.lock(tx, id);
      if (!document) throw new AppError('not_found', 'No such document.');
      if (document.status !== 'pending') throw new AppError('document_already_reviewed');
      await repository.review(tx, id, {
        status,
        reviewReason: by.reason,
        reviewedBy: by.operator,
        reviewedAt: at,
      });
      const row = (await repository.findOne(id, { tx }))!;
      await by.audit?.(tx);
      return row;
    });
    await deps
      .tellPlayerOfReview({
        playerId: reviewed.playerId,
        documentId: reviewed.id,
        type: reviewed.type as DocumentType,
        status,
        reason: by.reason,
      })
      .catch((error: unknown) => deps.onNoticeError?.(error));
    return reviewed;
  };

  /** A stored file by its id, of the player's documents only when `playerId` is given. */
  const storedFile = async (fileId: string, playerId?: number): Promise<StoredFile> => {
    const file = await repository.findFile(fileId, playerId === undefined ? {} : { playerId });
    const bytes = file ? await store.read(file.storageKey) : undefined;
    if (!file || !bytes) throw new AppError('not_found');
    const extension = file.storageKey.slice(file.storageKey.lastIndexOf('.') + 1);
    return { bytes, mimeType: file.mimeType, name: `document-${file.side}.${extension}` };
  };

  /** A document as the operator reviews it: its player and its files' records. */
  const opsViewOf = async (document: DocumentWithFiles): Promise<OpsDocument> => {
    const view = viewOf(document);
    return {
      ...view,
      player_id: document.playerId,
      username: await repository.usernameOf(document.playerId),
      reviewed_by: document.reviewedBy,
      media: view.media.map((media, index) => ({
        ...media,
        ops_url: opsDocumentFilePath(media.id),
        byte_size: document.files[index]!.byteSize,
        sha256: document.files[index]!.sha256,
      })),
    };
  };

  return {
    /** GET me/all-documents: the player's documents, newest first. */
    list: async (playerId: number): Promise<PlayerDocument[]> =>
      (await repository.listOf(playerId)).map(viewOf),

    /**
     * POST me/documents: an active player's document with its files. Every rule is checked
     * before anything is kept; a refused upload leaves no row and no file.
     */
    upload: async (
      player: { skinId: number; playerId: number },
      upload: UploadRequest,
    ): Promise<PlayerDocument> => {
      const at = now();
      const standing = await deps.players.findLaunchPlayer(player.playerId);
      if (!standing || standing.skinId !== player.skinId) throw new AppError('unauthenticated');
      if (deps.statusRefusal(standing, at)) throw new AppError('account_not_active');
      // Counted before any check: a refused upload costs the reading of its files too.
      if ((await repository.countTry(player.playerId, utcDayOf(at))) > DOCUMENT_UPLOADS_PER_DAY)
        throw new AppError(
          'too_many_requests',
          `You can make at most ${DOCUMENT_UPLOADS_PER_DAY} uploads a day, refused ones included.`,
        );
      const document = await check(upload, at);
      const files = await storeFiles(document.prepared, at);
      try {
        const id = await repository.transaction((tx) =>
          repository.insert(
            tx,
            {
              playerId: player.playerId,
              type: document.type,
              idn: document.idn,
              expiresAt: document.expiresAt,
              status: 'pending',
              createdAt: at,
            },
            files,
          ),
        );
        return viewOf((await repository.findOne(id, { playerId: player.playerId }))!);
      } catch (error) {
        await Promise.all(files.map((file) => store.remove(file.storageKey)));
        throw error;
      }
    },

    /** A file of the player's own documents; another player's is as unknown as none. */
    readFile: (playerId: number, fileId: string): Promise<StoredFile> =>
      storedFile(fileId, playerId),

    /** The operator's read of any document file. */
    readFileForOperator: (fileId: string): Promise<StoredFile> => storedFile(fileId),

    /** Documents waiting for review, oldest first, as the operator sees them. */
    listPending: async () => Promise.all((await repository.listPending(200)).map(opsViewOf)),

    /** Documents of one status (all when null) as the operator sees them, oldest first. */
    listForOperator: async (status: string | null) =>
      Promise.all((await repository.listByStatus(status, 1_000)).map(opsViewOf)),

    /** One document of any player, as the operator sees it. */
    getForOperator: async (id: number) => {
      const document = await repository.findOne(id);
      if (!document) throw new AppError('not_found', 'No such document.');
      return opsViewOf(document);
    },

    /** The operator approves a pending document: the player sees it verified and is told. */
    approve: async (id: number, by: Reviewer) => opsViewOf(await review(id, 'approved', by)),

    /** The operator rejects a pending document with the reason the player reads. */
    reject: async (id: number, by: Reviewer) => opsViewOf(await review(id, 'rejected', by)),
  };
};

export type DocumentsService = ReturnType<typeof createDocumentsService>;
