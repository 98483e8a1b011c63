/** A CSV column: its header and how to read it from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * One CSV field. Text that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe, since exported names come from imported files.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
