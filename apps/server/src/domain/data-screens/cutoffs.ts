import { sql, type SQL } from 'drizzle-orm';
import type { CutoffColumn, CutoffDetailQuery, TableQuery } from '@seatscope/shared';
import type { Database } from '../../db/client';
import { DomainError } from '../../common/errors';
import { pageCounts, type PageCounts } from './row-count';
import {
  isStrayOnlyHeldList,
  listOfRound,
  roundListNote,
  roundOfList,
  withPublicRound,
} from '../../data/rounds';
import { feeLateral } from '../../db/seat-fee';
import { z } from 'zod';
import { rowFields, selectRows, selectTypedRows } from '../../db/rows';
import { allOf, inList, orderTerm, pageWindow } from '../sql';
import { demoSampleKeys, inSample } from './demo-sample';
import { CUTOFF_GROUP_SEAT, CUTOFF_RANKS } from './registry';
import { filterCondition, sortExpression } from './screen-filters';
import { cellCondition, keptCells, storedKeyOf, type CellSelection } from './cutoff-cells';

/**
 * Cutoff Ranks: one row per quota, category, institute and course (state follows the
 * institute), with the closing rank of every year and round present (docs/product.md#cutoff-ranks,
 * docs/product.md#closing-ranks).
 * The rows are precomputed at import in `cutoff_row` (docs/decisions/0015-cutoff-rows.md), so
 * a page reads one index range of one counselling's rows instead of grouping its closing ranks.
 * What it filters, searches and sorts is its registry entry (CUTOFF_RANKS in registry.ts); this
 * file is the shape of its query.
 */
const { from: FROM } = CUTOFF_RANKS;

const KEY = sql`r.institute_id, r.course_id, r.quota, r.allotted_category`;

const DEFAULT_ORDER = sql`r.institute_name asc, r.course_name asc, r.quota asc,
  r.allotted_category asc, r.institute_id asc, r.course_id asc`;

const GROUP_DEFAULT_ORDER = sql`g."instituteName" asc, g."courseName" asc, g."quotaName" asc,
  g."category" asc, g."instituteId" asc, g."courseId" asc`;

/** The row sorts of the registry's entry, each selected in the query's rows as "sort_{field}". */
const ROW_SORTS = Object.entries(CUTOFF_RANKS.sorts).flatMap(([field, sort]) =>
  sort.kind === 'row' ? [{ column: `sort_${field}`, expression: sort.expression }] : [],
);

/** docs/product.md#demo-rule: the demo sample's rows (docs/decisions/0021-numbers-people-pay-for.md). */
export async function demoSampleCondition(db: Database, counsellingId: string): Promise<SQL> {
  const keys = await demoSampleKeys(db, {
    from: FROM,
    where: sql`r.counselling_id = ${counsellingId}`,
    defaultOrder: DEFAULT_ORDER,
    keys: sql`r.institute_id as "k0", r.course_id as "k1", r.quota as "k2",
      r.allotted_category as "k3"`,
    institute: sql`r.institute_name`,
    course: sql`r.course_name`,
    quota: sql`r.quota`,
    category: sql`r.allotted_category`,
  });
  return inSample(
    [sql`r.institute_id`, sql`r.course_id`, sql`r.quota`, sql`r.allotted_category`],
    ['int', 'int', 'text', 'text'],
    keys,
  );
}

/** A column as the API names it: "2023-1-allotted" (docs/decisions/0087-rounds-are-rounds-in-the-api.md). */
function columnKey(year: number, storedRound: number): string {
  const { round, list } = listOfRound(storedRound);
  return `${year}-${round}-${list}`;
}

/** A record by stored "year-round" key (a row's closing ranks, its suspect marks), keyed as the API's columns are. */
function keyedAsColumns<Value>(value: unknown): Record<string, Value> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, Value>).map(([stored, cell]) => {
      const [year = '', round = ''] = stored.split('-');
      return [columnKey(Number(year), Number(round)), cell];
    }),
  );
}

/** A row's closing ranks by stored key, keyed as the API's columns are. */
export const publicClosingRanks = (value: unknown) => keyedAsColumns<number | null>(value);

const withPublicRanks = (row: Record<string, unknown>) => ({
  ...row,
  closingRanks: publicClosingRanks(row.closingRanks),
  suspectRanks: keyedAsColumns<unknown>(row.suspectRanks),
});

function rowFilter(query: TableQuery, cells: CellSelection): SQL {
  return allOf([
    sql`${CUTOFF_RANKS.counselling} = ${query.counselling}`,
    filterCondition(CUTOFF_RANKS, query),
    cellCondition(cells),
  ]);
}

/** `sample`: the demo sample's condition, for a demo viewer. */
function groupsQuery(query: TableQuery, sample: SQL | undefined, cells: CellSelection): SQL {
  const sortColumns = ROW_SORTS.map(
    ({ column, expression }) => sql`, ${expression(cells)} as ${sql.identifier(column)}`,
  );
  return sql`select r.institute_id as "instituteId", r.course_id as "courseId",
      r.quota as "quotaName", r.allotted_category as "category",
      r.institute_name as "instituteName", r.state as "state",
      r.course_name as "courseName", r.counselling_id,
      ${keptCells(query.rankType === 'ai' ? sql`r.ai_ranks` : sql`r.counselling_ranks`, cells)}
        as "closingRanks",
      ${keptCells(
        query.rankType === 'ai' ? sql`r.suspect_ai_ranks` : sql`r.suspect_counselling_ranks`,
        cells,
      )} as "suspectRanks"${sql.join(sortColumns, sql``)}
    from ${FROM}
    where ${allOf([sample, rowFilter(query, cells)])}`;
}

const ROW_SELECT = sql`jsonb_build_array(g."instituteId", g."courseId", g."quotaName",
    g."category")::text as "id",
  g."instituteId", g."courseId", g."quotaName", g."category", g."state", g."instituteName",
  g."courseName",
  coalesce(seat_fee.beds, (select i.beds from institute i where i.id = g."instituteId")) as "beds",
  seat_fee.fee_year_1 as "fee", seat_fee.fee_text as "feeText",
  seat_fee.bond_years as "bondYears", seat_fee.bond_penalty as "bondPenalty",
  seat_fee.stipend_year_1 as "stipendYear1", g."closingRanks", g."suspectRanks"`;

const GROUP_FEE = feeLateral(CUTOFF_GROUP_SEAT);

/** The chosen sort over the query's rows (g), then the default order. */
function groupOrder(query: TableQuery): SQL {
  if (!query.sort) return GROUP_DEFAULT_ORDER;
  const sort = sortExpression(CUTOFF_RANKS, query.sort.field);
  const expression =
    sort.kind === 'joined' ? sort.expression : sql`g.${sql.identifier(`sort_${query.sort.field}`)}`;
  return sql`${orderTerm(expression, query.sort.direction)}, ${GROUP_DEFAULT_ORDER}`;
}

/**
 * Rows in page order from `offset`, at most `limit`. Every sort but fee is a column (or, under
 * a year or round filter, an expression) of `cutoff_row`: the rows are ordered and cut there,
 * along one of its indexes, and only the page's rows meet the fee join. The fee sort joins
 * every matching row to its fee first, and only the page's rows to the rest of their money.
 */
function pageQuery(
  query: TableQuery,
  sample: SQL | undefined,
  cells: CellSelection,
  limit: number,
  offset: number,
): SQL {
  const sort = query.sort ? sortExpression(CUTOFF_RANKS, query.sort.field) : undefined;
  if (sort?.kind === 'joined') {
    return sql`with g as (${groupsQuery(query, sample, cells)}),
      page as (select g.* from g ${sort.join}
        order by ${groupOrder(query)} ${pageWindow(limit, offset)})
      select ${ROW_SELECT} from page g ${GROUP_FEE} order by ${groupOrder(query)}`;
  }
  const rowOrder =
    query.sort && sort
      ? sql`${orderTerm(sort.expression(cells), query.sort.direction)}, ${DEFAULT_ORDER}`
      : DEFAULT_ORDER;
  return sql`with g as (${groupsQuery(query, sample, cells)}
      order by ${rowOrder} ${pageWindow(limit, offset)})
    select ${ROW_SELECT} from g ${GROUP_FEE} order by ${groupOrder(query)}`;
}

/**
 * Every year/round column of the counselling, read as a loose index scan of the closing-rank
 * bucket index (one descent per column, however many closing ranks the counselling has); the
 * newest year first, its rounds in order (docs/decisions/0021-numbers-people-pay-for.md).
 */
const columnRow = z.object({
  year: rowFields.number,
  round: rowFields.number,
  roundLabel: rowFields.text,
  shortLabel: rowFields.text,
});

export async function counsellingColumns(
  db: Database,
  counsellingId: string,
): Promise<CutoffColumn[]> {
  const rows = await selectTypedRows(
    db,
    columnRow,
    sql`with recursive p(year, round) as (
        (select cr.year, cr.round from closing_rank cr
          where cr.counselling_id = ${counsellingId}
          order by cr.year, cr.round limit 1)
        union all
        select n.year, n.round from p cross join lateral (
          select cr.year, cr.round from closing_rank cr
          where cr.counselling_id = ${counsellingId} and (cr.year, cr.round) > (p.year, p.round)
          order by cr.year, cr.round limit 1) n
      )
      select p.year::int as "year", p.round::int as "round",
        coalesce(r.label, 'Round ' || p.round::text) as "roundLabel",
        coalesce(r.short_label, 'R' || p.round::text) as "shortLabel"
      from p
      left join counselling_round r
        on r.counselling_id = ${counsellingId} and r.year = p.year and r.round = p.round
      order by p.year desc, p.round asc`,
  );
  return rows.map(({ year, round: stored, roundLabel, shortLabel }) => {
    return {
      key: columnKey(year, stored),
      year,
      ...listOfRound(stored),
      roundLabel,
      // MCC's stray list is that round's allotments only: its column says so
      // (docs/decisions/0036-institute-details.md).
      label: `${year} ${shortLabel}${isStrayOnlyHeldList(counsellingId, stored) ? ' (this round only)' : ''}`,
      listNote: roundListNote(counsellingId, stored, roundLabel),
    };
  });
}

/**
 * The columns present for the counselling after its year and round filters, and the rest;
 * `query.round` holds stored rounds (storedRoundQuery in index.ts).
 */
async function selectCells(db: Database, query: TableQuery): Promise<CellSelection> {
  const years = query.year ?? [];
  const rounds = query.round ?? [];
  const kept: CutoffColumn[] = [];
  const dropped: string[] = [];
  for (const column of await counsellingColumns(db, query.counselling)) {
    const keep =
      (years.length === 0 || years.includes(column.year)) &&
      (rounds.length === 0 || rounds.includes(roundOfList(column.round, column.list)));
    if (keep) kept.push(column);
    else dropped.push(storedKeyOf(column));
  }
  return { kept, dropped };
}

export interface CutoffPageResult extends PageCounts {
  rows: Record<string, unknown>[];
  columns: CutoffColumn[];
}

export async function queryCutoffPage(
  db: Database,
  query: TableQuery,
  demo: boolean,
): Promise<CutoffPageResult> {
  const cells = await selectCells(db, query);
  const offset = (query.page - 1) * query.pageSize;
  const sample = demo ? await demoSampleCondition(db, query.counselling) : undefined;
  const [rows, counts] = await Promise.all([
    selectRows(db, pageQuery(query, sample, cells, query.pageSize, offset)),
    pageCounts(
      db,
      FROM,
      {
        inCounselling: sql`r.counselling_id = ${query.counselling}`,
        filtered: rowFilter(query, cells),
      },
      query,
      demo,
    ),
  ]);
  return { rows: rows.map(withPublicRanks), ...counts, columns: cells.kept };
}

/**
 * Most rows a Cutoff Ranks export holds. Its rows are seats (one per institute, course, quota
 * and category; MCC NEET PG, the largest, has about 18,000), read in one statement; a filtered
 * result past this is refused with a message, never cut short
 * (docs/decisions/0067-exports-of-any-size.md).
 */
const CUTOFF_EXPORT_ROW_LIMIT = 100_000;

/** Every row of the filtered result in page order (CSV export). */
export async function queryCutoffRows(
  db: Database,
  query: TableQuery,
  demo: boolean,
): Promise<{ rows: Record<string, unknown>[]; columns: CutoffColumn[] }> {
  const cells = await selectCells(db, query);
  const sample = demo ? await demoSampleCondition(db, query.counselling) : undefined;
  const rows = await selectRows(
    db,
    pageQuery(query, sample, cells, CUTOFF_EXPORT_ROW_LIMIT + 1, 0),
  );
  if (rows.length > CUTOFF_EXPORT_ROW_LIMIT) {
    throw new DomainError(
      'invalid',
      'export_too_large',
      `A Cutoff Ranks export holds at most ${CUTOFF_EXPORT_ROW_LIMIT.toLocaleString('en-IN')} rows; narrow the filters to export the rest.`,
    );
  }
  return { rows: rows.map(withPublicRanks), columns: cells.kept };
}

/** Most allotments one cutoff cell lists. */
const DETAIL_LIMIT = 1000;

export type CutoffDetailResult =
  { allowed: true; rows: Record<string, unknown>[] } | { allowed: false };

/**
 * The allotments behind one cutoff cell, by counselling rank; a demo viewer only in the sample.
 * `storedRounds`: the cell's round lists as stored (both lists of the round when none is named).
 */
export async function queryCutoffDetail(
  db: Database,
  query: CutoffDetailQuery,
  storedRounds: readonly number[],
  demo: boolean,
): Promise<CutoffDetailResult> {
  if (demo) {
    const inSample = await selectRows(
      db,
      sql`select 1 as "found" from ${FROM}
        where r.counselling_id = ${query.counselling}
          and (${KEY}) = (${query.institute}::int, ${query.course}::int,
            ${query.quota}::text, ${query.category}::text)
          and ${await demoSampleCondition(db, query.counselling)}
        limit 1`,
    );
    if (inSample.length === 0) return { allowed: false };
  }
  const rows = await selectRows(
    db,
    sql`select a.id::text as "id", a.counselling_rank as "counsellingRank",
        a.ai_rank as "aiRank", a.round::int as "round",
        coalesce(r.label, 'Round ' || a.round::text) as "roundLabel",
        a.quota as "quotaName", a.allotted_category as "category",
        i.name as "instituteName", c.name as "courseName", i.state as "state"
      from allotment a
        join institute i on i.id = a.institute_id
        join course c on c.id = a.course_id
        left join counselling_round r
          on r.counselling_id = a.counselling_id and r.year = a.year and r.round = a.round
      where a.counselling_id = ${query.counselling} and a.year = ${query.year}
        and ${inList(sql`a.round`, storedRounds)} and a.institute_id = ${query.institute}
        and a.course_id = ${query.course} and a.quota = ${query.quota}
        and a.allotted_category = ${query.category}
      order by a.counselling_rank asc nulls last, a.ai_rank asc nulls last, a.id asc
      limit ${DETAIL_LIMIT}`,
  );
  return { allowed: true, rows: rows.map(withPublicRound) };
}
