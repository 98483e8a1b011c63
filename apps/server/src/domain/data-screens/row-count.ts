import { sql, type SQL } from 'drizzle-orm';
import { LIST_TOTAL_CAP, type TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, typedRows } from '../../db/rows';
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
  const [row] = typedRows(
    z.object({ total: rowFields.number }),
    await cachedSelectRows(db, statement),
  );
  const counted = row?.total ?? 0;
  if (!freeText) return { count: counted, capped: false };
  return { count: Math.min(counted, LIST_TOTAL_CAP), capped: counted > LIST_TOTAL_CAP };
}

/** The counts a table page carries (docs/product.md#demo-rule). */
export interface PageCounts {
  /** Rows matching the filters; for a demo viewer, the counselling's full unfiltered total. */
  total: number;
  totalCapped: boolean;
}

/**
 * A demo viewer is told the counselling's unfiltered total only: a count of what a filter
 * matched in the paid data, stepped through rank ranges and names, would tell the rows
 * themselves (docs/decisions/0066-the-demo-is-a-sample.md).
 */
export async function pageCounts(
  db: Database,
  from: SQL,
  conditions: { inCounselling: SQL; filtered: SQL },
  query: TableQuery,
  demo: boolean,
): Promise<PageCounts> {
  const { count, capped } = demo
    ? await countRows(db, from, conditions.inCounselling, false)
    : await countRows(db, from, conditions.filtered, hasFreeText(query));
  return { total: count, totalCapped: capped };
}
