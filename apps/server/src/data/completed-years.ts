import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { completedYear, counsellingRound } from '../db/schema';

/**
 * Which counselling years have ended though their stray round is not in the data
 * (docs/decisions/0073-in-season-forecasts.md): Rank DeepScan forecasts the latest year of a
 * counselling from its published rounds until it ends.
 */

/**
 * Marks every year in the data complete: the bundle's lists and the generated demo data are of
 * counsellings that ended, whatever rounds their files hold.
 */
export async function markLoadedYearsComplete(
  db: Database,
  markedBy: 'bundle' | 'demo',
): Promise<void> {
  await db.execute(sql`INSERT INTO ${completedYear} (counselling_id, year, marked_by)
    SELECT DISTINCT counselling_id, year, ${markedBy} FROM ${counsellingRound}
    ON CONFLICT DO NOTHING`);
}

/** Marks the given years complete (a bundle's years, when a newer bundle updates the data). */
export async function markYearsComplete(
  db: Database,
  years: readonly { counsellingId: string; year: number }[],
  markedBy: 'bundle',
): Promise<void> {
  if (years.length === 0) return;
  await db
    .insert(completedYear)
    .values(years.map(({ counsellingId, year }) => ({ counsellingId, year, markedBy })))
    .onConflictDoNothing();
}

export class UnknownCounsellingYearError extends Error {
  constructor(counsellingId: string, year: number) {
    super(`${counsellingId} has no rounds of ${year} in the data: nothing to mark.`);
  }
}

/**
 * An admin's word that a year has ended (`complete`), or that it is under way again. Refuses a
 * year the data holds no round of.
 */
export async function setYearComplete(
  db: Database,
  counsellingId: string,
  year: number,
  complete: boolean,
): Promise<void> {
  const [round] = await db
    .select({ year: counsellingRound.year })
    .from(counsellingRound)
    .where(and(eq(counsellingRound.counsellingId, counsellingId), eq(counsellingRound.year, year)))
    .limit(1);
  if (!round) throw new UnknownCounsellingYearError(counsellingId, year);
  if (complete) {
    await db
      .insert(completedYear)
      .values({ counsellingId, year, markedBy: 'admin' })
      .onConflictDoUpdate({
        target: [completedYear.counsellingId, completedYear.year],
        set: { markedBy: 'admin', markedAt: sql`now()` },
      });
  } else {
    await db
      .delete(completedYear)
      .where(and(eq(completedYear.counsellingId, counsellingId), eq(completedYear.year, year)));
  }
}
