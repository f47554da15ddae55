import { useListContext, type RaRecord } from 'ra-core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from './alert';
import { Button } from './button';
import { Field, Input, Select } from './field';
import { formatValue } from './format';

export type Column<T extends RaRecord = RaRecord> = {
  source: string;
  label: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
};

export type Filter = {
  source: string;
  label: string;
  type?: 'text' | 'date' | 'select';
  options?: { value: string; label: string }[];
};

export type ListViewProps<T extends RaRecord = RaRecord> = {
  /** Names the table for assistive technology. */
  caption: string;
  columns: Column<T>[];
  filters?: Filter[];
  /** The actions of one row, in its last cell. */
  rowActions?: (row: T) => ReactNode;
  /** A link from the first cell to the row's page. */
  rowLink?: (row: T) => string;
  empty?: string;
  /** Names the filter form and the paging; distinct when a page holds several lists. */
  filtersLabel?: string;
  pagesLabel?: string;
};

const FilterForm = ({ filters, label }: { filters: Filter[]; label: string }) => {
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(filters.map((f) => [f.source, String(filterValues[f.source] ?? '')])),
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
    setFilters(values, undefined, false);
  };
  const handleReset = () => {
    setDraft(Object.fromEntries(filters.map((f) => [f.source, ''])));
    setFilters({}, undefined, false);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {filters.map((filter) => {
        const value = draft[filter.source] ?? '';
        const onChange = (next: string) => setDraft((old) => ({ ...old, [filter.source]: next }));
        return (
          <Field key={filter.source} label={filter.label} className="min-w-40">
            {filter.type === 'select' ? (
              <Select value={value} onChange={(e) => onChange(e.target.value)}>
                <option value="">Any</option>
                {filter.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                type={filter.type === 'date' ? 'date' : 'search'}
                value={value}
                onChange={(e) => onChange(e.target.value)}
              />
            )}
          </Field>
        );
      })}
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={handleReset}>
          Clear
        </Button>
      </div>
    </form>
  );
};

const Pagination = ({ label }: { label: string }) => {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / perPage));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <p>
        {total ?? 0} {total === 1 ? 'row' : 'rows'} · page {page} of {lastPage}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={isPending || page <= 1}
          onClick={() => setPage(page - 1)}
        >
          Previous page
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isPending || page >= lastPage}
          onClick={() => setPage(page + 1)}
        >
          Next page
        </Button>
      </div>
    </nav>
  );
};

const SortHeader = ({ column }: { column: Column }) => {
  const { sort, setSort } = useListContext();
  if (!column.sortable) return <>{column.label}</>;
  const isSorted = sort?.field === column.source;
  const next = isSorted && sort.order === 'ASC' ? 'DESC' : 'ASC';
  return (
    <button
      type="button"
      className="font-semibold underline-offset-2 hover:underline"
      onClick={() => setSort({ field: column.source, order: next })}
    >
      {column.label}
      <span aria-hidden="true">{isSorted ? (sort.order === 'ASC' ? ' ▲' : ' ▼') : ''}</span>
    </button>
  );
};

/** A page of a resource as a table, with filters, sorting and paging (inside ra-core's ListBase). */
export const ListView = <T extends RaRecord = RaRecord>({
  caption,
  columns,
  filters,
  rowActions,
  rowLink,
  empty = 'Nothing to show.',
  filtersLabel = 'Filters',
  pagesLabel = 'Pages',
}: ListViewProps<T>) => {
  const { data, isPending, error, sort } = useListContext<T>();
  return (
    <div className="space-y-3">
      {filters?.length ? <FilterForm filters={filters} label={filtersLabel} /> : null}
      {error ? <ErrorAlert>{error.message}</ErrorAlert> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-100">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.source}
                  scope="col"
                  className="px-3 py-2 font-semibold"
                  aria-sort={
                    sort?.field === column.source
                      ? sort.order === 'ASC'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  <SortHeader column={column as Column} />
                </th>
              ))}
              {rowActions ? (
                <th scope="col" className="px-3 py-2 font-semibold">
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {isPending ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-6 text-center">
                  Loading…
                </td>
              </tr>
            ) : !data?.length ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-6 text-center">
                  {empty}
                </td>
              </tr>
            ) : (
              data.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 last:border-0">
                  {columns.map((column, index) => {
                    const content = column.render
                      ? column.render(row)
                      : formatValue((row as Record<string, unknown>)[column.source]);
                    return (
                      <td key={column.source} className="px-3 py-2 align-top">
                        {index === 0 && rowLink ? (
                          <Link className="font-medium text-blue-800 underline" to={rowLink(row)}>
                            {content}
                          </Link>
                        ) : (
                          content
                        )}
                      </td>
                    );
                  })}
                  {rowActions ? (
                    <td className="px-3 py-2 align-top">
                      <div className="flex flex-wrap gap-2">{rowActions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination label={pagesLabel} />
    </div>
  );
};
