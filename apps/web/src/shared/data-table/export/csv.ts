import type { Cell, TableData } from '../table-data';

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading
 * apostrophe; numbers are written as they are.
 */
const defuse = (cell: Cell): string => {
  if (typeof cell === 'number') return String(cell);
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
};

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
const field = (cell: Cell): string => {
  const text = defuse(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** CSV with CRLF line ends and a byte-order mark, so spreadsheets read it as UTF-8. */
export const toCsv = (table: TableData): string =>
  '\uFEFF' +
  [table.headers, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n') +
  '\r\n';

/** Tab-separated lines for the clipboard; tabs and line breaks inside a cell become spaces. */
export const toTsv = (table: TableData): string =>
  [table.headers, ...table.rows]
    .map((row) => row.map((cell) => String(cell).replace(/[\t\r\n]+/g, ' ')).join('\t'))
    .join('\n');
