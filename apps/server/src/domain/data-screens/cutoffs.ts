import { sql, type SQL } from 'drizzle-orm';
import {
  DEMO_ROW_LIMIT,
  type CutoffColumn,
  type CutoffDetailQuery,
  type SortField,
  type TableQuery,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { allOf, feeLateral, inList, orderTerm, searchCondition, selectRows } from './sql';

/**
 * Cutoff Ranks: one row per quota, category, institute and course (state follows the
 * institute), with the closing rank of every year and round present (design decisions 3, 4).
 */
// Closing ranks carry read copies of institute and course names (data decision 0010).
const FROM = sql`closing_rank cr`;

const GROUP_KEY = sql`cr.institute_id, cr.course_id, cr.quota, cr.allotted_category`;

const DEFAULT_ORDER = sql`min(cr.institute_name) asc, min(cr.course_name) asc, cr.quota asc,
  cr.allotted_category asc, cr.institute_id asc, cr.course_id asc`;

function closingColumn(rankType: TableQuery['rankType']): SQL {
  return rankType === 'ai' ? sql`cr.closing_ai_rank` : sql`cr.closing_counselling_rank`;
}

/** The closing rank of the newest year and round a row has: what "sort by rank" means here. */
const latest = (column: SQL) => sql`(array_agg(${column} order by cr.year desc, cr.round desc))[1]`;

const SORTS: Record<SortField, SQL> = {
  institute: sql`g."instituteName"`,
  course: sql`g."courseName"`,
  aiRank: sql`g.latest_ai`,
  counsellingRank: sql`g.latest_counselling`,
  fee: sql`seat_fee.fee_year_1`,
};

const GROUP_DEFAULT_ORDER = sql`g."instituteName" asc, g."courseName" asc, g."quotaName" asc,
  g."category" asc, g."instituteId" asc, g."courseId" asc`;

function demoSampleCondition(counsellingId: string): SQL {
  return sql`(${GROUP_KEY}) in (
    select ${GROUP_KEY} from ${FROM}
    where cr.counselling_id = ${counsellingId}
    group by ${GROUP_KEY}
    order by ${DEFAULT_ORDER}
    limit ${DEMO_ROW_LIMIT}
  )`;
}

function cellFilter(query: TableQuery): SQL {
  return allOf([
    sql`cr.counselling_id = ${query.counselling}`,
    inList(sql`cr.state`, query.state ?? []),
    inList(sql`cr.quota`, query.quota ?? []),
    inList(sql`cr.allotted_category`, query.category ?? []),
    inList(sql`cr.course_name`, query.course ?? []),
    inList(sql`cr.year`, query.year ?? []),
    inList(sql`cr.round`, query.round ?? []),
    query.institute ? searchCondition([sql`cr.institute_name`], query.institute) : undefined,
    query.q
      ? searchCondition(
          [
            sql`cr.institute_name`,
            sql`cr.course_name`,
            sql`cr.state`,
            sql`cr.quota`,
            sql`cr.allotted_category`,
          ],
          query.q,
        )
      : undefined,
  ]);
}

function groupsQuery(query: TableQuery, demo: boolean): SQL {
  const closing = closingColumn(query.rankType);
  return sql`select cr.institute_id as "instituteId", cr.course_id as "courseId",
      cr.quota as "quotaName", cr.allotted_category as "category",
      min(cr.institute_name) as "instituteName", min(cr.state) as "state",
      min(cr.course_name) as "courseName", cr.counselling_id,
      jsonb_object_agg(cr.year::text || '-' || cr.round::text, ${closing}) as "closingRanks",
      ${latest(sql`cr.closing_ai_rank`)} as latest_ai,
      ${latest(sql`cr.closing_counselling_rank`)} as latest_counselling
    from ${FROM}
    where ${allOf([demo ? demoSampleCondition(query.counselling) : undefined, cellFilter(query)])}
    group by ${GROUP_KEY}, cr.counselling_id`;
}

const ROW_SELECT = sql`jsonb_build_array(g."instituteId", g."courseId", g."quotaName",
    g."category")::text as "id",
  g."instituteId", g."courseId", g."quotaName", g."category", g."state", g."instituteName",
  g."courseName",
  coalesce(seat_fee.beds, (select i.beds from institute i where i.id = g."instituteId")) as "beds",
  seat_fee.fee_year_1 as "fee", seat_fee.fee_text as "feeText",
  seat_fee.bond_years as "bondYears", seat_fee.bond_penalty as "bondPenalty",
  seat_fee.stipend_year_1 as "stipendYear1", g."closingRanks"`;

const GROUP_FEE = feeLateral({
  counsellingId: sql`g.counselling_id`,
  instituteId: sql`g."instituteId"`,
  courseId: sql`g."courseId"`,
  quota: sql`g."quotaName"`,
  category: sql`g."category"`,
});

function groupOrder(query: TableQuery): SQL {
  if (!query.sort) return GROUP_DEFAULT_ORDER;
  return sql`${orderTerm(SORTS[query.sort.field], query.sort.direction)}, ${GROUP_DEFAULT_ORDER}`;
}

/** The year/round columns present for the counselling (after year and round filters). */
export async function cutoffColumns(db: Database, query: TableQuery): Promise<CutoffColumn[]> {
  const rows = await selectRows(
    db,
    sql`select p.year::int as "year", p.round::int as "round",
        coalesce(r.label, 'Round ' || p.round::text) as "roundLabel",
        coalesce(r.short_label, 'R' || p.round::text) as "shortLabel"
      from (select distinct cr.year, cr.round from closing_rank cr
            where ${allOf([
              sql`cr.counselling_id = ${query.counselling}`,
              inList(sql`cr.year`, query.year ?? []),
              inList(sql`cr.round`, query.round ?? []),
            ])}) p
      left join counselling_round r
        on r.counselling_id = ${query.counselling} and r.year = p.year and r.round = p.round
      order by p.year asc, p.round asc`,
  );
  return rows.map((row) => {
    const year = Number(row.year);
    const round = Number(row.round);
    return {
      key: `${year}-${round}`,
      year,
      round,
      roundLabel: String(row.roundLabel),
      label: `${year} ${String(row.shortLabel)}`,
    };
  });
}

export interface CutoffPageResult {
  rows: Record<string, unknown>[];
  total: number;
  columns: CutoffColumn[];
}

export async function queryCutoffPage(
  db: Database,
  query: TableQuery,
  demo: boolean,
): Promise<CutoffPageResult> {
  const offset = (query.page - 1) * query.pageSize;
  const page = sql`with g as (${groupsQuery(query, demo)})
    select ${ROW_SELECT} from g ${GROUP_FEE}
    order by ${groupOrder(query)} limit ${query.pageSize} offset ${offset}`;
  // A demo viewer is told the full unfiltered total (design decision 1).
  const count = demo
    ? sql`select count(*)::int as "total" from (
        select 1 from closing_rank cr where cr.counselling_id = ${query.counselling}
        group by ${GROUP_KEY}) x`
    : sql`select count(*)::int as "total" from (
        select 1 from ${FROM} where ${cellFilter(query)} group by ${GROUP_KEY}) x`;
  const [rows, counted, columns] = await Promise.all([
    selectRows(db, page),
    selectRows(db, count),
    cutoffColumns(db, query),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0), columns };
}

/** Every row of the filtered result in page order, up to limit (CSV export). */
export async function queryCutoffRows(
  db: Database,
  query: TableQuery,
  demo: boolean,
  limit: number,
): Promise<{ rows: Record<string, unknown>[]; columns: CutoffColumn[] }> {
  const [rows, columns] = await Promise.all([
    selectRows(
      db,
      sql`with g as (${groupsQuery(query, demo)})
        select ${ROW_SELECT} from g ${GROUP_FEE} order by ${groupOrder(query)} limit ${limit}`,
    ),
    cutoffColumns(db, query),
  ]);
  return { rows, columns };
}

/** Most allotments one cutoff cell lists. */
const DETAIL_LIMIT = 1000;

export type CutoffDetailResult =
  { allowed: true; rows: Record<string, unknown>[] } | { allowed: false };

/** The allotments behind one cutoff cell, by counselling rank; a demo viewer only in the sample. */
export async function queryCutoffDetail(
  db: Database,
  query: CutoffDetailQuery,
  demo: boolean,
): Promise<CutoffDetailResult> {
  if (demo) {
    const inSample = await selectRows(
      db,
      sql`select 1 as "found" from ${FROM}
        where cr.counselling_id = ${query.counselling}
          and (${GROUP_KEY}) = (${query.institute}::int, ${query.course}::int,
            ${query.quota}::text, ${query.category}::text)
          and ${demoSampleCondition(query.counselling)}
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
        and a.round = ${query.round} and a.institute_id = ${query.institute}
        and a.course_id = ${query.course} and a.quota = ${query.quota}
        and a.allotted_category = ${query.category}
      order by a.counselling_rank asc nulls last, a.ai_rank asc nulls last, a.id asc
      limit ${DETAIL_LIMIT}`,
  );
  return { allowed: true, rows };
}
