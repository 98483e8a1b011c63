import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { suspectMarkSchema, valueReviewSchema, type SuspectMark } from '@seatscope/shared';
import type { Database } from '../db/client';
import { isStrayRound, listOfRound, type RoundListKind } from './rounds';
import { findSuspectValues, type RankedCell } from './suspect-values';
import { inBatches, rowsOf } from './sql-batch';
import { rowFields, typedRows } from '../db/rows';

/**
 * Marks a counselling's suspect closing ranks and applies the operator's reviews
 * (docs/decisions/0086-suspect-values.md), on each rank type: first every cell is as its source
 * gave it again (a correction undone, marks cleared), then the checks run over the whole
 * counselling, so a later import that adds years or rounds judges every cell afresh. A review
 * holds while the cell still has the value reviewed: a confirmed value is not marked, a
 * corrected one shows its correction. Runs inside the caller's transaction, before the Cutoff
 * Ranks rows are built from the closing ranks.
 */
export async function markSuspectValues(db: Database, counsellingId: string): Promise<void> {
  for (const rankType of RANK_TYPES) await markRankType(db, counsellingId, rankType);
}

const RANK_TYPES = ['ai', 'counselling'] as const;
type RankType = (typeof RANK_TYPES)[number];

const columnsOf = (rankType: RankType) =>
  rankType === 'ai'
    ? { rank: sql.raw('closing_ai_rank'), mark: sql.raw('suspect_ai') }
    : { rank: sql.raw('closing_counselling_rank'), mark: sql.raw('suspect_counselling') };

const cellRowSchema = z.object({
  year: z.coerce.number(),
  round: z.coerce.number(),
  institute_id: z.coerce.number(),
  course_id: z.coerce.number(),
  quota: z.string(),
  allotted_category: z.string(),
  source: z.string(),
  rank: z.coerce.number(),
  review: valueReviewSchema.extend({ value: z.number() }).nullable(),
});

async function markRankType(db: Database, counsellingId: string, rankType: RankType) {
  const { rank, mark } = columnsOf(rankType);
  await db.execute(sql`
    UPDATE closing_rank SET ${rank} = (${mark} ->> 'value')::int
    WHERE counselling_id = ${counsellingId} AND ${mark} ->> 'kind' = 'corrected'`);
  await db.execute(sql`
    UPDATE closing_rank SET ${mark} = NULL
    WHERE counselling_id = ${counsellingId} AND ${mark} IS NOT NULL`);
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      SELECT k.year, k.round, k.institute_id, k.course_id, k.quota, k.allotted_category,
        k.source, k.${rank} AS rank,
        CASE WHEN r.verdict IS NULL THEN NULL ELSE json_build_object('value', r.value,
          'verdict', r.verdict, 'correctedRank', r.corrected_rank, 'reviewedBy', r.reviewed_by,
          'reason', r.reason, 'reviewedAt', r.reviewed_at) END AS review
      FROM closing_rank k
        LEFT JOIN closing_rank_review r ON r.counselling_id = k.counselling_id
          AND r.year = k.year AND r.round = k.round AND r.institute_id = k.institute_id
          AND r.course_id = k.course_id AND r.quota = k.quota
          AND r.allotted_category = k.allotted_category AND r.rank_type = ${rankType}
          AND r.value = k.${rank}
      WHERE k.counselling_id = ${counsellingId} AND k.${rank} IS NOT NULL
      -- One order on both engines, so the marks (and the bundle that holds them) do not depend
      -- on the order rows happen to come in.
      ORDER BY k.year, k.round, k.institute_id, k.course_id, k.quota COLLATE "C",
        k.allotted_category COLLATE "C"`),
  ).map((row) => cellRowSchema.parse(row));

  const cells: RankedCell[] = rows.map((row, id) => {
    const { list: listKind } = listOfRound(row.round);
    return {
      id,
      option: JSON.stringify([row.institute_id, row.course_id, row.quota, row.allotted_category]),
      place: JSON.stringify([row.institute_id, row.course_id, row.year, row.round]),
      seatType: row.quota,
      list: `${row.year}-${row.round}`,
      // Regular rounds of one list kind and source reach alike; stray rounds are their own kind.
      listKind: `${isStrayRound(row.round) ? 'stray' : 'regular'}:${listKind}:${row.source === 'allotments' ? 'allotments' : 'list'}`,
      rank: row.review?.verdict === 'corrected' ? (row.review.correctedRank ?? row.rank) : row.rank,
    };
  });
  const found = findSuspectValues(cells);
  const marked = rows.flatMap((row, id) => {
    const review = row.review;
    let cellMark: SuspectMark | undefined;
    if (review?.verdict === 'corrected') {
      const { value, ...rest } = review;
      cellMark = { kind: 'corrected', value, review: rest };
    } else if (!review) {
      cellMark = found.get(id);
    }
    if (!cellMark) return [];
    return [
      {
        year: row.year,
        round: row.round,
        institute_id: row.institute_id,
        course_id: row.course_id,
        quota: row.quota,
        allotted_category: row.allotted_category,
        shown: cells[id]?.rank ?? row.rank,
        mark: suspectMarkSchema.parse(cellMark),
      },
    ];
  });
  await inBatches(marked, async (batch) => {
    await db.execute(sql`
      UPDATE closing_rank k SET ${mark} = v.mark, ${rank} = v.shown
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS v(year int, round int,
        institute_id int, course_id int, quota text, allotted_category text, shown int,
        mark jsonb)
      WHERE k.counselling_id = ${counsellingId} AND k.year = v.year AND k.round = v.round
        AND k.institute_id = v.institute_id AND k.course_id = v.course_id
        AND k.quota = v.quota AND k.allotted_category = v.allotted_category`);
  });
}

const PARTIAL_SUFFIX = ' (partial list)';
const PARTIAL_SHORT_SUFFIX = ' (partial)';

/** A round whose list is partial says so in its label; one that no longer is, stops saying so. */
export async function labelPartialLists(db: Database, counsellingId: string): Promise<void> {
  await db.execute(sql`
    UPDATE counselling_round cr SET
      label = left(cr.label, length(cr.label) - ${PARTIAL_SUFFIX.length}),
      short_label = left(cr.short_label, length(cr.short_label) - ${PARTIAL_SHORT_SUFFIX.length})
    WHERE cr.counselling_id = ${counsellingId} AND right(cr.label, ${PARTIAL_SUFFIX.length}) = ${PARTIAL_SUFFIX}`);
  await db.execute(sql`
    UPDATE counselling_round cr SET label = cr.label || ${PARTIAL_SUFFIX},
      short_label = cr.short_label || ${PARTIAL_SHORT_SUFFIX}
    WHERE cr.counselling_id = ${counsellingId} AND EXISTS (SELECT 1 FROM closing_rank k
      WHERE k.counselling_id = cr.counselling_id AND k.year = cr.year AND k.round = cr.round
        AND 'partial-list' IN (k.suspect_ai ->> 'kind', k.suspect_counselling ->> 'kind'))`);
}

/** Every marked value of the counsellings, for the import summary and `npm run data -- suspects`. */
export interface MarkedValue {
  counsellingId: string;
  year: number;
  /** The round's own number and list kind (docs/decisions/0029-round-lists.md). */
  round: number;
  list: RoundListKind;
  roundLabel: string;
  instituteId: number;
  courseId: number;
  instituteName: string;
  courseName: string;
  quota: string;
  category: string;
  rankType: RankType;
  mark: SuspectMark;
}

const markedRow = z.object({
  counselling_id: rowFields.text,
  year: rowFields.number,
  round: rowFields.number,
  label: rowFields.text,
  institute_id: rowFields.number,
  course_id: rowFields.number,
  institute_name: rowFields.text,
  course_name: rowFields.text,
  quota: rowFields.text,
  allotted_category: rowFields.text,
  rank_type: z.unknown(),
  mark: suspectMarkSchema,
});

export async function markedValues(
  db: Database,
  counsellingIds: readonly string[],
): Promise<MarkedValue[]> {
  if (counsellingIds.length === 0) return [];
  const rows = typedRows(
    markedRow,
    await db.execute(sql`
      SELECT k.counselling_id, k.year, k.round, coalesce(cr.label, 'Round ' || k.round) AS label,
        k.institute_id, k.course_id, k.institute_name, k.course_name, k.quota, k.allotted_category, t.rank_type, t.mark
      FROM closing_rank k
        CROSS JOIN LATERAL (VALUES ('ai', k.suspect_ai), ('counselling', k.suspect_counselling))
          AS t(rank_type, mark)
        LEFT JOIN counselling_round cr ON cr.counselling_id = k.counselling_id
          AND cr.year = k.year AND cr.round = k.round
      WHERE k.counselling_id IN (${sql.join(
        counsellingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND t.mark IS NOT NULL
      ORDER BY k.counselling_id, k.year, k.round, k.institute_name, k.course_name, k.quota,
        k.allotted_category, t.rank_type`),
  );
  return rows.map((row) => {
    const { round, list } = listOfRound(row.round);
    return {
      counsellingId: row.counselling_id,
      year: row.year,
      round,
      list,
      roundLabel: row.label,
      instituteId: row.institute_id,
      courseId: row.course_id,
      instituteName: row.institute_name,
      courseName: row.course_name,
      quota: row.quota,
      category: row.allotted_category,
      rankType: row.rank_type === 'ai' ? 'ai' : 'counselling',
      mark: row.mark,
    };
  });
}

/** The counsellings of real data (not demo), by id. */
export async function realCounsellings(db: Database): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM counselling WHERE NOT is_demo ORDER BY id`),
  );
  return rows.map((row) => row.id);
}
