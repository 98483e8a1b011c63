import { and, count, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_CAP } from '@seatscope/shared';
import type { Database } from '../../db/client';

/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Case-insensitive substring match of `text` in any of `columns`; no condition without text. */
export function searchAcross(text: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `column IN (values)`, or no condition for an empty list. */
export function oneOf<Value extends string | number>(
  column: AnyColumn,
  values: Value[],
): SQL | undefined {
  return values.length > 0 ? inArray(column, values) : undefined;
}

export const allOf = (...conditions: (SQL | undefined)[]) => and(...conditions);

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * The rows matching `where`, counted no further than LIST_TOTAL_CAP + 1: a search term matching
 * most of a table costs a bounded scan, however large the table grows
 * (docs/decisions/0020-safe-by-default.md).
 */
export function cappedCount(db: Database, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_TOTAL_CAP + 1)
    .as('matching');
  return db.select({ total: count() }).from(matching);
}

/** Runs a page's rows and the capped total together and wraps them in the list envelope. */
export async function pageResult<Row>(
  rows: Promise<Row[]>,
  totals: Promise<{ total: number }[]>,
  query: { page: number; pageSize: number },
) {
  const [pageRows, [totalRow]] = await Promise.all([rows, totals]);
  const counted = totalRow?.total ?? 0;
  return {
    rows: pageRows,
    total: Math.min(counted, LIST_TOTAL_CAP),
    totalCapped: counted > LIST_TOTAL_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
