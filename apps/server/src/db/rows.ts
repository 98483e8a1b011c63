import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Statement texts prepared by name so far. PostgreSQL plans an unnamed statement on every run,
 * which for the data screens' joins costs more than running it; a named one is parsed once per
 * connection and, once its plan proves stable, planned once. Filters change the text, so only
 * the first few hundred distinct texts get a name: the server keeps each per connection.
 */
const preparedTexts = new Map<string, string>();
const MAX_PREPARED_TEXTS = 400;

function statementName(text: string): string | undefined {
  const known = preparedTexts.get(text);
  if (known !== undefined || preparedTexts.size >= MAX_PREPARED_TEXTS) return known;
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
  const pool = '$client' in db && db.$client instanceof pg.Pool ? db.$client : null;
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query<Record<string, unknown>>({
      name: statementName(text),
      text,
      values: params,
    });
    return result.rows;
  }
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}
