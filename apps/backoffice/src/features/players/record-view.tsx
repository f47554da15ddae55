import { formatValue, humanize } from '../../ui/format';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields as a definition list, each nested record as its own short list. */
export const FieldList = ({ record }: { record: Row }) => (
  <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
    {Object.entries(record).map(([name, value]) => (
      <div key={name}>
        <dt className="font-medium text-slate-700">{humanize(name)}</dt>
        <dd>{isRow(value) ? <FieldList record={value} /> : formatValue(value)}</dd>
      </div>
    ))}
  </dl>
);

/** Rows of a player's history as a table, their columns taken from the rows themselves. */
export const RowsTable = ({ rows, caption }: { rows: Row[]; caption: string }) => {
  if (rows.length === 0) return <p className="text-sm text-slate-600">None.</p>;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-semibold">
                {humanize(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id ?? index)} className="border-b border-slate-100 last:border-0">
              {columns.map((column) => (
                <td key={column} className="px-2 py-1.5 align-top">
                  {formatValue(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** A section's value, whatever its shape: rows, a record or a single value. */
export const SectionValue = ({ value, caption }: { value: unknown; caption: string }) => {
  if (Array.isArray(value)) return <RowsTable rows={value.filter(isRow)} caption={caption} />;
  if (isRow(value)) return <FieldList record={value} />;
  return <p className="text-sm">{formatValue(value)}</p>;
};
