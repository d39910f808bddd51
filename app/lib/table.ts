/**
 * A list of records of one shape sent as a table: the field names once, then each record's values
 * in that order. React Router writes loader data as turbo-stream, where every field of every object
 * is a key reference (`"_12":34`), escaped again inside the document's inline script: about 11
 * bytes a field, where a table's cell costs 3 or 4. For a page's long lists of small records (the
 * product cards, a filter's values) that is a tenth of the document's data.
 *
 * A field holding a record (a card's image) is a table of its own, nested in the column. Absent
 * fields stay absent (a null reads back as absent too: JSON writes an array's undefined as null).
 * Arrays and other values are kept as they are.
 */

type Column = string | [name: string, columns: Column[]];

export interface Table<T> {
  columns: Column[];
  rows: unknown[][];
  /** Type only: what the rows are read back as. */
  readonly __row?: T;
}

/** A plain object (not null, not an array), as JSON read back holds one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function columnsOf(records: Record<string, unknown>[]): Column[] {
  const names = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return names.map((name) => {
    const values = records.map((r) => r[name]).filter((v) => v !== undefined);
    return values.length && values.every(isRecord) ? [name, columnsOf(values)] : name;
  });
}

function rowOf(record: Record<string, unknown>, columns: Column[]): unknown[] {
  return columns.map((column) => {
    if (typeof column === "string") return record[column];
    const value = record[column[0]];
    return isRecord(value) ? rowOf(value, column[1]) : undefined;
  });
}

function recordOf(row: unknown[], columns: Column[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const value = row[i];
    if (value === undefined || value === null) return;
    if (typeof column === "string") record[column] = value;
    else record[column[0]] = recordOf(value as unknown[], column[1]);
  });
  return record;
}

export function toTable<T extends object>(records: readonly T[]): Table<T> {
  const plain = records as unknown as Record<string, unknown>[];
  const columns = columnsOf(plain);
  return { columns, rows: plain.map((r) => rowOf(r, columns)) };
}

export function fromTable<T>(table: Table<T>): T[] {
  return table.rows.map((row) => recordOf(row, table.columns) as T);
}
