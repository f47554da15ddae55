import {
  DOCUMENT_MAX_BYTES,
  documentExtensionOf,
  documentFileError,
  type DocumentRuleKey,
} from '@prime/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { pdfError } from './pdf-check';

// Pictures are decoded once and forgotten; libvips' cache would only hold players' documents.
sharp.cache(false);

/** A file as the request brought it, before any check. */
export type IncomingFile = {
  name: string;
  bytes: Buffer;
  /** The upload went past DOCUMENT_MAX_BYTES and was cut there. */
  truncated: boolean;
};

/** A file that passed every check, as it will be stored. */
export type PreparedFile = {
  extension: 'png' | 'jpg' | 'pdf';
  mimeType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  originalName: string;
};

/** A phone camera's picture is at most about 50 megapixels; more is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

/** What `file-type` finds in a file of each accepted extension. */
const CONTENT_OF = { png: ['png', 'apng'], jpg: ['jpg'], jpeg: ['jpg'], pdf: ['pdf'] } as const;

/**
 * Decodes the picture and encodes it again: only pixels go through, so EXIF (place, camera,
 * owner), comments and anything appended or hidden after the image data are left behind.
 * The orientation the camera recorded is applied first, so the picture still stands upright.
 */
const reencode = async (bytes: Buffer, as: 'png' | 'jpg'): Promise<Buffer | undefined> => {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    return as === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 90 }).toBuffer();
  } catch {
    return undefined;
  }
};

/**
 * Checks one uploaded file (spec 02 §5 Documents) and makes the copy to store: its name and
 * size, its content by its magic bytes (`file-type`) against its extension, then a picture is
 * re-encoded without its metadata and a PDF is checked to be one. Answers the broken rule.
 */
export const prepareFile = async (file: IncomingFile): Promise<PreparedFile | DocumentRuleKey> => {
  const named = documentFileError({
    name: file.name,
    size: file.truncated ? DOCUMENT_MAX_BYTES + 1 : file.bytes.length,
  });
  if (named) return named;
  const extension = documentExtensionOf(file.name)!;
  const content = (await fileTypeFromBuffer(file.bytes))?.ext;
  if (!content || !(CONTENT_OF[extension] as readonly string[]).includes(content))
    return 'content_mismatch';
  if (extension === 'pdf') {
    const error = pdfError(file.bytes);
    return (
      error ?? {
        extension: 'pdf',
        mimeType: 'application/pdf',
        bytes: file.bytes,
        originalName: file.name,
      }
    );
  }
  const as = extension === 'png' ? 'png' : 'jpg';
  const bytes = await reencode(file.bytes, as);
  if (!bytes) return 'image_unreadable';
  return {
    extension: as,
    mimeType: as === 'png' ? 'image/png' : 'image/jpeg',
    bytes,
    originalName: file.name,
  };
};
