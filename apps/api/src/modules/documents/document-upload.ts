import { DOCUMENT_MAX_BYTES } from '@prime/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { IncomingFile } from './document-files';

/** The file fields of POST me/documents. */
export const DOCUMENT_FILE_FIELDS = ['front_file', 'back_file'] as const;
export type DocumentFileField = (typeof DOCUMENT_FILE_FIELDS)[number];

/** A multipart upload as read: its text fields and its files, nothing checked yet. */
export type UploadRequest = {
  fields: Record<string, string>;
  files: Partial<Record<DocumentFileField, IncomingFile>>;
};

/**
 * What one upload may hold, so a request costs at most two files of DOCUMENT_MAX_BYTES in
 * memory: a longer file is cut there and refused by its rule, more parts than these answer 413.
 */
export const UPLOAD_OPTIONS = {
  limits: {
    fileSize: DOCUMENT_MAX_BYTES,
    files: DOCUMENT_FILE_FIELDS.length,
    fields: 6,
    fieldSize: 1_024,
    fieldNameSize: 64,
    parts: 8,
    headerPairs: 20,
  },
  // A file name is checked as sent: one with a path is refused rather than cut to its end.
  preservePath: true,
  throwFileSizeLimit: false,
};

const MALFORMED = 'The upload is not a well-formed multipart/form-data body.';

/** A refusal that already says what was wrong (too many parts, 413), as the API answers it. */
const isClientRefusal = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

const isFileField = (name: string): name is DocumentFileField =>
  (DOCUMENT_FILE_FIELDS as readonly string[]).includes(name);

/**
 * Reads POST me/documents (multipart/form-data) into memory within UPLOAD_OPTIONS. Another
 * content type is 415; a body that is not well-formed multipart is 400; a file under another
 * name, or a field or file given twice, is 422.
 */
export const readUpload = async (request: FastifyRequest): Promise<UploadRequest> => {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'Documents are uploaded as multipart/form-data.');
  const upload: UploadRequest = { fields: {}, files: {} };
  const errors: Record<string, string[]> = {};
  let parts = 0;
  try {
    for await (const part of request.parts(UPLOAD_OPTIONS)) {
      parts += 1;
      const name = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!isFileField(name)) errors[name] = ['Files are accepted as front_file and back_file.'];
        else if (upload.files[name]) errors[name] = ['One file per side.'];
        else upload.files[name] = { name: part.filename, bytes, truncated: part.file.truncated };
      } else if (Object.hasOwn(upload.fields, name) || isFileField(name)) {
        errors[name] = ['This field was given more than once, or is not a file.'];
      } else {
        upload.fields[name] = String(part.value);
      }
    }
  } catch (error) {
    if (isClientRefusal(error)) throw error;
    // The parser's own errors (no boundary, a body cut short, another boundary) carry no status.
    throw new AppError('bad_request', MALFORMED);
  }
  // Nothing read at all: a boundary that is empty or never met.
  if (parts === 0) throw new AppError('bad_request', MALFORMED);
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', undefined, errors);
  return upload;
};
