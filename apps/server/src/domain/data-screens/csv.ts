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

/** The header line, ending in CRLF. */
export function csvHeader<Row>(columns: CsvColumn<Row>[]): string {
  return `${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
}

/** One line per row, each ending in CRLF: an export writes its rows a batch at a time. */
export function csvLines<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return rows
    .map((row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`)
    .join('');
}
