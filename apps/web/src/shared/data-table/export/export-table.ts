import type { TableData } from '../table-data';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

const TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
};

/** The file's bytes; each writer is its own chunk, fetched on the first click. */
const write = async (format: ExportFormat, table: TableData): Promise<BlobPart> => {
  if (format === 'xlsx') return (await import('./xlsx')).toXlsx(table) as Uint8Array<ArrayBuffer>;
  if (format === 'pdf') return (await import('./pdf')).toPdf(table) as Uint8Array<ArrayBuffer>;
  return (await import('./csv')).toCsv(table);
};

/** Writes the table in the format and hands the file to the browser as a download. */
export const downloadTable = async (
  format: ExportFormat,
  table: TableData,
  baseName: string,
): Promise<void> => {
  const blob = new Blob([await write(format, table)], { type: TYPES[format] });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${baseName}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** Puts the table on the clipboard as tab-separated lines (pastes as cells). */
export const copyTable = async (table: TableData): Promise<void> => {
  const { toTsv } = await import('./csv');
  await navigator.clipboard.writeText(toTsv(table));
};
