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
 * Whether the picture's header can be read and declares at most MAX_INPUT_PIXELS: read from
 * the header alone, before anything is decoded.
 */
const hasReadableSize = async (bytes: Buffer): Promise<boolean> => {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width > 0 && height > 0 && width * height <= MAX_INPUT_PIXELS;
  } catch {
    return false;
  }
};

/** A file whose cheap checks passed; pictures are still as sent. */
export type InspectedFile =
  | { kind: 'pdf'; file: PreparedFile }
  | { kind: 'picture'; as: 'png' | 'jpg'; bytes: Buffer; originalName: string };

/**
 * Checks one uploaded file (spec 02 §5 Documents) without decoding a picture: its name and
 * size, its content by its magic bytes (`file-type`) against its extension, a picture's size
 * from its header, and a PDF to be one without active content. Answers the broken rule.
 */
export const inspectFile = async (file: IncomingFile): Promise<InspectedFile | DocumentRuleKey> => {
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
        kind: 'pdf',
        file: {
          extension: 'pdf',
          mimeType: 'application/pdf',
          bytes: file.bytes,
          originalName: file.name,
        },
      }
    );
  }
  if (!(await hasReadableSize(file.bytes))) return 'image_unreadable';
  return {
    kind: 'picture',
    as: extension === 'png' ? 'png' : 'jpg',
    bytes: file.bytes,
    originalName: file.name,
  };
};

/**
 * The copy to store of an inspected file: a picture re-encoded without its metadata (the
 * costly step, taken only once every check of the upload passed), a PDF as sent.
 */
export const prepareFile = async (
  inspected: InspectedFile,
): Promise<PreparedFile | DocumentRuleKey> => {
  if (inspected.kind === 'pdf') return inspected.file;
  const bytes = await reencode(inspected.bytes, inspected.as);
  if (!bytes) return 'image_unreadable';
  return {
    extension: inspected.as,
    mimeType: inspected.as === 'png' ? 'image/png' : 'image/jpeg',
    bytes,
    originalName: inspected.originalName,
  };
};
