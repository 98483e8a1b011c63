import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { poolOf, type Database } from './client';

const dialect = new PgDialect();

/**
 * Statement texts prepared by name so far. PostgreSQL plans an unnamed statement on every run,
 * which for the data screens' joins costs more than running it; a named one is parsed once per
 * connection and, once its plan proves stable, planned once. Filters change the text, so a text
 * gets a name only when it comes again, and only the first 200 such texts: the server keeps
 * each per connection.
 */
const preparedTexts = new Map<string, string>();
const MAX_PREPARED_TEXTS = 200;
const textsSeenOnce = new LRUCache<string, true>({ max: 5_000 });

function statementName(text: string): string | undefined {
  const known = preparedTexts.get(text);
  if (known !== undefined || preparedTexts.size >= MAX_PREPARED_TEXTS) return known;
  if (!textsSeenOnce.has(text)) {
    textsSeenOnce.set(text, true);
    return undefined;
  }
  textsSeenOnce.delete(text);
  const name = `seatscope_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  preparedTexts.set(text, name);
  return name;
}

/**
 * Runs raw SQL built with drizzle's `sql` (values are always parameters) and returns its rows:
 * on the PostgreSQL pool as a named prepared statement, elsewhere (PGlite, a transaction)
 * through drizzle.
 */
export async function selectRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const pool = poolOf(db);
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query<Record<string, unknown>>({
      name: statementName(text),
      text,
      values: params,
    });
    return result.rows;
  }
  return resultRows(await db.execute(query)) as Record<string, unknown>[];
}

/**
 * The rows of a query typed once, by a zod row schema, where the query is written: the drivers
 * answer some types as text (bigint, numeric) and PGlite and node-postgres differ, so a row's
 * fields are read through `rowFields` (or any schema) instead of converted by hand where used.
 */
export async function selectTypedRows<Row extends z.ZodType>(
  db: Database,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  return typedRows(row, await selectRows(db, query));
}

/** Rows already read (a raw `db.execute`, a cached read), typed by their row schema. */
export function typedRows<Row extends z.ZodType>(row: Row, rows: unknown): z.output<Row>[] {
  const list = Array.isArray(rows) ? rows : resultRows(rows);
  return list.map((value) => row.parse(value));
}

/** The rows of a raw `db.execute` result, as both engines' drivers answer them. */
export function resultRows(result: unknown): unknown[] {
  if (result !== null && typeof result === 'object' && 'rows' in result) {
    return Array.isArray(result.rows) ? result.rows : [];
  }
  return [];
}

/**
 * A row's field types as the database answers them: `number` reads a bigint's or numeric's
 * text as a number (as `Number` would), `text` any value as text (as `String` would).
 */
export const rowFields = {
  number: z.coerce.number(),
  text: z.coerce.string(),
  nullableNumber: z.coerce.number().nullable(),
  nullableText: z.coerce.string().nullable(),
  numbers: z.array(z.coerce.number()),
  /** True only where the database said true (a null or missing value is false). */
  isTrue: z.unknown().transform((value) => value === true),
};
