import { sql, type SQL } from 'drizzle-orm';
import {
  DEMO_ROW_LIMIT,
  type RankMappingPage,
  type RankMappingQuery,
  type RankMappingRow,
  type RankRange,
  rankRangeSchema,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { allOf, inList, pageWindow } from '../data-screens/sql';

/**
 * The Rank Mapping Tool (docs/product.md#rank-mapping-tool): the allotments whose rank lies
 * within `window` of the asked rank, grouped by institute and course, nearest first, with the
 * ranks each year and round allotted there. The demo rule of the data screens applies
 * (docs/product.md#demo-rule): a demo viewer's sample is the first DEMO_ROW_LIMIT groups of the
 * unfiltered answer, filters apply inside it, and `total` is the unfiltered count.
 */

interface GroupKey {
  instituteId: number;
  courseId: number;
}

function rankExpression(rankType: RankMappingQuery['rankType']): SQL {
  return rankType === 'ai' ? sql`a.ai_rank` : sql`a.counselling_rank`;
}

/** Which allotments count: the counselling, the window and, unless `unfiltered`, the lists. */
function hitCondition(
  query: RankMappingQuery,
  options: { unfiltered: boolean; keys?: GroupKey[] },
) {
  const rank = rankExpression(query.rankType);
  const from = Math.max(1, query.rank - query.window);
  const to = query.rank + query.window;
  const lists = options.unfiltered
    ? []
    : [
        inList(sql`a.state`, query.state ?? []),
        inList(sql`a.quota`, query.quota ?? []),
        inList(sql`a.allotted_category`, query.category ?? []),
        inList(sql`a.course_name`, query.course ?? []),
      ];
  const keys = options.keys;
  return allOf([
    sql`a.counselling_id = ${query.counselling}`,
    sql`${rank} between ${from} and ${to}`,
    ...lists,
    keys === undefined
      ? undefined
      : keys.length === 0
        ? sql`false`
        : sql`(a.institute_id, a.course_id) in (${sql.join(
            keys.map((key) => sql`(${key.instituteId}::int, ${key.courseId}::int)`),
            sql`, `,
          )})`,
  ]);
}

interface GroupRow extends RankMappingRow {
  total: number;
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? parsePgArray(value) : [];

/** PGlite and node-postgres both parse text[]; this covers a driver that hands back `{a,b}`. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((part) => part.replace(/^"|"$/g, '')) : [];
}

const asRanges = (value: unknown): RankRange[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? rankRangeSchema.array().parse(parsed) : [];
};

/**
 * One page of groups with their year-and-round ranges, in one statement that reads the window's
 * allotments once: per year, round, quota and category first (`cells`), then per institute and
 * course (the page), then the page's ranges.
 */
async function groupPage(
  db: Database,
  query: RankMappingQuery,
  condition: SQL,
  limit: number,
  offset: number,
): Promise<GroupRow[]> {
  const rank = rankExpression(query.rankType);
  const asked = sql`${query.rank}::int`;
  const rows = await selectRows(
    db,
    sql`with cells as (
        select a.institute_id, a.course_id, a.year, a.round, a.quota, a.allotted_category,
          min(a.institute_name) as institute_name, min(a.course_name) as course_name,
          min(a.state) as state, min(${rank}) as from_rank, max(${rank}) as to_rank,
          count(*)::int as allotments,
          (array_agg(${rank} order by abs(${rank} - ${asked}), ${rank}))[1] as nearest
        from allotment a
        where ${condition}
        group by a.institute_id, a.course_id, a.year, a.round, a.quota, a.allotted_category
      ), groups as (
        select institute_id, course_id, min(institute_name) as institute_name,
          min(course_name) as course_name, min(state) as state,
          array_agg(distinct quota) as quotas, array_agg(distinct allotted_category) as categories,
          sum(allotments)::int as allotments,
          (array_agg(nearest order by abs(nearest - ${asked}), nearest))[1] as nearest,
          min(abs(nearest - ${asked})) as distance,
          count(*) over ()::int as total
        from cells
        group by institute_id, course_id
        order by distance, sum(allotments) desc, min(institute_name), min(course_name),
          institute_id, course_id
        ${pageWindow(limit, offset)}
      ), ranges as (
        select c.institute_id, c.course_id, c.year, c.round, min(c.from_rank) as from_rank,
          max(c.to_rank) as to_rank, sum(c.allotments)::int as allotments
        from cells c join groups g using (institute_id, course_id)
        group by c.institute_id, c.course_id, c.year, c.round
      )
      select g.institute_id as "instituteId", g.course_id as "courseId",
        g.institute_name as "instituteName", g.course_name as "courseName", g.state as "state",
        g.quotas as "quotas", g.categories as "categories", g.allotments as "allotments",
        g.nearest::int as "nearestRank", g.total as "total",
        (select json_agg(json_build_object('year', r.year::int, 'round', r.round::int,
            'roundLabel', coalesce(cr.label, 'Round ' || r.round::text),
            'fromRank', r.from_rank::int, 'toRank', r.to_rank::int,
            'allotments', r.allotments) order by r.year, r.round)
          from ranges r
            left join counselling_round cr on cr.counselling_id = ${query.counselling}
              and cr.year = r.year and cr.round = r.round
          where r.institute_id = g.institute_id and r.course_id = g.course_id) as "ranges"
      from groups g
      order by g.distance, g.allotments desc, g.institute_name, g.course_name,
        g.institute_id, g.course_id`,
  );
  return rows.map((row) => ({
    instituteId: Number(row.instituteId),
    courseId: Number(row.courseId),
    instituteName: String(row.instituteName),
    courseName: String(row.courseName),
    state: row.state === null ? null : String(row.state),
    quotas: asStrings(row.quotas).sort(),
    categories: asStrings(row.categories).sort(),
    allotments: Number(row.allotments),
    nearestRank: Number(row.nearestRank),
    ranges: asRanges(row.ranges),
    total: Number(row.total),
  }));
}

async function groupCount(db: Database, condition: SQL): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*)::int as "total" from (
        select 1 from allotment a where ${condition} group by a.institute_id, a.course_id) g`,
  );
  return Number(row?.total ?? 0);
}

export async function getRankMappingPage(
  db: Database,
  query: RankMappingQuery,
  demo: boolean,
): Promise<Omit<RankMappingPage, 'demo'>> {
  const offset = (query.page - 1) * query.pageSize;
  let groups: GroupRow[];
  let total: number;
  if (demo) {
    const sample = await groupPage(
      db,
      query,
      hitCondition(query, { unfiltered: true }),
      DEMO_ROW_LIMIT,
      0,
    );
    total = sample[0]?.total ?? 0;
    groups = await groupPage(
      db,
      query,
      hitCondition(query, { unfiltered: false, keys: sample }),
      query.pageSize,
      offset,
    );
  } else {
    const condition = hitCondition(query, { unfiltered: false });
    groups = await groupPage(db, query, condition, query.pageSize, offset);
    total = groups[0]?.total ?? (offset > 0 ? await groupCount(db, condition) : 0);
  }
  const rows: RankMappingRow[] = groups.map(({ total: _total, ...row }) => row);
  return {
    rows,
    total,
    page: query.page,
    pageSize: query.pageSize,
    rank: query.rank,
    window: query.window,
    rankType: query.rankType,
  };
}
