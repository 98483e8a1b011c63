import { sql, type SQL } from 'drizzle-orm';
import { LIST_FILTERS, type ListFilter, type SortField, type TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { DomainError } from '../../common/errors';
import type { FlatTable } from './registry';
import { pageCounts, type PageCounts } from './row-count';
import { selectRows } from '../../db/rows';
import { allOf, inList, orderTerm, pageWindow, range, searchCondition } from '../sql';
import { demoSampleKeys, inSample } from './demo-sample';
import { indexedSearchCondition, instituteNameCondition } from './indexed-search';

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

/** The text search and institute filter over the screen's own expressions. */
function plainTextConditions(def: FlatTable, query: TableQuery): (SQL | undefined)[] {
  return [
    query.institute ? searchCondition([def.institute], query.institute) : undefined,
    searchCondition(def.search, query.q),
  ];
}

/** The text search and institute filter: through the screen's indexes where it has them. */
async function textConditions(
  db: Database,
  def: FlatTable,
  query: TableQuery,
): Promise<(SQL | undefined)[]> {
  const term = query.q?.trim();
  const institute = query.institute?.trim();
  const indexed = def.indexedSearch;
  if (!indexed) return plainTextConditions(def, query);
  const search = term && (await indexedSearchCondition(db, indexed, query.counselling, term));
  return [
    institute ? instituteNameCondition(indexed, institute) : undefined,
    search || searchCondition(def.search, term),
  ];
}

/**
 * The filters of a request as one condition, built only from the registry's expressions;
 * `text` the search and institute conditions (textConditions).
 */
export function filterCondition(
  def: FlatTable,
  query: TableQuery,
  text: (SQL | undefined)[] = plainTextConditions(def, query),
): SQL {
  return allOf([
    ...LIST_FILTERS.map((key) => listCondition(def, key, query[key] ?? [])),
    ...text,
    rangeCondition(
      def,
      def.rank?.[query.rankType],
      'rankFrom/rankTo',
      query.rankFrom,
      query.rankTo,
    ),
    rangeCondition(def, def.beds, 'bedsFrom/bedsTo', query.bedsFrom, query.bedsTo),
  ]);
}

/**
 * docs/product.md#demo-rule: a demo viewer's rows are a fixed sample of the counselling
 * (docs/decisions/0021-numbers-people-pay-for.md); filters then apply inside that sample only.
 */
export async function demoSampleCondition(
  db: Database,
  def: FlatTable,
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

export function pageOrder(def: FlatTable, query: TableQuery): SQL {
  if (!query.sort) return def.defaultOrder;
  const chosen = sortExpression(def, query.sort.field);
  // The tie-break order (ending in the unique key) keeps pages from overlapping.
  return sql`${orderTerm(chosen, query.sort.direction)}, ${def.tieBreak}`;
}

export interface FlatPage extends PageCounts {
  rows: Record<string, unknown>[];
}

/** One page of a flat table screen with its total. */
export async function queryFlatPage(
  db: Database,
  def: FlatTable,
  query: TableQuery,
  demo: boolean,
): Promise<FlatPage> {
  const inCounselling = sql`${def.counselling} = ${query.counselling}`;
  const filtered = allOf([
    inCounselling,
    filterCondition(def, query, await textConditions(db, def, query)),
  ]);
  const where = demo
    ? allOf([filtered, await demoSampleCondition(db, def, query.counselling)])
    : filtered;
  const offset = (query.page - 1) * query.pageSize;
  // The page's rows are chosen first, with only the lookups the sort needs (a fee sort: the
  // seat's fee); the rest of their money is looked up for those rows alone.
  const sortJoins = (query.sort && def.sortJoins[query.sort.field]) ?? sql``;
  const pageQuery = sql`select ${def.select} from ${def.from} ${def.pageJoins}
    where ${def.key} in (
      select ${def.key} from ${def.from} ${sortJoins} where ${where}
      order by ${pageOrder(def, query)} ${pageWindow(query.pageSize, offset)}
    )
    order by ${pageOrder(def, query)}`;
  const [rows, counts] = await Promise.all([
    selectRows(db, pageQuery),
    pageCounts(db, def.from, { inCounselling, filtered }, query, demo),
  ]);
  return { rows, ...counts };
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
    demo ? await demoSampleCondition(db, def, query.counselling) : undefined,
    filterCondition(def, query, await textConditions(db, def, query)),
  ]);
  return selectRows(
    db,
    sql`select ${def.select} from ${def.from} ${def.pageJoins}
      where ${where} order by ${pageOrder(def, query)} limit ${limit}`,
  );
}
