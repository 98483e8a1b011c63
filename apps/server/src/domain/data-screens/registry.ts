import { sql, type SQL } from 'drizzle-orm';
import {
  FINANCIAL_MONEY_BOXES,
  type DataScreen,
  type ListFilter,
  type ScreenListFilter,
  type ScreenSort,
  type SortField,
} from '@seatscope/shared';
import { fee } from '../../db/schema';
import { feeLateral, feeSort, seatFeeJoin, seatKeysOf } from '../../db/seat-fee';
import type { IndexedSearch } from './indexed-search';
import { ascending, descending, type OrderKey } from '../sql';
import { latestRank, type CellSelection } from './cutoff-cells';
import { PICKS_COLUMNS, type ListExpression, type ScreenFilters } from './screen-filters';

export type FlatScreen = Exclude<DataScreen, 'cutoffs'>;

/**
 * What one flat table screen may filter, sort and search, as SQL the server wrote: requests
 * only pick entries by name (docs/product.md#query-safety), so no identifier from a request
 * reaches SQL. `lists` and `sorts` hold exactly the filters and sorts SCREEN_CAPABILITIES gives
 * the screen, each with its expression: one the screen offers cannot be left out, and one it
 * does not offer is refused (flat-table.ts), never replaced by another.
 */
interface FlatScreenDefinition<S extends FlatScreen = FlatScreen> extends ScreenFilters {
  screen: S;
  /** FROM with the joins filters and searches need (cheap: used for counts too). */
  from: SQL;
  /** Joins only the page's own rows need (fee lookups). */
  pageJoins: SQL;
  /**
   * The joins a sort needs before the rows are ordered and cut to a page: the seat's fee only,
   * not the rest of its money, which pageJoins looks up for the page's rows.
   */
  sortJoins: Partial<Record<ScreenSort<S>, SQL>>;
  counselling: SQL;
  /** A unique, stable row key: the last tie-breaker of every order. */
  key: SQL;
  select: SQL;
  lists: Record<ScreenListFilter<S>, SQL>;
  /** The same search, and the institute filter, served by indexes (indexed-search.ts). */
  indexedSearch?: IndexedSearch;
  sorts: Record<ScreenSort<S>, SQL>;
  /**
   * The order with no sort chosen, ending in the unique key: newest year first on the screens
   * with years (docs/decisions/0025-data-tables-that-fit.md).
   */
  defaultOrder: OrderKey[];
  /** What breaks ties after a chosen sort, ending in the unique key (the sort indexes' order). */
  tieBreak: OrderKey[];
}

const roundLabel = (alias: string) =>
  sql.raw(`coalesce(r.label, 'Round ' || ${alias}.round::text)`);

// Allotments filter, search and sort on their read copies of institute and course names
// (docs/decisions/0010-data-indexes.md) and of their seat's fee
// (docs/decisions/0017-allotment-fee-copy.md), so counts and pages need no joins.
const allotments: FlatScreenDefinition<'allotments'> = {
  screen: 'allotments',
  from: sql`allotment a
    left join counselling_round r
      on r.counselling_id = a.counselling_id and r.year = a.year and r.round = a.round`,
  pageJoins: sql`join institute i on i.id = a.institute_id ${feeLateral(seatKeysOf('a', 'allotted_category'))}`,
  sortJoins: {},
  counselling: sql`a.counselling_id`,
  key: sql`a.id`,
  select: sql`a.id::text as "id", a.year::int as "year", a.round::int as "round",
    ${roundLabel('a')} as "roundLabel", a.ai_rank as "aiRank",
    a.counselling_rank as "counsellingRank", a.state as "state",
    a.institute_name as "instituteName", a.course_name as "courseName",
    a.quota as "quotaName", a.allotted_category as "category",
    seat_fee.fee_year_1 as "fee", seat_fee.fee_text as "feeText",
    coalesce(seat_fee.beds, i.beds) as "beds", seat_fee.bond_years as "bondYears",
    seat_fee.bond_penalty as "bondPenalty", seat_fee.stipend_year_1 as "stipendYear1"`,
  lists: {
    state: sql`a.state`,
    quota: sql`a.quota`,
    category: sql`a.allotted_category`,
    course: sql`a.course_name`,
    year: sql`a.year`,
    round: sql`a.round`,
  },
  institute: sql`a.institute_name`,
  rank: { ai: sql`a.ai_rank`, counselling: sql`a.counselling_rank` },
  search: [
    sql`a.institute_name`,
    sql`a.course_name`,
    sql`a.state`,
    sql`a.quota`,
    sql`a.allotted_category`,
    roundLabel('a'),
    sql`a.ai_rank`,
    sql`a.counselling_rank`,
  ],
  indexedSearch: {
    seat: sql`(a.counselling_id, a.institute_id, a.course_id, a.quota, a.allotted_category)`,
    year: sql`a.year`,
    round: sql`a.round`,
    ranks: [sql`a.ai_rank`, sql`a.counselling_rank`],
    instituteId: sql`a.institute_id`,
  },
  sorts: {
    institute: sql`a.institute_name`,
    course: sql`a.course_name`,
    aiRank: sql`a.ai_rank`,
    counsellingRank: sql`a.counselling_rank`,
    // The allotment's copy of its seat's fee (docs/decisions/0017-allotment-fee-copy.md), which seat_fee shows.
    fee: feeSort('a'),
  },
  // Newest year first, then round and AI rank; served by allotment_scope_idx (year descending).
  defaultOrder: [
    descending(sql`a.year`),
    ascending(sql`a.round`),
    ascending(sql`a.ai_rank`),
    ascending(sql`a.id`),
  ],
  // Each sort index carries year, round and AI rank ascending after its column.
  tieBreak: [
    ascending(sql`a.year`),
    ascending(sql`a.round`),
    ascending(sql`a.ai_rank`),
    ascending(sql`a.id`),
  ],
};

// Newest year first, then round; seats have no rank, so institute and course follow.
const seatMatrixOrder = [
  descending(sql`s.year`),
  ascending(sql`s.round`),
  ascending(sql`i.name`),
  ascending(sql`c.name`),
  ascending(sql`s.quota`),
  ascending(sql`s.category`),
  ascending(sql`s.id`),
];

const seatMatrix: FlatScreenDefinition<'seat-matrix'> = {
  screen: 'seat-matrix',
  from: sql`seat_matrix s
    join institute i on i.id = s.institute_id
    join course c on c.id = s.course_id
    left join counselling_round r
      on r.counselling_id = s.counselling_id and r.year = s.year and r.round = s.round`,
  pageJoins: feeLateral(seatKeysOf('s', 'category')),
  sortJoins: {
    fee: seatFeeJoin(
      sql`(select distinct counselling_id, institute_id, course_id, quota, category
        from seat_matrix)`,
      seatKeysOf('s', 'category'),
    ),
  },
  counselling: sql`s.counselling_id`,
  key: sql`s.id`,
  select: sql`s.id::text as "id", s.year::int as "year", s.round::int as "round",
    ${roundLabel('s')} as "roundLabel", s.quota as "quotaName", s.category as "category",
    i.state as "state", i.name as "instituteName", c.name as "courseName",
    coalesce(seat_fee.beds, i.beds) as "beds", seat_fee.fee_year_1 as "fee",
    seat_fee.fee_text as "feeText", s.seats as "seats"`,
  lists: {
    state: sql`i.state`,
    quota: sql`s.quota`,
    category: sql`s.category`,
    course: sql`c.name`,
    year: sql`s.year`,
    round: sql`s.round`,
  },
  institute: sql`i.name`,
  search: [
    sql`i.name`,
    sql`c.name`,
    sql`i.state`,
    sql`s.quota`,
    sql`s.category`,
    roundLabel('s'),
    sql`s.seats`,
  ],
  sorts: {
    institute: sql`i.name`,
    course: sql`c.name`,
    fee: feeSort('seat_fee'),
  },
  defaultOrder: seatMatrixOrder,
  tieBreak: seatMatrixOrder,
};

// A seat's fees of several years read newest first (docs/decisions/0055-a-fee-row-says-its-year.md).
const financialsOrder = [
  ascending(sql`i.name`),
  ascending(sql`c.name`, 'first'),
  ascending(sql`f.quota`, 'first'),
  ascending(sql`f.category`, 'first'),
  descending(sql`f.year`, 'last'),
  ascending(sql`f.id`),
];

/** A profile's other boxes under their figures' names (FINANCIAL_MONEY_BOXES). */
const moneyBoxSelect = sql.raw(
  FINANCIAL_MONEY_BOXES.map((box) => `f.${fee[box].name} as "${box}"`).join(', '),
);

// One row per seat and list year, whichever sources state its parts
// (docs/decisions/0059-one-financials-row-per-seat-and-year.md).
const financials: FlatScreenDefinition<'financials'> = {
  screen: 'financials',
  from: sql`financial_row f
    join institute i on i.id = f.institute_id
    left join course c on c.id = f.course_id`,
  pageJoins: sql``,
  sortJoins: {},
  counselling: sql`f.counselling_id`,
  key: sql`f.id`,
  select: sql`f.id::text as "id", i.state as "state", i.name as "instituteName",
    c.name as "courseName", f.quota as "quotaName", f.category as "category",
    f.year::int as "year",
    f.fee_year_1 as "fee", f.fee_text as "feeText", coalesce(f.beds, i.beds) as "beds",
    f.bond_years as "bondYears", f.bond_penalty as "bondPenalty",
    f.stipend_year_1 as "stipendYear1", ${moneyBoxSelect}`,
  lists: {
    state: sql`i.state`,
    quota: sql`f.quota`,
    category: sql`f.category`,
    course: sql`c.name`,
    year: sql`f.year`,
  },
  institute: sql`i.name`,
  beds: sql`coalesce(f.beds, i.beds)`,
  search: [sql`i.name`, sql`c.name`, sql`i.state`, sql`f.quota`, sql`f.category`, sql`f.fee_text`],
  sorts: {
    institute: sql`i.name`,
    course: sql`c.name`,
    fee: feeSort('f'),
  },
  defaultOrder: financialsOrder,
  tieBreak: financialsOrder,
};

/**
 * The registry as the query builders read it: every sort or filter name may be asked for, and
 * one the screen does not define is refused by name (flat-table.ts).
 */
export type FlatTable = Omit<FlatScreenDefinition, 'lists' | 'sorts' | 'sortJoins'> & {
  lists: Partial<Record<ListFilter, SQL>>;
  sorts: Partial<Record<SortField, SQL>>;
  sortJoins: Partial<Record<SortField, SQL>>;
};

export const FLAT_SCREENS: { [S in FlatScreen]: FlatTable } = {
  allotments,
  'seat-matrix': seatMatrix,
  financials,
};

/**
 * A Cutoff Ranks sort: an expression of `cutoff_row` (alias r) under the columns the query
 * keeps, along which a page is read and cut; or one read after a join every matching row meets
 * first (the fee, over the query's rows, alias g, cutoffs.ts).
 */
type CutoffSort =
  | { kind: 'row'; expression: (cells: CellSelection) => SQL }
  | { kind: 'joined'; join: SQL; expression: SQL };

/**
 * Cutoff Ranks' entry: what it filters, searches and sorts, over its precomputed rows
 * (`cutoff_row`, docs/decisions/0015-cutoff-rows.md), which cutoffs.ts pages through. As for the
 * flat screens, `lists` and `sorts` hold exactly what SCREEN_CAPABILITIES gives the screen.
 */
export interface CutoffTable extends ScreenFilters {
  screen: 'cutoffs';
  from: SQL;
  counselling: SQL;
  /** Year and round pick the closing-rank columns (cutoff-cells.ts), the others rows. */
  lists: Record<ScreenListFilter<'cutoffs'>, ListExpression>;
  sorts: Record<ScreenSort<'cutoffs'>, CutoffSort>;
}

/** A Cutoff Ranks row's seat, as the query's rows (alias g) name it: the key of its fee. */
export const CUTOFF_GROUP_SEAT = {
  counsellingId: sql`g.counselling_id`,
  instituteId: sql`g."instituteId"`,
  courseId: sql`g."courseId"`,
  quota: sql`g."quotaName"`,
  category: sql`g."category"`,
};

const rowSort = (expression: SQL): CutoffSort => ({ kind: 'row', expression: () => expression });

export const CUTOFF_RANKS: CutoffTable = {
  screen: 'cutoffs',
  from: sql`cutoff_row r`,
  counselling: sql`r.counselling_id`,
  lists: {
    state: sql`r.state`,
    quota: sql`r.quota`,
    category: sql`r.allotted_category`,
    course: sql`r.course_name`,
    year: PICKS_COLUMNS,
    round: PICKS_COLUMNS,
  },
  institute: sql`r.institute_name`,
  search: [
    sql`r.institute_name`,
    sql`r.course_name`,
    sql`r.state`,
    sql`r.quota`,
    sql`r.allotted_category`,
  ],
  sorts: {
    institute: rowSort(sql`r.institute_name`),
    course: rowSort(sql`r.course_name`),
    aiRank: {
      kind: 'row',
      expression: (cells) => latestRank(sql`r.ai_ranks`, sql`r.latest_ai_rank`, cells),
    },
    counsellingRank: {
      kind: 'row',
      expression: (cells) =>
        latestRank(sql`r.counselling_ranks`, sql`r.latest_counselling_rank`, cells),
    },
    // Every seat of the counselling meets its fee in one join, not one lookup per row.
    fee: {
      kind: 'joined',
      join: seatFeeJoin(
        sql`(select counselling_id, institute_id, course_id, quota, allotted_category as category
          from cutoff_row)`,
        CUTOFF_GROUP_SEAT,
      ),
      expression: feeSort('seat_fee'),
    },
  },
};
