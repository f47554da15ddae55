import { inflateSync } from 'node:zlib';
import {
  DOCUMENT_MAX_BYTES,
  documentExtensionOf,
  documentFileError,
  type DocumentRuleKey,
} from '@prime/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

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

/** Names of a PDF dictionary that run something, attach files or send data. */
const ACTIVE_PDF_NAME =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![A-Za-z0-9])/;

/** `/J#61vaScript` is `/JavaScript`: a name's `#xx` escapes decoded before it is read. */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

/** The contents of the compressed object streams, where dictionaries may hide. */
const objectStreams = (bytes: Buffer, text: string): string[] => {
  const found: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const dictionary = text.slice(Math.max(0, match.index - 1_024), match.index);
    const start = dictionary.lastIndexOf('obj');
    const own = start >= 0 ? dictionary.slice(start) : dictionary;
    if (!/\/ObjStm/.test(own) || !/\/FlateDecode/.test(own)) continue;
    const begin = match.index + match[0].length;
    const end = text.indexOf('endstream', begin);
    if (end < 0) continue;
    try {
      found.push(
        inflateSync(bytes.subarray(begin, end), {
          maxOutputLength: DOCUMENT_MAX_BYTES * 10,
        }).toString('latin1'),
      );
    } catch {
      // A stream that does not inflate hides nothing a reader would show either.
    }
  }
  return found;
};

/**
 * A PDF, and one without active content: the header at the first byte, a cross-reference the
 * last `startxref` points to, `%%EOF` at the end, and no script, launch, attachment or form
 * submission, in plain dictionaries or in compressed object streams. PDFs are stored as sent.
 */
const pdfError = (bytes: Buffer): DocumentRuleKey | null => {
  const text = bytes.toString('latin1');
  if (!/^%PDF-(1\.[0-7]|2\.0)/.test(text)) return 'pdf_invalid';
  const tail = text.slice(-1_024);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) return 'pdf_invalid';
  const offset = Number(startxref[1]);
  if (offset <= 0 || offset >= bytes.length) return 'pdf_invalid';
  const at = text.slice(offset, offset + 64);
  if (!/^(xref|\d+\s+\d+\s+obj)/.test(at)) return 'pdf_invalid';
  for (const part of [text, ...objectStreams(bytes, text)])
    if (ACTIVE_PDF_NAME.test(decodeNames(part))) return 'pdf_active_content';
  return null;
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
