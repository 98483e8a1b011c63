import { asc, count, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/** The distinct non-null values of one column, sorted: a filter's options. */
export async function distinctValues<Column extends PgColumn>(
  db: Database,
  table: PgTable,
  column: Column,
): Promise<NonNullable<Column['_']['data']>[]> {
  const rows = await db
    .selectDistinct({ value: column })
    .from(table)
    .where(isNotNull(column))
    .orderBy(asc(column));
  return rows
    .map((row) => row.value as Column['_']['data'])
    .filter((value): value is NonNullable<Column['_']['data']> => value !== null);
}

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}
