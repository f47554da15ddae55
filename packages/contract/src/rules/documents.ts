import { parseIsoDate } from './identity';

/**
 * The player's documents (spec 02 §2 Documents, §5 Documents), as plain values and rules the
 * site and the API share. The API checks every rule again, and what only it can check: the
 * file's content, the account's status.
 */

/** The identity documents, shown as tabs of the Identification group; passport first chosen. */
export const IDENTITY_DOCUMENT_TYPES = ['id_card', 'passport', 'driver_license'] as const;
/** The other documents, each a part of the accordion of its own. */
export const OTHER_DOCUMENT_TYPES = [
  'proof_of_address',
  'payment_method',
  'source_of_funds',
  'other',
] as const;
export const DOCUMENT_TYPES = [...IDENTITY_DOCUMENT_TYPES, ...OTHER_DOCUMENT_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

/** The identity tab open at first. */
export const DEFAULT_IDENTITY_DOCUMENT: IdentityDocumentType = 'passport';

/** Documents with a back side, which must be uploaded with the front. */
export const TWO_SIDED_DOCUMENT_TYPES: readonly DocumentType[] = ['id_card', 'driver_license'];

/** A document's review: waiting for the operator, then verified or refused with a reason. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The sides of a document, each one file. */
export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** The largest file accepted, in bytes (spec 02 §9). */
export const DOCUMENT_MAX_BYTES = 2_000_000;
/** The file name extensions accepted; the content must be of the same kind. */
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** What each extension's content is, as its media type. */
export const DOCUMENT_MEDIA_TYPES: Record<DocumentExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};
/** The file input's `accept`: the extensions and their media types. */
export const DOCUMENT_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
/** The longest file name accepted. */
export const DOCUMENT_FILE_NAME_MAX = 100;
/** The longest document number (idn) accepted. */
export const DOCUMENT_IDN_MAX = 50;
/** Uploads one player may make in a UTC day, so a script cannot fill the disk. */
export const DOCUMENT_UPLOADS_PER_DAY = 20;

/** Letters (of any alphabet), digits, `_`, `.` and `-`: no path, no space, no control. */
const FILE_NAME = /^[\p{L}\p{N}_.-]+$/u;
/** A document number: letters, digits, spaces, `/` and `-`, as printed on documents. */
const IDN = /^[\p{L}\p{N}][\p{L}\p{N} /-]*$/u;

export type DocumentRuleKey =
  | 'file_required'
  | 'file_name'
  | 'file_extension'
  | 'file_too_large'
  | 'file_empty'
  | 'back_required'
  | 'back_not_expected'
  | 'idn_required'
  | 'idn_invalid'
  | 'expiry_required'
  | 'expiry_invalid'
  | 'expiry_too_soon'
  | 'content_mismatch'
  | 'image_unreadable'
  | 'pdf_invalid'
  | 'pdf_active_content';

/** The English text of each rule, which the API answers in a 422 (the site translates keys). */
export const DOCUMENT_RULE_MESSAGES: Record<DocumentRuleKey, string> = {
  file_required: 'Please choose a file.',
  file_name: 'The file name may contain only letters, digits, "_", "." and "-".',
  file_extension: 'Only png, jpg, jpeg and pdf files are accepted.',
  file_too_large: 'The file is larger than 2,000,000 bytes.',
  file_empty: 'The file is empty.',
  back_required: 'Please upload the back side of this document too.',
  back_not_expected: 'This document has no back side.',
  idn_required: 'Please enter the number of the document.',
  idn_invalid: 'The document number may contain letters, digits, spaces, "/" and "-".',
  expiry_required: 'Please enter the expiry date of the document.',
  expiry_invalid: 'Please enter a real date.',
  expiry_too_soon: 'The document must be valid at least until tomorrow.',
  // Only the API reads a file's content; the site translates these answers by their text.
  content_mismatch: 'The file’s content is not of the kind its name says (png, jpg, jpeg or pdf).',
  image_unreadable: 'The picture could not be read. Please take it again.',
  pdf_invalid: 'The file is not a valid PDF document.',
  pdf_active_content: 'PDF files with scripts, attachments or actions are not accepted.',
};

export const isIdentityDocument = (type: DocumentType): type is IdentityDocumentType =>
  (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(type);

export const hasBackSide = (type: DocumentType): boolean => TWO_SIDED_DOCUMENT_TYPES.includes(type);

/** The extension of a file name, lower case, or undefined when it has none. */
export const extensionOf = (name: string): string | undefined => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : undefined;
};

/** The accepted extension of a file name, or undefined when it is not one of them. */
export const documentExtensionOf = (name: string): DocumentExtension | undefined => {
  const extension = extensionOf(name);
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as DocumentExtension)
    : undefined;
};

/** What is wrong with a file by its name and size; the API also checks its content. */
export const documentFileError = (file: { name: string; size: number }): DocumentRuleKey | null => {
  if (
    file.name.length === 0 ||
    file.name.length > DOCUMENT_FILE_NAME_MAX ||
    !FILE_NAME.test(file.name)
  )
    return 'file_name';
  if (!documentExtensionOf(file.name)) return 'file_extension';
  if (file.size === 0) return 'file_empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'file_too_large';
  return null;
};

/** What is wrong with the document number of a document of `type`; only identity ones need it. */
export const documentIdnError = (type: DocumentType, idn: string): DocumentRuleKey | null => {
  const text = idn.trim();
  if (text === '') return isIdentityDocument(type) ? 'idn_required' : null;
  return text.length <= DOCUMENT_IDN_MAX && IDN.test(text) ? null : 'idn_invalid';
};

/** The first UTC day a document may expire on: tomorrow. */
export const earliestExpiry = (now: Date): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
    .toISOString()
    .slice(0, 10);

/**
 * What is wrong with a document's expiry date (`YYYY-MM-DD`): identity documents need one, and
 * any given must be at least tomorrow (UTC).
 */
export const documentExpiryError = (
  type: DocumentType,
  expiresAt: string,
  now: Date,
): DocumentRuleKey | null => {
  if (expiresAt === '') return isIdentityDocument(type) ? 'expiry_required' : null;
  if (!parseIsoDate(expiresAt)) return 'expiry_invalid';
  return expiresAt < earliestExpiry(now) ? 'expiry_too_soon' : null;
};

/** Whether the back side is missing, or given where the document has none. */
export const documentBackError = (type: DocumentType, hasBack: boolean): DocumentRuleKey | null =>
  hasBackSide(type) ? (hasBack ? null : 'back_required') : hasBack ? 'back_not_expected' : null;
