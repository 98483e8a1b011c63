import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface ColumnSpec {
  name: string;
  /** PostgreSQL type of the column in json_to_recordset. */
  type: 'int' | 'bigint' | 'smallint' | 'text' | 'boolean' | 'numeric';
}

/** Rows per statement: large enough to amortise round trips, small enough for PGlite's memory. */
const BATCH_ROWS = 20_000;

/**
 * Inserts many rows with one statement per batch: the batch travels as one JSON parameter and
 * json_to_recordset turns it into rows inside the server (no per-row round trips).
 */
export async function insertJsonRows(
  db: Database,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    const statement: SQL = sql`INSERT INTO ${sql.raw(`"${table}"`)} (${columnList})
      SELECT ${columnList} FROM json_to_recordset(${batch}::json) AS r(${recordType})`;
    await db.execute(statement);
  }
}

/** Columns of `allotment` written in bulk by the importers and the demo generator. */
export const ALLOTMENT_COLUMNS = [
  { name: 'counselling_id', type: 'text' },
  { name: 'year', type: 'smallint' },
  { name: 'round', type: 'smallint' },
  { name: 'ai_rank', type: 'int' },
  { name: 'counselling_rank', type: 'int' },
  { name: 'quota', type: 'text' },
  { name: 'allotted_category', type: 'text' },
  { name: 'candidate_category', type: 'text' },
  { name: 'institute_id', type: 'int' },
  { name: 'course_id', type: 'int' },
  { name: 'course_text', type: 'text' },
  { name: 'institute_text', type: 'text' },
  { name: 'remarks', type: 'text' },
  { name: 'institute_name', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'course_name', type: 'text' },
  { name: 'import_run_id', type: 'int' },
  { name: 'source_row', type: 'int' },
] as const satisfies readonly ColumnSpec[];
