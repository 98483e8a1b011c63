import { sql, type SQL } from 'drizzle-orm';
import { LIST_TOTAL_CAP, isFiltered, type TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { cachedSelectRows } from './read-cache';

/** A table page's count: exact, or stopped at LIST_TOTAL_CAP ("10,000+"). */
interface RowCount {
  count: number;
  capped: boolean;
}

/** Free text (search, institute name) makes every new term a new count (and a new cache key). */
function hasFreeText(query: Pick<TableQuery, 'q' | 'institute'>): boolean {
  return Boolean(query.q?.trim() || query.institute?.trim());
}

/**
 * The rows of `from` matching `where`. Choices from lists and ranges are few, so their exact
 * counts are remembered until the data changes; a count with free text is stopped at
 * LIST_TOTAL_CAP + 1 rows, so a term matching most of a counselling costs a bounded scan
 * however many terms are tried (docs/decisions/0020-safe-by-default.md).
 */
async function countRows(
  db: Database,
  from: SQL,
  where: SQL,
  freeText: boolean,
): Promise<RowCount> {
  const statement = freeText
    ? sql`select count(*)::int as "total" from (
        select 1 from ${from} where ${where} limit ${sql.raw(String(LIST_TOTAL_CAP + 1))}
      ) matching`
    : sql`select count(*)::int as "total" from ${from} where ${where}`;
  const [row] = await cachedSelectRows(db, statement);
  const counted = Number(row?.total ?? 0);
  if (!freeText) return { count: counted, capped: false };
  return { count: Math.min(counted, LIST_TOTAL_CAP), capped: counted > LIST_TOTAL_CAP };
}

/** The counts a table page carries (docs/product.md#demo-rule). */
export interface PageCounts {
  /** Rows matching the filters; for a demo viewer, the counselling's full unfiltered total. */
  total: number;
  totalCapped: boolean;
  /** For a demo viewer who filtered: how many rows of the full data match (a count, never a row). */
  matching?: number;
  matchingCapped?: boolean;
}

export async function pageCounts(
  db: Database,
  from: SQL,
  conditions: { inCounselling: SQL; filtered: SQL },
  query: TableQuery,
  demo: boolean,
): Promise<PageCounts> {
  const freeText = hasFreeText(query);
  if (!demo) {
    const { count, capped } = await countRows(db, from, conditions.filtered, freeText);
    return { total: count, totalCapped: capped };
  }
  const [total, matching] = await Promise.all([
    countRows(db, from, conditions.inCounselling, false),
    isFiltered(query) ? countRows(db, from, conditions.filtered, freeText) : undefined,
  ]);
  return matching
    ? {
        total: total.count,
        totalCapped: total.capped,
        matching: matching.count,
        matchingCapped: matching.capped,
      }
    : { total: total.count, totalCapped: total.capped };
}
