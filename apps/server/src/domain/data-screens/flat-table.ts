import { sql, type SQL } from 'drizzle-orm';
import type { TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import type { FlatTable } from './registry';
import { filterCondition, plainTextConditions, sortExpression } from './screen-filters';
import { pageCounts, type PageCounts } from './row-count';
import { selectRows } from '../../db/rows';
import { allOf, keysetAfter, orderBy, pageWindow, searchCondition, type OrderKey } from '../sql';
import { demoSampleKeys, inSample } from './demo-sample';
import { indexedSearchCondition, instituteNameCondition } from './indexed-search';

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
    defaultOrder: orderBy(def.defaultOrder),
    keys: sql`${def.key} as "k0"`,
    institute: def.institute,
    course: def.lists.course ?? sql`null`,
    quota: def.lists.quota ?? sql`null`,
    category: def.lists.category ?? sql`null`,
  });
  return inSample([def.key], ['bigint'], keys);
}

/** The request's order as keys, ending in the screen's unique key (a total order). */
function orderKeys(def: FlatTable, query: TableQuery): OrderKey[] {
  if (!query.sort) return def.defaultOrder;
  const chosen = sortExpression(def, query.sort.field);
  // The tie-break order (ending in the unique key) keeps pages from overlapping.
  return [{ expression: chosen, direction: query.sort.direction, nulls: 'last' }, ...def.tieBreak];
}

export function pageOrder(def: FlatTable, query: TableQuery): SQL {
  return orderBy(orderKeys(def, query));
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
  // The counselling again outside, so the page's rows are read by key within its counselling's
  // rows alone, whatever the screen's FROM joins (docs/decisions/0082-distinct-requests-measured.md).
  const pageQuery = sql`select ${def.select} from ${def.from} ${def.pageJoins}
    where ${inCounselling} and ${def.key} in (
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

/**
 * Every row of the filtered result in page order, `batchSize` rows at a time (CSV export): each
 * batch is read after the previous one's last row (keyset paging, sql.ts keysetAfter), never by
 * OFFSET, so every statement reads about one batch of index entries however deep the export is,
 * and stays far within the statement timeout (docs/decisions/0067-exports-of-any-size.md).
 */
export async function* flatRowBatches(
  db: Database,
  def: FlatTable,
  query: TableQuery,
  demo: boolean,
  batchSize: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const where = allOf([
    sql`${def.counselling} = ${query.counselling}`,
    demo ? await demoSampleCondition(db, def, query.counselling) : undefined,
    filterCondition(def, query, await textConditions(db, def, query)),
  ]);
  const keys = orderKeys(def, query);
  const order = orderBy(keys);
  const keyColumns = sql.join(
    keys.map((key, index) => sql`${key.expression} as ${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
  const sortJoins = (query.sort && def.sortJoins[query.sort.field]) ?? sql``;
  let ranges: SQL[] = [sql`true`];
  for (;;) {
    const batch: Record<string, unknown>[] = [];
    // The ranges after the last row, read in turn until the batch is full.
    for (const span of ranges) {
      const wanted = batchSize - batch.length;
      if (wanted === 0) break;
      batch.push(
        ...(await selectRows(
          db,
          sql`select ${def.select}, ${keyColumns} from ${def.from} ${def.pageJoins}
            where ${def.counselling} = ${query.counselling} and ${def.key} in (
              select ${def.key} from ${def.from} ${sortJoins} where ${allOf([where, span])}
              order by ${order} ${pageWindow(wanted, 0)}
            )
            order by ${order}`,
        )),
      );
    }
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return;
    ranges = keysetAfter(
      keys,
      keys.map((_, index) => last[`k${index}`]),
    );
  }
}
