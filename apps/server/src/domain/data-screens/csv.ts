import { plainText } from '@seatscope/shared';

/** A CSV column: its header and how to read it from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * One CSV field. Text that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe, since exported names come from imported files; control and direction
 * characters a stored name may hold are neutralised, line breaks and tabs to a space, so a
 * cell is one line (plainText, docs/security.md#hostile-input).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const shown = plainText(value);
  const safe = /^\s*[=+\-@]/.test(shown) ? `'${shown}` : shown;
  return /[",]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
