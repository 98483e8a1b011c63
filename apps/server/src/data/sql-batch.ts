import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (
    result !== null &&
    typeof result === 'object' &&
    'rows' in result &&
    Array.isArray(result.rows)
  )
    return result.rows as T[];
  return [];
}

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

/**
 * Runs a bulk load into an empty table with its secondary indexes and foreign keys dropped,
 * then restores them from their own definitions (read from the catalogue, so nothing here
 * repeats the migrations): building an index once by sorting, and checking a foreign key once
 * with a join, are far cheaper than doing both row by row. Call inside a transaction: on failure
 * the drops roll back with everything else. A table that already holds rows is loaded as is.
 */
export async function withIndexesDeferred<T>(
  db: Database,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const empty = rowsOf<{ empty: boolean }>(
    await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS empty`),
  )[0]?.empty;
  if (!empty) return load();
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ${table}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`),
  );
  const foreignKeys = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = ${table}::regclass AND contype = 'f'`),
  );
  const target = sql.identifier(table);
  for (const key of foreignKeys) {
    await db.execute(sql`ALTER TABLE ${target} DROP CONSTRAINT ${sql.identifier(key.name)}`);
  }
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  const result = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await db.execute(
      sql`ALTER TABLE ${target} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
  return result;
}
