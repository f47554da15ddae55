import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { copyTable, downloadTable, type ExportFormat } from './export/export-table';
import { displayOf, displayTable, rawTable, type Column } from './table-data';
import './data-table.css';

export type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Names the table for assistive technology and titles the exports. */
  caption: string;
  emptyText: string;
  /** Files are named `<exportName>-<YYYY-MM-DD>.<ext>`, the day the file is made (UTC). */
  exportName: string;
  /** Rows written after the table's rows in every export (totals). */
  exportFooter?: Row[];
};

/** Format names are the same in every language. */
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
  { format: 'pdf', label: 'PDF' },
];

/**
 * A table with a sticky header, an empty state and an export toolbar: Excel, CSV, PDF and
 * Copy (tab-separated, pastes as cells). The writers load on the first click.
 */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  caption,
  emptyText,
  exportName,
  exportFooter = [],
}: DataTableProps<Row>) => {
  const { t } = useTranslation('dataTable');
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const day = new Date().toISOString().slice(0, 10);
  const all = [...rows, ...exportFooter];

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      setStatus({ text: done, isError: false });
    } catch {
      setStatus({ text: t('export_failed'), isError: true });
    } finally {
      setBusy(false);
    }
  };

  const handleExport = (format: ExportFormat) =>
    run(
      () =>
        downloadTable(
          format,
          (format === 'pdf' ? displayTable : rawTable)(caption, columns, all),
          `${exportName}-${day}`,
        ),
      t('exported'),
    );
  const handleCopy = () => run(() => copyTable(rawTable(caption, columns, all)), t('copied'));

  return (
    <div className="data-table">
      <div className="data-table__toolbar" role="toolbar" aria-label={t('export_label')}>
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button--ghost button--small"
            disabled={busy || rows.length === 0}
            onClick={() => void handleExport(format)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy || rows.length === 0}
          onClick={() => void handleCopy()}
        >
          {t('copy')}
        </button>
        <p className={`form-message${status?.isError ? ' form-message--error' : ''}`} role="status">
          {status?.text}
        </p>
      </div>
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'data-table__number' : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="data-table__empty" colSpan={columns.length}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.numeric ? 'data-table__number' : undefined}
                    >
                      {displayOf(column, row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
};
