import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { BadFileError } from '../import-kind-names';
import type { SourceFile } from '../parsed-records';

export type Cell = string | number | null;

export interface TableRow {
  /** 1-based: the element of a JSON array, or the line / sheet row of a CSV / XLSX file. */
  row: number;
  values: Record<string, Cell>;
}

export interface Table {
  columns: string[];
  rows: TableRow[];
}

function assertNotEmpty(file: SourceFile): void {
  if (file.bytes.toString('utf8').trim().length === 0) {
    throw new BadFileError(file.path, 'the file is empty');
  }
}

/** A JSON array of objects (MCC and Telangana allotment files, derived JSON files). */
export function readJsonTable(file: SourceFile): Table {
  assertNotEmpty(file);
  let data: unknown;
  try {
    data = JSON.parse(file.bytes.toString('utf8'));
  } catch (error) {
    throw new BadFileError(
      file.path,
      `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!Array.isArray(data)) throw new BadFileError(file.path, 'expected a JSON array of rows');
  const columns = new Set<string>();
  const rows: TableRow[] = data.map((item: unknown, index) => {
    const values: Record<string, Cell> = {};
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      for (const [key, value] of Object.entries(item)) {
        columns.add(key);
        values[key] =
          typeof value === 'string' || typeof value === 'number'
            ? value
            : value === null || value === undefined
              ? null
              : JSON.stringify(value);
      }
    }
    return { row: index + 1, values };
  });
  return { columns: [...columns], rows };
}

/** A CSV file with a header line; blank or all-empty lines before the header are skipped. */
export function readCsvTable(file: SourceFile): Table {
  assertNotEmpty(file);
  let records: string[][];
  try {
    records = parseCsv(file.bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    throw new BadFileError(
      file.path,
      `not a readable CSV file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return tableFromGrid(
    file,
    records.map((cells, index) => ({ line: index + 1, cells })),
  );
}

/** The first worksheet of an XLSX workbook, header in its first non-empty row. */
async function readXlsxTable(file: SourceFile): Promise<Table> {
  assertNotEmpty(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new BadFileError(
      file.path,
      `not a readable XLSX workbook (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BadFileError(file.path, 'the workbook has no worksheet');
  const grid: { line: number; cells: Cell[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = excelCellValue(cell.value);
    });
    grid.push({ line: rowNumber, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return tableFromGrid(file, grid);
}

function excelCellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value && (typeof value.result === 'string' || typeof value.result === 'number'))
    return value.result;
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

function tableFromGrid(file: SourceFile, grid: { line: number; cells: Cell[] }[]): Table {
  const isBlank = (cells: Cell[]) =>
    cells.every((cell) => cell === null || String(cell).trim() === '');
  const headerIndex = grid.findIndex((entry) => !isBlank(entry.cells));
  const header = grid[headerIndex];
  if (headerIndex < 0 || header === undefined)
    throw new BadFileError(file.path, 'the file has no rows');
  const columns = header.cells.map((cell) => String(cell ?? '').trim());
  const rows: TableRow[] = [];
  for (const entry of grid.slice(headerIndex + 1)) {
    if (isBlank(entry.cells)) continue;
    const values: Record<string, Cell> = {};
    columns.forEach((column, index) => {
      const cell = entry.cells[index];
      values[column] = cell === undefined ? null : cell;
    });
    rows.push({ row: entry.line, values });
  }
  return { columns, rows };
}

/** A column name as compared: case and white space are the publisher's, not the column's. */
const columnKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * Stops with a message naming the file when expected columns are missing. Columns are matched
 * ignoring case and white space (`All India Rank` for `allIndiaRank`, ` rank ` for `Rank`); a
 * matched column, expected or optional, is renamed in the table to the name the parser reads.
 */
export function requireColumns(
  file: SourceFile,
  table: Table,
  expected: readonly string[],
  optional: readonly string[] = [],
): void {
  const found = new Map<string, string>();
  // An exact name wins over a column that only matches loosely.
  for (const column of [...table.columns].reverse()) found.set(columnKey(column), column);
  for (const column of table.columns) {
    if ([...expected, ...optional].includes(column)) found.set(columnKey(column), column);
  }
  const renames = new Map<string, string>();
  for (const name of [...expected, ...optional]) {
    const column = found.get(columnKey(name));
    if (column !== undefined && column !== name) renames.set(column, name);
  }
  const missing = expected.filter((name) => !found.has(columnKey(name)));
  if (missing.length > 0) {
    throw new BadFileError(
      file.path,
      `wrong columns: expected ${expected.join(', ')}; missing ${missing.join(', ')} (found ${
        table.columns.join(', ') || 'none'
      })`,
    );
  }
  if (renames.size === 0) return;
  table.columns = table.columns.map((column) => renames.get(column) ?? column);
  for (const entry of table.rows) {
    entry.values = Object.fromEntries(
      Object.entries(entry.values).map(([column, value]) => [renames.get(column) ?? column, value]),
    );
  }
}

/** A table by file extension: .json, .csv or .xlsx. */
export async function readAnyTable(file: SourceFile): Promise<Table> {
  const lower = file.name.toLowerCase();
  if (lower.endsWith('.json')) return readJsonTable(file);
  if (lower.endsWith('.csv')) return readCsvTable(file);
  if (lower.endsWith('.xlsx')) return readXlsxTable(file);
  throw new BadFileError(file.path, 'unsupported file type (expected .json, .csv or .xlsx)');
}

export function text(value: Cell | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** PostgreSQL integer columns hold up to 2^31 - 1. */
const MAX_INTEGER = 2_147_483_647;

/** A positive whole number (rank, seats) or null. */
export function positiveInteger(value: Cell | undefined): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 && value <= MAX_INTEGER ? value : null;
  }
  const trimmed = text(value).replace(/,/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return parsed > 0 && parsed <= MAX_INTEGER ? parsed : null;
}
