import { sql, type SQL } from 'drizzle-orm';
import { isFiltered, type TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import type { FlatScreenDefinition } from './registry';
import { cachedSelectRows } from './read-cache';
import { selectRows } from '../../db/rows';
import { allOf, inList, orderTerm, pageWindow, range, searchCondition } from './sql';
import { demoSampleKeys, inSample } from './demo-sample';

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
 * docs/product.md#demo-rule: a demo viewer's rows are a fixed sample of the counselling
 * (docs/decisions/0021-numbers-people-pay-for.md); filters then apply inside that sample only.
 */
export async function demoSampleCondition(
  db: Database,
  def: FlatScreenDefinition,
  counsellingId: string,
): Promise<SQL> {
  const keys = await demoSampleKeys(db, {
    from: def.from,
    where: sql`${def.counselling} = ${counsellingId}`,
    defaultOrder: def.defaultOrder,
    keys: sql`${def.key} as "k0"`,
    institute: def.institute,
    course: def.lists.course ?? sql`null`,
    quota: def.lists.quota ?? sql`null`,
    category: def.lists.category ?? sql`null`,
  });
  return inSample([def.key], ['bigint'], keys);
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
  /** For a demo viewer who filtered: how many rows of the full data match. */
  matching?: number;
}

/** One page of a flat table screen with its exact total. */
export async function queryFlatPage(
  db: Database,
  def: FlatScreenDefinition,
  query: TableQuery,
  demo: boolean,
): Promise<FlatPage> {
  const inCounselling = sql`${def.counselling} = ${query.counselling}`;
  const filtered = allOf([inCounselling, filterCondition(def, query)]);
  const where = demo
    ? allOf([filtered, await demoSampleCondition(db, def, query.counselling)])
    : filtered;
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
  // One who filtered is told how many rows of the full data match (a count, never a row).
  const countWhere = demo ? inCounselling : where;
  const count = (condition: SQL) =>
    // Exact totals scan the counselling's rows: remembered until the data changes.
    cachedSelectRows(db, sql`select count(*)::int as "total" from ${def.from} where ${condition}`);
  const [rows, counted, matched] = await Promise.all([
    selectRows(db, pageQuery),
    count(countWhere),
    demo && isFiltered(query) ? count(filtered) : undefined,
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return matched ? { rows, total, matching: Number(matched[0]?.total ?? 0) } : { rows, total };
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
    demo ? await demoSampleCondition(db, def, query.counselling) : undefined,
    filterCondition(def, query),
  ]);
  return selectRows(
    db,
    sql`select ${def.select} from ${def.from} ${def.pageJoins}
      where ${where} order by ${pageOrder(def, query)} limit ${limit}`,
  );
}
