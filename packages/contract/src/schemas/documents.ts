import * as z from '../zod';
import {
  DOCUMENT_IDN_MAX,
  DOCUMENT_SIDES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  DOCUMENT_RULE_MESSAGES,
} from '../rules/documents';
import { parseIsoDate } from '../rules/identity';
import { envelope, isoDateTime } from './common';

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

/** One uploaded file of a document, fetched with the player's session from `full_url`. */
export const documentMediaSchema = z.object({
  /** A random id: the file's address cannot be guessed, and only its owner may read it. */
  id: z.uuid(),
  side: z.enum(DOCUMENT_SIDES),
  /** `image/png`, `image/jpeg` or `application/pdf`. */
  mime_type: z.string(),
  /** GET it with the site's credentials and the owner's `user-token`. */
  full_url: z.string(),
});
export type DocumentMedia = z.infer<typeof documentMediaSchema>;

/** A document of spec 02 §3: what was uploaded and where its review stands. */
export const documentSchema = z.object({
  id: z.number().int(),
  type: documentTypeSchema,
  /** The number printed on the document; identity documents always have one. */
  idn: z.string().nullable(),
  /** `YYYY-MM-DD`, or null for a document that does not expire. */
  expires_at: z.string().nullable(),
  created_at: isoDateTime,
  /** Waiting for the operator, verified, or refused. */
  status: z.enum(DOCUMENT_STATUSES),
  /** True once the operator approved it. */
  is_verified: z.boolean(),
  /** Why the operator refused it; null otherwise. */
  rejection_reason: z.string().nullable(),
  reviewed_at: isoDateTime.nullable(),
  media: z.array(documentMediaSchema),
});
export type PlayerDocument = z.infer<typeof documentSchema>;

/** GET me/all-documents: every document of the player, newest first. */
export const documentsResponse = envelope(z.array(documentSchema));
/** POST me/documents answers the new document, waiting for its review. */
export const documentResponse = envelope(documentSchema);

/**
 * The text fields of POST me/documents (multipart/form-data, with the files `front_file` and,
 * for id_card and driver_license, `back_file`). Which of them a type needs, the expiry's
 * earliest day and the files themselves are checked by the documents rules.
 */
export const documentUploadFields = z.strictObject({
  type: documentTypeSchema,
  idn: z
    .string()
    .max(DOCUMENT_IDN_MAX * 2)
    .optional(),
  /** `YYYY-MM-DD`. */
  expires_at: z
    .string()
    .refine((value) => value === '' || parseIsoDate(value) !== null, {
      message: DOCUMENT_RULE_MESSAGES.expiry_invalid,
    })
    .optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

export const documentMediaParams = z.object({ media_id: z.uuid() });

/** A document as the operator reviews it: its player, its files (through the operator API). */
export const opsDocumentSchema = documentSchema.extend({
  player_id: z.number().int(),
  username: z.string(),
  /** Who reviewed it (the operator's name); null while it waits. */
  reviewed_by: z.string().nullable(),
  media: z.array(
    documentMediaSchema.extend({
      /** The operator API's path of the file (`x-ops-token`). */
      ops_url: z.string(),
      byte_size: z.number().int(),
      sha256: z.string(),
    }),
  ),
});
export type OpsDocument = z.infer<typeof opsDocumentSchema>;
export const opsDocumentsResponse = envelope(z.array(opsDocumentSchema));
export const opsDocumentResponse = envelope(opsDocumentSchema);
export const opsDocumentParams = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/** Approve or reject a document: the operator's name and the reason go with the review. */
export const opsDocumentReviewBody = z.strictObject({
  operator: z.string().trim().min(2).max(64),
  reason: z.string().trim().min(3).max(255),
});
export type OpsDocumentReviewBody = z.infer<typeof opsDocumentReviewBody>;
