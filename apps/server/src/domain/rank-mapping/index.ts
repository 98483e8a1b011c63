import { sql, type SQL } from 'drizzle-orm';
import {
  type RankMappingPage,
  type RankMappingQuery,
  type RankMappingRow,
  type RankRange,
} from '@seatscope/shared';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { rowFields, selectTypedRows } from '../../db/rows';
import { listOfRound } from '../../data/rounds';
import { allOf, inList, pageWindow } from '../sql';
import { demoSampleCondition } from '../data-screens/flat-table';
import { FLAT_SCREENS } from '../data-screens/registry';

/**
 * The Rank Mapping Tool (docs/product.md#rank-mapping-tool): the allotments whose rank lies
 * within `window` of the asked rank, grouped by institute and course, nearest first, with the
 * ranks each year and round allotted there. The demo rule of the data screens applies
 * (docs/product.md#demo-rule): a demo viewer's groups are a fixed sample of the counselling, the
 * same whatever rank or window is asked (docs/decisions/0066-the-demo-is-a-sample.md).
 */

interface GroupKey {
  instituteId: number;
  courseId: number;
}

function rankExpression(rankType: RankMappingQuery['rankType']): SQL {
  return rankType === 'ai' ? sql`a.ai_rank` : sql`a.counselling_rank`;
}

/**
 * Which allotments count: the counselling, the window and, unless `unfiltered`, the lists; with
 * `keys`, only those groups; with `sample` (a demo viewer), only the sample's groups, every rank of
 * them rather than the window's, so stepping the rank or the window shows nothing new.
 */
function hitCondition(
  query: RankMappingQuery,
  options: { unfiltered: boolean; keys?: GroupKey[]; sample?: SQL | undefined },
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
    options.sample ? sql`${rank} is not null` : sql`${rank} between ${from} and ${to}`,
    options.sample,
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

/**
 * The demo sample's groups: the institutes and courses of Seat Allocation's demo sample
 * (docs/decisions/0021-numbers-people-pay-for.md), chosen from the counselling alone, so every
 * rank, window, filter and page sees the same groups (docs/decisions/0066-the-demo-is-a-sample.md).
 */
async function demoGroups(db: Database, counsellingId: string): Promise<SQL> {
  const sample = await demoSampleCondition(db, FLAT_SCREENS.allotments, counsellingId);
  return sql`(a.institute_id, a.course_id) in (
    select a.institute_id, a.course_id from allotment a where ${sample})`;
}

interface GroupRow extends GroupKey {
  instituteName: string;
  courseName: string;
  state: string | null;
  quotas: string[];
  categories: string[];
  allotments: number;
  nearestRank: number;
  total: number;
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? parsePgArray(value) : [];

const { number, text, nullableText } = rowFields;

const groupRow = z.object({
  instituteId: number,
  courseId: number,
  instituteName: text,
  courseName: text,
  state: nullableText,
  quotas: z.unknown().transform((value) => asStrings(value).sort()),
  categories: z.unknown().transform((value) => asStrings(value).sort()),
  allotments: number,
  nearestRank: number,
  total: number,
});

const totalRow = z.object({ total: number });

const rangeRow = z.object({
  instituteId: number,
  courseId: number,
  year: number,
  round: number,
  roundLabel: text,
  fromRank: number,
  toRank: number,
  allotments: number,
});

/** PGlite and node-postgres both parse text[]; this covers a driver that hands back `{a,b}`. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((part) => part.replace(/^"|"$/g, '')) : [];
}

async function groupPage(
  db: Database,
  query: RankMappingQuery,
  condition: SQL,
  limit: number,
  offset: number,
): Promise<GroupRow[]> {
  const rank = rankExpression(query.rankType);
  return selectTypedRows(
    db,
    groupRow,
    sql`select a.institute_id as "instituteId", a.course_id as "courseId",
        min(a.institute_name) as "instituteName", min(a.course_name) as "courseName",
        min(a.state) as "state",
        array_agg(distinct a.quota) as "quotas",
        array_agg(distinct a.allotted_category) as "categories",
        count(*)::int as "allotments",
        (array_agg(${rank} order by abs(${rank} - ${query.rank}::int), ${rank}))[1]::int
          as "nearestRank",
        count(*) over ()::int as "total"
      from allotment a
      where ${condition}
      group by a.institute_id, a.course_id
      order by min(abs(${rank} - ${query.rank}::int)), count(*) desc,
        min(a.institute_name), min(a.course_name), a.institute_id, a.course_id
      ${pageWindow(limit, offset)}`,
  );
}

async function groupCount(db: Database, condition: SQL): Promise<number> {
  const [row] = await selectTypedRows(
    db,
    totalRow,
    sql`select count(*)::int as "total" from (
        select 1 from allotment a where ${condition} group by a.institute_id, a.course_id) g`,
  );
  return row?.total ?? 0;
}

const keyOf = (key: GroupKey) => `${key.instituteId}:${key.courseId}`;

async function rangesOf(
  db: Database,
  query: RankMappingQuery,
  groups: GroupRow[],
  sample: SQL | undefined,
): Promise<Map<string, RankRange[]>> {
  const ranges = new Map<string, RankRange[]>();
  if (groups.length === 0) return ranges;
  const rank = rankExpression(query.rankType);
  const rows = await selectTypedRows(
    db,
    rangeRow,
    sql`select a.institute_id as "instituteId", a.course_id as "courseId", a.year::int as "year",
        a.round::int as "round", coalesce(min(cr.label), 'Round ' || a.round::text) as "roundLabel",
        min(${rank})::int as "fromRank", max(${rank})::int as "toRank",
        count(*)::int as "allotments"
      from allotment a
        left join counselling_round cr on cr.counselling_id = a.counselling_id
          and cr.year = a.year and cr.round = a.round
      where ${hitCondition(query, { unfiltered: false, keys: groups, sample })}
      group by a.institute_id, a.course_id, a.year, a.round
      order by a.year, a.round`,
  );
  for (const row of rows) {
    const key = keyOf(row);
    const list = ranges.get(key) ?? [];
    const { year, round, roundLabel, fromRank, toRank, allotments } = row;
    list.push({ year, ...listOfRound(round), roundLabel, fromRank, toRank, allotments });
    ranges.set(key, list);
  }
  return ranges;
}

export async function getRankMappingPage(
  db: Database,
  query: RankMappingQuery,
  demo: boolean,
): Promise<Omit<RankMappingPage, 'demo'>> {
  const offset = (query.page - 1) * query.pageSize;
  let groups: GroupRow[];
  let total: number;
  let sample: SQL | undefined;
  if (demo) {
    // The sample's groups alone, nearest the asked rank first; `total` counts them, never what
    // the window or the filters would find in the paid data.
    sample = await demoGroups(db, query.counselling);
    groups = await groupPage(
      db,
      query,
      hitCondition(query, { unfiltered: false, sample }),
      query.pageSize,
      offset,
    );
    total = await groupCount(db, hitCondition(query, { unfiltered: true, sample }));
  } else {
    const condition = hitCondition(query, { unfiltered: false });
    groups = await groupPage(db, query, condition, query.pageSize, offset);
    total = groups[0]?.total ?? (offset > 0 ? await groupCount(db, condition) : 0);
  }
  const ranges = await rangesOf(db, query, groups, sample);
  const rows: RankMappingRow[] = groups.map((group) => ({
    instituteId: group.instituteId,
    courseId: group.courseId,
    instituteName: group.instituteName,
    courseName: group.courseName,
    state: group.state,
    quotas: group.quotas,
    categories: group.categories,
    allotments: group.allotments,
    nearestRank: group.nearestRank,
    ranges: ranges.get(keyOf(group)) ?? [],
  }));
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
