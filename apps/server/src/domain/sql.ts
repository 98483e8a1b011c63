import { count, ilike, inArray, is, sql, SQL, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_CAP, type SortDirection } from '@seatscope/shared';
import type { Database } from '../db/client';

// The one module of SQL pieces the screens' queries are built from: the data screens write
// SQL over their registry's expressions, the Knowledge Hub lists use Drizzle's columns; both
// meet here, so a search, a list filter or a page window means the same everywhere.

/** A Drizzle column or an SQL expression the server wrote (never a name from a request). */
type Expression = SQL | AnyColumn;

/** `a AND b AND ...` over the present conditions; TRUE when none. */
export function allOf(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  if (present.length === 0) return sql`true`;
  return sql.join(
    present.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/** `a OR b OR ...` over the present conditions; undefined when none. */
export function anyOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  if (present.length === 0) return undefined;
  return sql.join(
    present.map((condition) => sql`(${condition})`),
    sql` or `,
  );
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Case-insensitive substring match of any of the expressions; no condition without text.
 * Columns are matched as they are (their indexes apply), expressions as text.
 */
export function searchCondition(
  expressions: Expression[],
  text: string | undefined,
): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return sql.join(
    expressions.map((expression) =>
      is(expression, SQL)
        ? sql`(${expression})::text ilike ${pattern}`
        : ilike(expression, pattern),
    ),
    sql` or `,
  );
}

/** `expression IN (values)`, or no condition for an empty list. */
export function inList(
  expression: Expression,
  values: readonly (string | number)[],
): SQL | undefined {
  if (values.length === 0) return undefined;
  if (!is(expression, SQL)) return inArray(expression, [...values]);
  return sql`${expression} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

export function range(expression: SQL, from?: number, to?: number): SQL | undefined {
  return allOfOrUndefined([
    from === undefined ? undefined : sql`${expression} >= ${from}`,
    to === undefined ? undefined : sql`${expression} <= ${to}`,
  ]);
}

function allOfOrUndefined(conditions: (SQL | undefined)[]): SQL | undefined {
  return conditions.some((condition) => condition !== undefined) ? allOf(conditions) : undefined;
}

/** One key of an order: what is compared, which way, and where missing values go. */
export interface OrderKey {
  expression: SQL;
  direction: SortDirection;
  nulls: 'first' | 'last';
}

/** An ascending key; missing values last, as PostgreSQL and the indexes put them. */
export const ascending = (expression: SQL, nulls: OrderKey['nulls'] = 'last'): OrderKey => ({
  expression,
  direction: 'asc',
  nulls,
});

/** A descending key; missing values first, as PostgreSQL and the indexes put them. */
export const descending = (expression: SQL, nulls: OrderKey['nulls'] = 'first'): OrderKey => ({
  expression,
  direction: 'desc',
  nulls,
});

/** The keys as an ORDER BY list. */
export function orderBy(keys: OrderKey[]): SQL {
  return sql.join(
    keys.map((key) => sql`${key.expression} ${sql.raw(`${key.direction} nulls ${key.nulls}`)}`),
    sql`, `,
  );
}

/** One ORDER BY term; missing values sort last both ways so they never lead a page. */
export function orderTerm(expression: SQL, direction: SortDirection): SQL {
  return orderBy([{ expression, direction, nulls: 'last' }]);
}

/** The key's values that come after `value`, in the order (a missing value is null). */
function afterConditions(key: OrderKey, value: unknown): SQL[] {
  const { expression } = key;
  const missing = value === null || value === undefined;
  if (missing) return key.nulls === 'first' ? [sql`${expression} is not null`] : [];
  const beyond =
    key.direction === 'asc' ? sql`${expression} > ${value}` : sql`${expression} < ${value}`;
  return key.nulls === 'last' ? [beyond, sql`${expression} is null`] : [beyond];
}

/**
 * The rows after the row whose keys hold `values`, in `keys`' order (ending in a unique key, so
 * the order is total), as conditions each read as one range of an index in that order: rows
 * sharing the first i keys and after it on key i, the longest shared prefix first, then missing
 * values where the key puts them. The conditions' rows are disjoint and follow one another, so
 * reading them in turn reads the rest of the order (keyset paging,
 * docs/decisions/0067-exports-of-any-size.md).
 */
export function keysetAfter(keys: OrderKey[], values: readonly unknown[]): SQL[] {
  const ranges: SQL[] = [];
  for (let depth = keys.length - 1; depth >= 0; depth -= 1) {
    const key = keys[depth];
    if (!key) continue;
    const prefix = keys.slice(0, depth).map((shared, index) => {
      const value = values[index];
      return value === null || value === undefined
        ? sql`${shared.expression} is null`
        : sql`${shared.expression} = ${value}`;
    });
    for (const after of afterConditions(key, values[depth])) {
      ranges.push(allOf([...prefix, after]));
    }
  }
  return ranges;
}

/**
 * LIMIT and OFFSET written into the statement rather than passed as parameters: PostgreSQL
 * plans a parameterised LIMIT as if a tenth of the rows were wanted, so it would never reuse a
 * cached plan for a page (db/rows.ts). Both are validated whole numbers.
 */
export function pageWindow(limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`A page window needs whole numbers, not ${limit} and ${offset}.`);
  }
  return sql.raw(`limit ${limit} offset ${offset}`);
}

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
