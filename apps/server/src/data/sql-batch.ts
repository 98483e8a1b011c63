import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { poolOf, type Database } from '../db/client';
import { resultRows } from '../db/rows';
import * as schema from '../db/schema';
import { allotment } from '../db/schema';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return resultRows(result) as T[];
}

export interface ColumnSpec {
  name: string;
  /** PostgreSQL type of the column in json_to_recordset. */
  type: 'int' | 'bigint' | 'smallint' | 'text' | 'boolean' | 'numeric';
}

/**
 * Rows per multi-row INSERT built by the query builder: it binds every value as a parameter and a
 * statement takes at most 65,535, so rows of up to 43 columns fit (a fee row has 33).
 */
const ROWS_PER_INSERT = 1_500;

/** Hands `write` consecutive slices of `items`, each at most `size` long, one after another. */
export async function inBatches<T>(
  items: readonly T[],
  write: (batch: T[]) => Promise<void>,
  size = ROWS_PER_INSERT,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await write(items.slice(start, start + size));
  }
}

/** Rows per statement: large enough to amortise round trips, small enough for PGlite's memory. */
const BATCH_ROWS = 20_000;

/**
 * A table's rows as JSON text, one a row, in `orderBy` order (SQL), less the columns `dropped`.
 * PostgreSQL writes the JSON (to_jsonb), so PGlite and a server give the same text; the bundle
 * and backups read tables through it, and load them back with insertJsonLines.
 */
export function jsonLinesQuery(
  table: string,
  orderBy: string,
  dropped: readonly string[] = [],
): SQL {
  const row = dropped.reduce<SQL>(
    (expression, column) => sql`(${expression}) - ${column}::text`,
    sql`to_jsonb(t)`,
  );
  return sql`SELECT (${row})::text AS line FROM ${sql.identifier(table)} t ORDER BY ${sql.raw(orderBy)}`;
}

/** Rows per statement of insertJsonLines: a few megabytes of JSON, well within PGlite's memory. */
export const JSON_LINES_PER_INSERT = 10_000;

/**
 * Inserts rows given as JSON objects, one text a row (as jsonLinesQuery reads them), into
 * `columns` of `table`, JSON_LINES_PER_INSERT rows a statement: jsonb_populate_recordset makes
 * rows of the table's own column types inside the database.
 */
export async function insertJsonLines(
  db: Database,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  const target = sql.identifier(table);
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await inBatches(
    lines,
    async (batch) => {
      await db.execute(sql`INSERT INTO ${target} (${columnList})
        SELECT ${columnList}
        FROM jsonb_populate_recordset(NULL::${target}, ${`[${batch.join(',')}]`}::jsonb)`);
    },
    JSON_LINES_PER_INSERT,
  );
}

/** The columns of `table` that take their values from a sequence (serial), with the sequence. */
export async function serialColumns(
  db: Database,
  table: string,
): Promise<{ column: string; sequence: string }[]> {
  const result = await db.execute(sql`
    SELECT attname AS "column", pg_get_serial_sequence(quote_ident(${table}), attname) AS sequence
    FROM pg_attribute
    WHERE attrelid = quote_ident(${table})::regclass AND attnum > 0 AND NOT attisdropped
    ORDER BY attnum`);
  return rowsOf<{ column: string; sequence: string | null }>(result).flatMap(
    ({ column, sequence }) => (sequence === null ? [] : [{ column, sequence }]),
  );
}

/**
 * Moves the sequence of each serial column of `table` past the largest value in it, and past
 * `floors[column]` when given (the last value a backup recorded), so the next row takes a new id.
 */
export async function moveSequencesPast(
  db: Database,
  table: string,
  floors: Readonly<Record<string, number>> = {},
): Promise<void> {
  for (const { column, sequence } of await serialColumns(db, table)) {
    const floor = floors[column] ?? null;
    await db.execute(
      sql`SELECT setval(${sequence}::regclass, greatest((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), ${floor}::bigint))`,
    );
  }
}

/**
 * Inserts many rows with one statement per batch: the batch travels as one JSON parameter and
 * json_to_recordset turns it into rows inside the server (no per-row round trips).
 */
async function insertJsonRows(
  db: Database,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '));
  await inBatches(
    rows,
    async (batch) => {
      const statement: SQL = sql`INSERT INTO ${sql.raw(`"${table}"`)} (${columnList})
        SELECT ${columnList} FROM json_to_recordset(${JSON.stringify(batch)}::json) AS r(${recordType})`;
      await db.execute(statement);
    },
    BATCH_ROWS,
  );
}

/** Writes many rows of one table inside the transaction it was handed with. */
export interface BulkWriter {
  insert(
    table: string,
    columns: readonly ColumnSpec[],
    rows: readonly Record<string, unknown>[],
  ): Promise<void>;
}

/**
 * Runs `work` in one transaction with a bulk writer bound to it. On PostgreSQL the rows travel
 * by COPY on the transaction's own connection (several times faster than any INSERT); PGlite,
 * single-connection and in process, gets batched INSERTs from JSON.
 */
export async function bulkTransaction<T>(
  db: Database,
  work: (tx: Database, bulk: BulkWriter) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction((tx) =>
      work(tx, { insert: (table, columns, rows) => insertJsonRows(tx, table, columns, rows) }),
    );
  }
  // A drizzle instance over one checked-out connection runs its transaction on that connection,
  // so COPY on the same client is part of it.
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const connection = drizzlePg({ client, schema }) as unknown as Database;
    return await connection.transaction((tx) =>
      work(tx, { insert: (table, columns, rows) => copyRows(client, table, columns, rows) }),
    );
  } catch (error) {
    // A connection that failed mid-COPY is not handed back to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Text-format COPY escapes (https://www.postgresql.org/docs/current/sql-copy.html). */
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : String(value);
  return text.replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character] ?? character);
}

/** Lines of COPY text, about 256 KB per chunk so the stream neither idles nor balloons. */
function* copyChunks(columns: readonly ColumnSpec[], rows: readonly Record<string, unknown>[]) {
  let chunk = '';
  for (const row of rows) {
    chunk += columns.map((column) => copyField(row[column.name])).join('\t') + '\n';
    if (chunk.length >= 262_144) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columnList = columns.map((column) => `"${column.name}"`).join(', ');
  await pipeline(
    Readable.from(copyChunks(columns, rows)),
    client.query(copyFrom(`COPY "${table}" (${columnList}) FROM STDIN`)),
  );
}

/** The bulk-load type of a schema column's SQL type (json_to_recordset and COPY read it). */
function bulkType(sqlType: string): ColumnSpec['type'] {
  if (sqlType === 'integer' || sqlType === 'serial') return 'int';
  if (sqlType === 'bigint' || sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'smallint' || sqlType === 'text' || sqlType === 'boolean') return sqlType;
  if (sqlType.startsWith('numeric')) return 'numeric';
  throw new Error(`no bulk-load type for SQL type ${sqlType}`);
}

/**
 * The columns a bulk load writes, from the Drizzle schema: every column but the generated primary
 * key, by SQL name and type, so a column added to the table is written (or left null) without a
 * second list to keep in step. Rows are keyed by SQL column name.
 */
function bulkColumns(table: PgTable): ColumnSpec[] {
  return Object.values(getTableColumns(table))
    .filter((column) => !column.primary)
    .map((column) => ({ name: column.name, type: bulkType(column.getSQLType()) }));
}

/** Columns of `allotment` written in bulk by the importers and the demo generator. */
export const ALLOTMENT_COLUMNS = bulkColumns(allotment);

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
      WHERE conrelid = quote_ident(${table})::regclass AND contype = 'f'`),
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

/** Every table an import or a demo load writes, in no particular order. */
export const DATA_TABLES = [
  'counselling',
  'counselling_round',
  'university',
  'institute',
  'institute_alias',
  'course',
  'import_run',
  'allotment',
  'seat_matrix',
  'fee',
  'financial_row',
  'listed_closing_rank',
  'closing_rank',
  'cutoff_row',
] as const;
const dataTableList = DATA_TABLES.map((table) => `"${table}"`).join(', ');

/**
 * Refreshes the planner's statistics of the data tables after a bulk write. Autovacuum may be off
 * on a server (and PGlite has none): without this, a fresh load is planned as if empty.
 */
export async function analyseDataTables(db: Database): Promise<void> {
  await db.execute(sql.raw(`ANALYZE ${dataTableList}`));
}

/**
 * After a bulk write has committed (VACUUM cannot run inside a transaction): fresh statistics,
 * as `analyseDataTables`, and the visibility map that lets a filtered page be read from its sort
 * index alone (docs/decisions/0046-filters-in-sort-indexes.md); it also frees the rows a
 * re-import or a fee refresh replaced, which nothing else would on a server without autovacuum.
 */
export async function vacuumDataTables(db: Database): Promise<void> {
  await db.execute(sql.raw(`VACUUM (ANALYZE) ${dataTableList}`));
}
