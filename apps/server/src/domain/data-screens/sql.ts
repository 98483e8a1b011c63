import { sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@seatscope/shared';

/** `a AND b AND ...` over the present conditions; TRUE when none. */
export function allOf(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  if (present.length === 0) return sql`true`;
  return sql.join(
    present.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Case-insensitive substring match of any of the expressions. */
export function searchCondition(expressions: SQL[], text: string): SQL | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return sql.join(
    expressions.map((expression) => sql`(${expression})::text ilike ${pattern}`),
    sql` or `,
  );
}

export function inList(expression: SQL, values: readonly (string | number)[]): SQL | undefined {
  if (values.length === 0) return undefined;
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

const DIRECTIONS: Record<SortDirection, SQL> = {
  asc: sql.raw('asc nulls last'),
  desc: sql.raw('desc nulls last'),
};

/** One ORDER BY term; missing values sort last both ways so they never lead a page. */
export function orderTerm(expression: SQL, direction: SortDirection): SQL {
  return sql`${expression} ${DIRECTIONS[direction]}`;
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
