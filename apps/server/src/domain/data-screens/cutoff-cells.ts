import { sql, type SQL } from 'drizzle-orm';
import { compareRounds, type CutoffColumn } from '@seatscope/shared';
import { roundOfList } from '../../data/rounds';

/**
 * The year and round columns a Cutoff Ranks query keeps: its year and round filters pick the
 * columns, not rows by a column. A row is listed when it has a cell in them and shows only
 * those cells; `dropped` are the counselling's other cells (empty: no filter bites).
 */
export interface CellSelection {
  kept: CutoffColumn[];
  dropped: string[];
}

/**
 * A column's key in `cutoff_row`'s rank maps: "{year}-{stored round}" (an allotments list's round
 * plus 100, apps/server/src/data/rounds.ts); never shown, the API's key names the round and list.
 */
export function storedKeyOf(column: Pick<CutoffColumn, 'year' | 'round' | 'list'>): string {
  return `${column.year}-${roundOfList(column.round, column.list)}`;
}

const textArray = (keys: readonly string[]) =>
  sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;

/** Rows with a cell in the kept columns; undefined when every column is kept. */
export function cellCondition(cells: CellSelection): SQL | undefined {
  if (cells.dropped.length === 0) return undefined;
  if (cells.kept.length === 0) return sql`false`;
  return sql`r.ai_ranks ?| ${textArray(cells.kept.map(storedKeyOf))}`;
}

/** A rank map of `cutoff_row` less the cells of dropped columns. */
export function keptCells(ranks: SQL, cells: CellSelection): SQL {
  return cells.dropped.length === 0 ? ranks : sql`${ranks} - ${textArray(cells.dropped)}`;
}

/** The closing rank of the newest kept cell a row has: what "sort by rank" means here. */
export function latestRank(ranks: SQL, precomputed: SQL, cells: CellSelection): SQL {
  if (cells.dropped.length === 0) return precomputed;
  if (cells.kept.length === 0) return sql`null::int`;
  const newestFirst = [...cells.kept].sort((a, b) => b.year - a.year || compareRounds(b, a));
  return sql`(case ${sql.join(
    newestFirst.map((column) => {
      const key = storedKeyOf(column);
      return sql`when ${ranks} ? ${key} then (${ranks} ->> ${key})::int`;
    }),
    sql` `,
  )} end)`;
}
