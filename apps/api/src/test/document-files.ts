import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files of each kind for the upload tests, made as the test runs (no binary fixtures):
 * pictures by sharp, PDFs by hand with a correct cross-reference table.
 */

/** A PNG of a plain colour. */
export const makePng = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels (a
 * decompression bomb's shape): its image data is one row of zeros.
 */
export const makePngDeclaring = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Text the EXIF of `makeJpegWithExif` carries, to look for in what is stored. */
export const EXIF_MARKER = 'Taken-at-Home-Street-7';

/** A JPEG whose EXIF names an owner, a description and a camera, as a phone's photo would. */
export const makeJpegWithExif = async (): Promise<Buffer> =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#d53a3a' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jane Player', ImageDescription: EXIF_MARKER, Make: 'PhoneMaker' },
    })
    .toBuffer();

/** `bytes` with zeros appended up to exactly `size` bytes. */
export const padTo = (bytes: Buffer, size: number): Buffer =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

/**
 * A one-page PDF with a correct cross-reference table; `catalogExtra` is added to the document
 * catalog's dictionary (e.g. an action that runs a script), and `more` are objects 5, 6, ...
 */
export const makePdf = (catalogExtra = '', more: string[] = []): Buffer => {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    '<< /Length 35 >>\nstream\nBT /F1 12 Tf 20 100 Td (ID) Tj ET\nendstream',
    ...more,
  ];
  let body = '%PDF-1.5\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** ASCII85 as PDF writes it (`z` for four zeros, `~>` at the end). */
const ascii85 = (bytes: Buffer): string => {
  let out = '';
  for (let index = 0; index < bytes.length; index += 4) {
    const chunk = Buffer.alloc(4);
    bytes.copy(chunk, 0, index, index + 4);
    const count = Math.min(4, bytes.length - index);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return `${out}~>`;
};

/** The filters an object stream of `objectStream` can be written with. */
export const OBJECT_STREAM_FILTERS = {
  FlateDecode: (data: Buffer) => deflateSync(data),
  ASCIIHexDecode: (data: Buffer) => Buffer.from(`${data.toString('hex')}>`, 'latin1'),
  ASCII85Decode: (data: Buffer) => Buffer.from(ascii85(data), 'latin1'),
} as const;

/**
 * An object stream (`/Type /ObjStm`) holding `objects` by number, encoded with `filters` in the
 * order a reader decodes them; `dictionaryExtra` is added to its dictionary, and `filterNames`
 * names the filters in it (the same by default).
 */
export const objectStream = (
  objects: Record<number, string>,
  filters: (keyof typeof OBJECT_STREAM_FILTERS)[],
  options: { filterNames?: string[]; dictionaryExtra?: string; type?: boolean } = {},
): string => {
  let header = '';
  let body = '';
  for (const [id, object] of Object.entries(objects)) {
    header += `${id} ${body.length} `;
    body += `${object}\n`;
  }
  let data = Buffer.from(header + body, 'latin1');
  for (const filter of [...filters].reverse()) data = OBJECT_STREAM_FILTERS[filter](data);
  const names = (options.filterNames ?? filters).map((name) => `/${name}`).join(' ');
  return [
    `<< ${options.type === false ? '' : '/Type /ObjStm '}/N ${Object.keys(objects).length}`,
    `/First ${header.length} /Filter [${names}] /Length ${data.length} ${options.dictionaryExtra ?? ''}>>`,
    `stream\n${data.toString('latin1')}\nendstream`,
  ].join(' ');
};
