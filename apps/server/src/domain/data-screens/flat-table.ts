import { sql, type SQL } from 'drizzle-orm';
import { DEMO_ROW_LIMIT, type TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import type { FlatScreenDefinition } from './registry';
import { cachedSelectRows } from './read-cache';
import { selectRows } from '../../db/rows';
import { allOf, inList, orderTerm, pageWindow, range, searchCondition } from './sql';

/** The filters of a request as one condition, built only from the registry's expressions. */
export function filterCondition(def: FlatScreenDefinition, query: TableQuery): SQL {
  const { lists } = def;
  const rankColumn = def.rank ? def.rank[query.rankType] : undefined;
  return allOf([
    lists.state && inList(lists.state, query.state ?? []),
    lists.quota && inList(lists.quota, query.quota ?? []),
    lists.category && inList(lists.category, query.category ?? []),
    lists.course && inList(lists.course, query.course ?? []),
    lists.year && inList(lists.year, query.year ?? []),
    lists.round && inList(lists.round, query.round ?? []),
    query.institute ? searchCondition([def.institute], query.institute) : undefined,
    rankColumn && range(rankColumn, query.rankFrom, query.rankTo),
    def.beds && range(def.beds, query.bedsFrom, query.bedsTo),
    query.q ? searchCondition(def.search, query.q) : undefined,
  ]);
}

/**
 * docs/product.md#demo-rule: a demo viewer's rows are the first DEMO_ROW_LIMIT rows of the screen's
 * default order for the counselling, unfiltered; filters then apply inside that sample only.
 */
export function demoSampleCondition(def: FlatScreenDefinition, counsellingId: string): SQL {
  // The subquery reuses the outer aliases; inside it they name its own tables.
  return sql`${def.key} in (
    select ${def.key} from ${def.from}
    where ${def.counselling} = ${counsellingId}
    order by ${def.defaultOrder}
    ${pageWindow(DEMO_ROW_LIMIT, 0)}
  )`;
}

export function pageOrder(def: FlatScreenDefinition, query: TableQuery): SQL {
  const chosen = query.sort && def.sorts[query.sort.field];
  if (!query.sort || !chosen) return def.defaultOrder;
  // The tie-break order (ending in the unique key) keeps pages from overlapping.
  return sql`${orderTerm(chosen, query.sort.direction)}, ${def.tieBreak}`;
}

export interface FlatPage {
  rows: Record<string, unknown>[];
  total: number;
}

/** One page of a flat table screen with its exact total. */
export async function queryFlatPage(
  db: Database,
  def: FlatScreenDefinition,
  query: TableQuery,
  demo: boolean,
): Promise<FlatPage> {
  const inCounselling = sql`${def.counselling} = ${query.counselling}`;
  const where = allOf([
    inCounselling,
    demo ? demoSampleCondition(def, query.counselling) : undefined,
    filterCondition(def, query),
  ]);
  const offset = (query.page - 1) * query.pageSize;
  const sortNeedsJoins =
    query.sort !== undefined && def.sortNeedsPageJoins.includes(query.sort.field);
  // Fee lookups run for the page's rows only, unless the sort itself needs them.
  const pageQuery = sortNeedsJoins
    ? sql`select ${def.select} from ${def.from} ${def.pageJoins}
        where ${where} order by ${pageOrder(def, query)}
        ${pageWindow(query.pageSize, offset)}`
    : sql`select ${def.select} from ${def.from} ${def.pageJoins}
        where ${def.key} in (
          select ${def.key} from ${def.from} where ${where}
          order by ${pageOrder(def, query)} ${pageWindow(query.pageSize, offset)}
        )
        order by ${pageOrder(def, query)}`;
  // A demo viewer is told the full unfiltered total (docs/product.md#demo-rule).
  const countWhere = demo ? inCounselling : where;
  const [rows, counted] = await Promise.all([
    selectRows(db, pageQuery),
    // Exact totals scan the counselling's rows: remembered until the data changes.
    cachedSelectRows(db, sql`select count(*)::int as "total" from ${def.from} where ${countWhere}`),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Every row of the filtered result in page order, up to limit (CSV export). */
export async function queryFlatRows(
  db: Database,
  def: FlatScreenDefinition,
  query: TableQuery,
  demo: boolean,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const where = allOf([
    sql`${def.counselling} = ${query.counselling}`,
    demo ? demoSampleCondition(def, query.counselling) : undefined,
    filterCondition(def, query),
  ]);
  return selectRows(
    db,
    sql`select ${def.select} from ${def.from} ${def.pageJoins}
      where ${where} order by ${pageOrder(def, query)} limit ${limit}`,
  );
}
