import { sql, type SQL } from 'drizzle-orm';
import {
  compareRounds,
  FINANCIAL_MONEY_BOXES,
  RANK_TYPES,
  SCREEN_CAPABILITIES,
  type CounsellingOption,
  type RoundList,
  type DataScreen,
  type Facets,
  type FinancialMoneyBox,
  type RankType,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { fee } from '../../db/schema';
import { ReadCache } from './read-cache';
import { z } from 'zod';
import { rowFields, selectRows, selectTypedRows } from '../../db/rows';

const { number, text, nullableText } = rowFields;
import { listOfRound } from '../../data/rounds';

/** Whether a counselling has rows for a screen, per screen (constant SQL). */
const HAS_DATA: Record<DataScreen, SQL> = {
  allotments: sql`exists (select 1 from allotment x where x.counselling_id = c.id)`,
  cutoffs: sql`exists (select 1 from closing_rank x where x.counselling_id = c.id)`,
  'seat-matrix': sql`exists (select 1 from seat_matrix x where x.counselling_id = c.id)`,
  financials: sql`exists (select 1 from fee x where x.counselling_id = c.id)`,
};

const counsellingRow = z.object({
  id: text,
  name: text,
  type: text,
  state: nullableText,
  level: text,
  years: rowFields.numbers.catch([]),
});

/** A round of the counselling as its filter options name it. */
const roundRow = z.object({ year: number, round: number, label: text });

/** Counsellings that have data for a screen, by name (docs/product.md#data-screens). */
export async function listCounsellings(
  db: Database,
  screen: DataScreen,
): Promise<CounsellingOption[]> {
  return selectTypedRows(
    db,
    counsellingRow,
    sql`select c.id, c.name, c.type, c.state, c.level,
        coalesce((select array_agg(distinct r.year::int order by r.year::int)
                  from counselling_round r where r.counselling_id = c.id), '{}') as "years"
      from counselling c
      where ${HAS_DATA[screen]}
      order by c.name asc, c.id asc`,
  );
}

/**
 * Where a screen's filter options come from: allotments use the derived closing ranks, which
 * hold every institute, course, quota and category an allotment has, at a fraction of the rows.
 */
interface FacetSource {
  from: SQL;
  quota: SQL;
  category: SQL;
  where: SQL;
}

/** A facet source over `table` (alias t) with its institute and course. */
const facetSource = (
  table: string,
  category: 'allotted_category' | 'category',
  courseJoin: 'join' | 'left join' = 'join',
): FacetSource => ({
  from: sql.raw(`${table} t join institute i on i.id = t.institute_id
      ${courseJoin} course c on c.id = t.course_id`),
  quota: sql.raw('t.quota'),
  category: sql.raw(`t.${category}`),
  where: sql.raw('t.counselling_id'),
});

const FACET_SOURCE: Record<DataScreen, FacetSource> = {
  allotments: facetSource('closing_rank', 'allotted_category'),
  cutoffs: facetSource('closing_rank', 'allotted_category'),
  'seat-matrix': facetSource('seat_matrix', 'category'),
  financials: facetSource('fee', 'category', 'left join'),
};

const distinctValues = (expression: SQL, from: SQL, where: SQL) =>
  sql`coalesce((select array_agg(v order by v) from (
    select distinct ${expression} as v from ${from} where ${where} and ${expression} is not null
  ) d), '{}')`;

const facetCache = new ReadCache<Facets>(200);

/** Filter option lists for one counselling: public reference data, served whole (docs/product.md#demo-rule). */
export function loadFacets(
  db: Database,
  screen: DataScreen,
  counsellingId: string,
): Promise<Facets> {
  // Distinct values over a counselling's rows: remembered until the data changes.
  return facetCache.get(db, `${screen}\u0000${counsellingId}`, () =>
    queryFacets(db, screen, counsellingId),
  );
}

async function queryFacets(
  db: Database,
  screen: DataScreen,
  counsellingId: string,
): Promise<Facets> {
  const source = FACET_SOURCE[screen];
  const inCounselling = sql`${source.where} = ${counsellingId}`;
  const [lists] = await selectRows(
    db,
    sql`select
      ${distinctValues(sql`i.state`, source.from, inCounselling)} as "states",
      ${distinctValues(source.quota, source.from, inCounselling)} as "quotas",
      ${distinctValues(source.category, source.from, inCounselling)} as "categories",
      ${distinctValues(sql`c.name`, source.from, inCounselling)} as "courses",
      ${distinctValues(sql`i.name`, source.from, inCounselling)} as "institutes"`,
  );
  const rounds =
    screen === 'financials'
      ? []
      : await selectTypedRows(
          db,
          roundRow,
          sql`select r.year::int as "year", r.round::int as "round", r.label as "label"
            from counselling_round r where r.counselling_id = ${counsellingId}
            order by r.year, r.round`,
        );
  // Fees have the years of their lists, not rounds (docs/decisions/0055-a-fee-row-says-its-year.md).
  const years =
    screen === 'financials' ? await feeListYears(db, counsellingId) : rounds.map((row) => row.year);
  const rankTypes = await publishedRankTypes(db, screen, counsellingId);
  const moneyBoxes = screen === 'financials' ? await statedMoneyBoxes(db, counsellingId) : [];
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  // One option per round list, named as its first year names it.
  const roundLists = new Map<string, { round: number; list: RoundList; label: string }>();
  for (const row of rounds) {
    const option = { ...listOfRound(row.round), label: row.label };
    const key = `${option.round}-${option.list}`;
    if (!roundLists.has(key)) roundLists.set(key, option);
  }
  return {
    states: strings(lists?.states),
    quotas: strings(lists?.quotas),
    categories: strings(lists?.categories),
    courses: strings(lists?.courses),
    institutes: strings(lists?.institutes),
    years: [...new Set(years)],
    rounds: [...roundLists.values()].sort(compareRounds),
    rankTypes,
    moneyBoxes,
  };
}

/**
 * The profile boxes some fee row of the counselling states, so Financials & Bonds has a column
 * for those only (docs/decisions/0081-every-money-box-as-published.md).
 */
async function statedMoneyBoxes(db: Database, counsellingId: string): Promise<FinancialMoneyBox[]> {
  const [row] = await selectRows(
    db,
    sql`select ${sql.raw(
      FINANCIAL_MONEY_BOXES.map((box) => `bool_or(${fee[box].name} is not null) as "${box}"`).join(
        ', ',
      ),
    )} from fee where counselling_id = ${counsellingId}`,
  );
  return FINANCIAL_MONEY_BOXES.filter((box) => row?.[box] === true);
}

/** The years of the fee and allotment lists a counselling's fee rows came from, oldest first. */
async function feeListYears(db: Database, counsellingId: string): Promise<number[]> {
  const rows = await selectTypedRows(
    db,
    z.object({ year: number }),
    sql`select distinct r.year::int as "year" from fee f
      join import_run r on r.id = f.import_run_id
      where f.counselling_id = ${counsellingId} and r.year is not null
      order by 1`,
  );
  return rows.map((row) => row.year);
}

/**
 * The ranks a counselling publishes: those its closing ranks hold at all (Telangana publishes
 * only its own merit rank). Each check is one probe of a rank index.
 */
async function publishedRankTypes(
  db: Database,
  screen: DataScreen,
  counsellingId: string,
): Promise<RankType[]> {
  if (!SCREEN_CAPABILITIES[screen].sorts.includes('aiRank')) return [];
  const [row] = await selectRows(
    db,
    sql`select
      exists (select 1 from closing_rank x where x.counselling_id = ${counsellingId}
        and x.closing_ai_rank is not null) as "ai",
      exists (select 1 from closing_rank x where x.counselling_id = ${counsellingId}
        and x.closing_counselling_rank is not null) as "counselling"`,
  );
  return RANK_TYPES.filter((type) => row?.[type] === true);
}

/** Whether the counselling exists at all (unknown ids answer 404, not an empty page). */
export async function counsellingExists(db: Database, counsellingId: string): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 as "found" from counselling where id = ${counsellingId}`,
  );
  return rows.length > 0;
}
