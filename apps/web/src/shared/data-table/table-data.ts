/** A cell as the exports write it: numbers stay numbers in spreadsheets. */
export type Cell = string | number;

/** The table an export writes: a title, the headers and the rows of cells. */
export type TableData = {
  title: string;
  headers: string[];
  rows: Cell[][];
};

/**
 * One column of a `DataTable`: its header, the raw value a row gives (what CSV, Excel and Copy
 * write) and, optionally, how the screen and the PDF show it.
 */
export type Column<Row> = {
  key: string;
  header: string;
  value: (row: Row) => Cell;
  format?: (value: Cell, row: Row) => string;
  /** Numbers align right. */
  numeric?: boolean;
};

export const displayOf = <Row>(column: Column<Row>, row: Row): string => {
  const value = column.value(row);
  return column.format ? column.format(value, row) : String(value);
};

/** The raw table of the rows (for CSV, Excel, Copy). */
export const rawTable = <Row>(title: string, columns: Column<Row>[], rows: Row[]): TableData => ({
  title,
  headers: columns.map((column) => column.header),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

/** The table as the screen shows it (for the PDF). */
export const displayTable = <Row>(
  title: string,
  columns: Column<Row>[],
  rows: Row[],
): TableData => ({
  title,
  headers: columns.map((column) => column.header),
  rows: rows.map((row) => columns.map((column) => displayOf(column, row))),
});
