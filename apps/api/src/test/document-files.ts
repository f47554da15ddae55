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
 * catalog's dictionary (e.g. an action that runs a script).
 */
export const makePdf = (catalogExtra = ''): Buffer => {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    '<< /Length 35 >>\nstream\nBT /F1 12 Tf 20 100 Td (ID) Tj ET\nendstream',
  ];
  let body = '%PDF-1.4\n';
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
