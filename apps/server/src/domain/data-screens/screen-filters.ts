import type { SQL } from 'drizzle-orm';
import {
  LIST_FILTERS,
  type DataScreen,
  type ListFilter,
  type SortField,
  type TableQuery,
} from '@seatscope/shared';
import { DomainError } from '../../common/errors';
import { allOf, inList, range, searchCondition } from '../sql';

/**
 * A list filter that picks Cutoff Ranks' year and round columns (cutoff-cells.ts) instead of
 * rows by a column: the screen's query applies it.
 */
export const PICKS_COLUMNS = 'picks-columns';

/** A list filter's SQL in a registry entry. */
export type ListExpression = SQL | typeof PICKS_COLUMNS;

/**
 * What a request's filters read in a screen's registry entry (registry.ts), as SQL the server
 * wrote: one expression a filter, so no identifier from a request reaches SQL.
 */
export interface ScreenFilters {
  screen: DataScreen;
  lists: Partial<Record<ListFilter, ListExpression>>;
  institute: SQL;
  rank?: { ai: SQL; counselling: SQL };
  beds?: SQL;
  /** What a text search (`q`) looks in: a row matches when one of these contains the term. */
  search: SQL[];
}

/** A sort or filter the screen does not define: refused by name, never quietly dropped. */
function notOnScreen(def: Pick<ScreenFilters, 'screen'>, what: string): DomainError {
  return new DomainError('invalid', 'invalid_query', `${what} is not available on ${def.screen}.`);
}

/** The registry's expression for a sort field the screen offers. */
export function sortExpression<Sort>(
  def: { screen: DataScreen; sorts: Partial<Record<SortField, Sort>> },
  field: SortField,
): Sort {
  const expression = def.sorts[field];
  if (!expression) throw notOnScreen(def, `Sort field ${field}`);
  return expression;
}

function listCondition(def: ScreenFilters, key: ListFilter, values: readonly (string | number)[]) {
  if (values.length === 0) return undefined;
  const expression = def.lists[key];
  if (!expression) throw notOnScreen(def, `Filter ${key}`);
  return expression === PICKS_COLUMNS ? undefined : inList(expression, values);
}

function rangeCondition(
  def: ScreenFilters,
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
export function plainTextConditions(def: ScreenFilters, query: TableQuery): (SQL | undefined)[] {
  return [
    query.institute ? searchCondition([def.institute], query.institute) : undefined,
    searchCondition(def.search, query.q),
  ];
}

/**
 * The filters of a request as one condition, built only from the registry's expressions;
 * `text` the search and institute conditions (plainTextConditions, or the flat screens'
 * indexed ones).
 */
export function filterCondition(
  def: ScreenFilters,
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
