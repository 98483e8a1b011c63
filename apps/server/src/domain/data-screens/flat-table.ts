import { sql, type SQL } from 'drizzle-orm';
import {
  DEMO_ROW_LIMIT,
  LIST_FILTERS,
  type ListFilter,
  type SortField,
  type TableQuery,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { DomainError } from '../../common/errors';
import type { FlatTable } from './registry';
import { cachedSelectRows } from './read-cache';
import { selectRows } from '../../db/rows';
import { allOf, inList, orderTerm, pageWindow, range, searchCondition } from '../sql';

/** A sort or filter the screen does not define: refused by name, never quietly dropped. */
function notOnScreen(def: FlatTable, what: string): DomainError {
  return new DomainError('invalid', 'invalid_query', `${what} is not available on ${def.screen}.`);
}

/** The registry's expression for a sort field the screen offers. */
function sortExpression(def: FlatTable, field: SortField): SQL {
  const expression = def.sorts[field];
  if (!expression) throw notOnScreen(def, `Sort field ${field}`);
  return expression;
}

function listCondition(def: FlatTable, key: ListFilter, values: readonly (string | number)[]) {
  if (values.length === 0) return undefined;
  const expression = def.lists[key];
  if (!expression) throw notOnScreen(def, `Filter ${key}`);
  return inList(expression, values);
}

function rangeCondition(
  def: FlatTable,
  expression: SQL | undefined,
  name: string,
  from: number | undefined,
  to: number | undefined,
) {
  if (from === undefined && to === undefined) return undefined;
  if (!expression) throw notOnScreen(def, `Filter ${name}`);
  return range(expression, from, to);
}

/** The filters of a request as one condition, built only from the registry's expressions. */
export function filterCondition(def: FlatTable, query: TableQuery): SQL {
  return allOf([
    ...LIST_FILTERS.map((key) => listCondition(def, key, query[key] ?? [])),
    query.institute ? searchCondition([def.institute], query.institute) : undefined,
    rangeCondition(
      def,
      def.rank?.[query.rankType],
      'rankFrom/rankTo',
      query.rankFrom,
      query.rankTo,
    ),
    rangeCondition(def, def.beds, 'bedsFrom/bedsTo', query.bedsFrom, query.bedsTo),
    searchCondition(def.search, query.q),
  ]);
}

/**
 * docs/product.md#demo-rule: a demo viewer's rows are the first DEMO_ROW_LIMIT rows of the screen's
 * default order for the counselling, unfiltered; filters then apply inside that sample only.
 */
function demoSampleCondition(def: FlatTable, counsellingId: string): SQL {
  // The subquery reuses the outer aliases; inside it they name its own tables.
  return sql`${def.key} in (
    select ${def.key} from ${def.from}
    where ${def.counselling} = ${counsellingId}
    order by ${def.defaultOrder}
    ${pageWindow(DEMO_ROW_LIMIT, 0)}
  )`;
}

export function pageOrder(def: FlatTable, query: TableQuery): SQL {
  if (!query.sort) return def.defaultOrder;
  const chosen = sortExpression(def, query.sort.field);
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
  def: FlatTable,
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
  def: FlatTable,
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
