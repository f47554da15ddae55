import type { TableData } from '../table-data';

/** A4 landscape, in points. */
const PAGE = { width: 842, height: 595, margin: 36 };
const FONT_SIZE = 9;
const TITLE_SIZE = 14;
const ROW_HEIGHT = 14;
/** Helvetica's mean glyph width as a share of the font size; truncation errs on the short side. */
const CHAR_WIDTH = 0.56;

/** Characters of Windows-1252 outside Latin-1, by their code there. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const isLatin1 = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);

/**
 * The text in the standard fonts' WinAnsi encoding: a letter outside it loses its accent
 * (`ř` -> `r`), odd spaces become spaces, anything else `?`.
 */
export const toWinAnsi = (text: string): string =>
  [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (isLatin1(code)) return char;
      const mapped = WIN_ANSI[char];
      if (mapped !== undefined) return String.fromCharCode(mapped);
      if (/\s/.test(char)) return ' ';
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return bare.length === 1 && isLatin1(bare.charCodeAt(0)) ? bare : '?';
    })
    .join('');

const literal = (text: string) => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

const fit = (text: string, width: number): string => {
  const max = Math.floor(width / (FONT_SIZE * CHAR_WIDTH));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 3))}...`;
};

/** Column widths in proportion to their longest text (capped), filling the page's width. */
const columnWidths = (table: TableData): number[] => {
  const lengths = table.headers.map((header, column) =>
    Math.min(
      40,
      Math.max(6, header.length, ...table.rows.map((row) => String(row[column] ?? '').length)),
    ),
  );
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const usable = PAGE.width - 2 * PAGE.margin;
  return lengths.map((length) => (usable * length) / total);
};

const text = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) =>
  `BT /${font} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${literal(toWinAnsi(value))} Tj ET`;

/**
 * A PDF 1.4 of the table: A4 landscape pages with the title, a bold header row, the rows, and
 * the page number; Helvetica (a standard font, nothing embedded). Cells that do not fit are cut
 * with `...`.
 */
export const toPdf = (table: TableData): Uint8Array => {
  const widths = columnWidths(table);
  const top = PAGE.height - PAGE.margin;
  const firstRowY = top - TITLE_SIZE - 2 * ROW_HEIGHT;
  const perPage = Math.max(1, Math.floor((firstRowY - PAGE.margin - ROW_HEIGHT) / ROW_HEIGHT));
  const pages: TableData['rows'][] = [];
  for (let start = 0; start === 0 || start < table.rows.length; start += perPage)
    pages.push(table.rows.slice(start, start + perPage));

  const rowText = (font: 'F1' | 'F2', cells: TableData['rows'][number], y: number) => {
    let x = PAGE.margin;
    return cells.map((cell, column) => {
      const width = widths[column] ?? 0;
      const drawn = text(font, FONT_SIZE, x, y, fit(String(cell), width - 4));
      x += width;
      return drawn;
    });
  };

  const streams = pages.map((rows, index) => {
    const headerY = top - TITLE_SIZE - ROW_HEIGHT;
    const lineY = headerY - 4;
    return [
      text('F2', TITLE_SIZE, PAGE.margin, top - TITLE_SIZE, table.title),
      ...rowText('F2', table.headers, headerY),
      `0.5 w ${PAGE.margin} ${lineY} m ${PAGE.width - PAGE.margin} ${lineY} l S`,
      ...rows.flatMap((row, line) => rowText('F1', row, firstRowY - line * ROW_HEIGHT)),
      text(
        'F1',
        8,
        PAGE.width - PAGE.margin - 40,
        PAGE.margin / 2,
        `${index + 1} / ${pages.length}`,
      ),
    ].join('\n');
  });

  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content each.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(toWinAnsi(table.title))} /Producer (Prime) >>`,
  ];
  streams.forEach((stream, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  // Every character is one byte (WinAnsi), so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
};
