import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roundLabel, type RoundStyle } from './rounds';

/**
 * Rebuilds what is derived from a counselling's allotments (decision 3): closing ranks per
 * bucket (year, round, institute, course, quota, allotted category: opening and closing rank,
 * seats behind them), seats filled per bucket as the derived seat matrix where no explicit one
 * was imported, and the rounds the counselling offers.
 */
export async function deriveCounselling(
  db: Database,
  counsellingId: string,
  roundStyle: RoundStyle,
): Promise<void> {
  await db.execute(sql`DELETE FROM closing_rank WHERE counselling_id = ${counsellingId}`);
  await db.execute(sql`
    INSERT INTO closing_rank (counselling_id, year, round, institute_id, course_id, quota,
      allotted_category, opening_ai_rank, closing_ai_rank, opening_counselling_rank,
      closing_counselling_rank, seats, institute_name, state, course_name)
    SELECT counselling_id, year, round, institute_id, course_id, quota, allotted_category,
      min(ai_rank), max(ai_rank), min(counselling_rank), max(counselling_rank), count(*)::int,
      min(institute_name), min(state), min(course_name)
    FROM allotment WHERE counselling_id = ${counsellingId}
    GROUP BY counselling_id, year, round, institute_id, course_id, quota, allotted_category`);
  await db.execute(
    sql`DELETE FROM seat_matrix WHERE counselling_id = ${counsellingId} AND derived`,
  );
  await db.execute(sql`
    INSERT INTO seat_matrix (counselling_id, year, round, institute_id, course_id, quota, category,
      seats, derived)
    SELECT a.counselling_id, a.year, a.round, a.institute_id, a.course_id, a.quota,
      a.allotted_category, count(*)::int, true
    FROM allotment a
    WHERE a.counselling_id = ${counsellingId}
      AND NOT EXISTS (SELECT 1 FROM seat_matrix s WHERE s.counselling_id = a.counselling_id
        AND s.year = a.year AND s.round = a.round AND NOT s.derived)
    GROUP BY a.counselling_id, a.year, a.round, a.institute_id, a.course_id, a.quota,
      a.allotted_category`);
  await db.execute(sql`DELETE FROM counselling_round WHERE counselling_id = ${counsellingId}`);
  const rounds = await db.execute<{ year: number; round: number }>(sql`
    SELECT DISTINCT year, round FROM allotment WHERE counselling_id = ${counsellingId}
    UNION SELECT DISTINCT year, round FROM seat_matrix WHERE counselling_id = ${counsellingId}`);
  const values = rowsOf<{ year: number; round: number }>(rounds).map((row) => {
    const label = roundLabel(Number(row.round), roundStyle);
    return sql`(${counsellingId}, ${Number(row.year)}, ${Number(row.round)}, ${label.label}, ${label.shortLabel})`;
  });
  if (values.length > 0) {
    await db.execute(sql`INSERT INTO counselling_round (counselling_id, year, round, label, short_label)
      VALUES ${sql.join(values, sql`, `)}`);
  }
}

/**
 * Brings the read copies of institute and course names on allotments and closing ranks in step
 * with the institute and course rows (after matching renamed or merged institutes).
 */
export async function refreshReadColumns(db: Database, counsellingId: string): Promise<void> {
  await db.execute(sql`
    UPDATE allotment a SET institute_name = i.name, state = i.state
    FROM institute i
    WHERE a.counselling_id = ${counsellingId} AND a.institute_id = i.id
      AND (a.institute_name IS DISTINCT FROM i.name OR a.state IS DISTINCT FROM i.state)`);
  await db.execute(sql`
    UPDATE allotment a SET course_name = c.name
    FROM course c
    WHERE a.counselling_id = ${counsellingId} AND a.course_id = c.id
      AND a.course_name IS DISTINCT FROM c.name`);
}

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (
    result !== null &&
    typeof result === 'object' &&
    'rows' in result &&
    Array.isArray(result.rows)
  )
    return result.rows as T[];
  return [];
}
