import { asc, count, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { cappedCount, offsetOf, pageResult } from '../sql';

// Every Knowledge Hub list reads one table the same way: a page of rows by name, counted no
// further than the cap, and filter options that are the distinct values of a few columns.

/** A table a Knowledge Hub list pages through: its rows have a name and an id. */
type HubTable = PgTable & { name: PgColumn; id: PgColumn };

/**
 * One page of a list: `rows` (a dynamic select from `table`, joins included) matching `where`,
 * ordered by name then id, with the capped count of all that match.
 */
export function hubPage<Select extends PgSelect>(
  db: Database,
  table: HubTable,
  rows: Select,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
) {
  return pageResult<Awaited<Select>[number]>(
    rows
      .where(where)
      .orderBy(asc(table.name), asc(table.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    cappedCount(db, table, where),
    query,
  );
}

/** The distinct non-null values of one column, sorted: a filter's options. */
async function distinctValues<Column extends PgColumn>(
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

async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

type FacetValues<Columns extends Record<string, PgColumn>> = {
  [Key in keyof Columns]: NonNullable<Columns[Key]['_']['data']>[];
};

/** A list's facets: how many rows the table holds, and each filter column's options. */
export async function hubFacets<Columns extends Record<string, PgColumn>>(
  db: Database,
  table: PgTable,
  columns: Columns,
): Promise<{ total: number } & FacetValues<Columns>> {
  const keys = Object.keys(columns);
  const [total, ...options] = await Promise.all([
    countRows(db, table),
    ...keys.map((key) => distinctValues(db, table, columns[key] as PgColumn)),
  ]);
  const facets = Object.fromEntries(keys.map((key, index) => [key, options[index]]));
  return { total, ...(facets as FacetValues<Columns>) };
}
