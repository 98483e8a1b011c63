import { and, ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';

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

/** Runs a page's rows and the filtered total together and wraps them in the list envelope. */
export async function pageResult<Row>(
  rows: Promise<Row[]>,
  totals: Promise<{ total: number }[]>,
  query: { page: number; pageSize: number },
) {
  const [pageRows, [totalRow]] = await Promise.all([rows, totals]);
  return {
    rows: pageRows,
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
