import { sql } from 'drizzle-orm';
import { createTestApp } from './app';
import type { Database } from '../../src/db/client';
import {
  deriveCutoffRows,
  refreshAllotmentFees,
  refreshFinancialRows,
} from '../../src/data/derive';
import { analyseDataTables } from '../../src/data/sql-batch';
import {
  allotment,
  counselling,
  counsellingRound,
  course,
  fee,
  institute,
  seatMatrix,
  userPackage,
  userRole,
} from '../../src/db/schema';

export const FIXTURE_COUNSELLING = 'test-neet-pg';
export const OTHER_COUNSELLING = 'test-state-pg';

/** A small deterministic pseudo-random sequence (same rows on every run and database). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const STATES = ['Karnataka', 'Kerala', 'Delhi', 'Tamil Nadu'];
const QUOTAS = ['All India', 'Deemed', 'Open Seat'];
const CATEGORIES = ['Open', 'OBC', 'SC', 'EWS PwD'];
const INSTITUTES = [
  'Alpha Medical College, Bengaluru',
  'beta institute of medical sciences',
  'Gamma Govt Medical College',
  'Delta "Deemed" University',
  'Epsilon 100% Care Hospital',
  'Zeta_Underscore College',
];
const COURSES = ['MD General Medicine', 'MS General Surgery', 'MD Paediatrics', 'MD Radiology'];

export interface FixtureSummary {
  allotments: number;
  seatMatrix: number;
  fees: number;
}

/** Inserts counsellings, rounds, institutes, courses, allotments, seat matrix, fees and cutoffs. */
export async function insertDataFixture(db: Database, size = 90): Promise<FixtureSummary> {
  const random = sequence(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  await db.insert(counselling).values([
    { id: FIXTURE_COUNSELLING, name: 'Test NEET PG', level: 'PG', type: 'All India' },
    { id: OTHER_COUNSELLING, name: 'Other State PG', level: 'PG', type: 'State', state: 'Kerala' },
  ]);
  await db.insert(counsellingRound).values([
    {
      counsellingId: FIXTURE_COUNSELLING,
      year: 2023,
      round: 1,
      label: 'Round 1',
      shortLabel: 'R1',
    },
    {
      counsellingId: FIXTURE_COUNSELLING,
      year: 2023,
      round: 2,
      label: 'Round 2',
      shortLabel: 'R2',
    },
    {
      counsellingId: FIXTURE_COUNSELLING,
      year: 2024,
      round: 1,
      label: 'Round 1',
      shortLabel: 'R1',
    },
    {
      counsellingId: FIXTURE_COUNSELLING,
      year: 2024,
      round: 4,
      label: 'Stray',
      shortLabel: 'Stray',
    },
    { counsellingId: OTHER_COUNSELLING, year: 2024, round: 1, label: 'Phase 1', shortLabel: 'P1' },
  ]);
  const institutes = await db
    .insert(institute)
    .values(
      INSTITUTES.map((name, index) => ({
        name,
        nameKey: name.toLowerCase().replace(/[^a-z]/g, ''),
        state: STATES[index % STATES.length] ?? null,
        beds: index === 3 ? null : 300 + index * 150,
      })),
    )
    .returning({ id: institute.id, name: institute.name, state: institute.state });
  const courses = await db
    .insert(course)
    .values(
      COURSES.map((name) => ({
        name,
        nameKey: name.toLowerCase().replace(/[^a-z]/g, ''),
        level: 'PG' as const,
      })),
    )
    .returning({ id: course.id, name: course.name });
  // Allotments carry read copies of institute and course names (docs/decisions/0010-data-indexes.md).
  const seat = (inst: (typeof institutes)[number], crs: (typeof courses)[number]) => ({
    instituteId: inst.id,
    instituteName: inst.name,
    state: inst.state,
    courseId: crs.id,
    courseName: crs.name,
  });
  const rounds = [
    [2023, 1],
    [2023, 2],
    [2024, 1],
    [2024, 4],
  ] as const;
  const allotmentRows = Array.from({ length: size }, (_, index) => {
    const [year, round] = pick(rounds);
    // Some ranks repeat and some are missing, so ties and nulls are exercised.
    const aiRank = index % 17 === 5 ? null : 100 + Math.floor(random() * 400);
    return {
      counsellingId: FIXTURE_COUNSELLING,
      year,
      round,
      aiRank,
      counsellingRank: index % 13 === 7 ? null : 1 + Math.floor(random() * 300),
      quota: pick(QUOTAS),
      allottedCategory: pick(CATEGORIES),
      ...seat(pick(institutes), pick(courses)),
    };
  });
  allotmentRows.push({
    counsellingId: OTHER_COUNSELLING,
    year: 2024,
    round: 1,
    // A state counselling that publishes only its own merit rank, as Telangana does.
    aiRank: null,
    counsellingRank: 1,
    quota: 'State Quota',
    allottedCategory: 'Open',
    ...seat(institutes[0] ?? { id: 0, name: '', state: null }, courses[0] ?? { id: 0, name: '' }),
  });
  await db.insert(allotment).values(allotmentRows);
  await deriveClosingRanks(db);
  const seatRows = Array.from({ length: Math.round(size * 0.7) }, () => {
    const [year, round] = pick(rounds);
    return {
      counsellingId: FIXTURE_COUNSELLING,
      year,
      round,
      instituteId: pick(institutes).id,
      courseId: pick(courses).id,
      quota: pick(QUOTAS),
      category: pick(CATEGORIES),
      seats: 1 + Math.floor(random() * 9),
      derived: false,
    };
  });
  await db.insert(seatMatrix).values(seatRows);
  const feeRows = institutes.flatMap((inst, instituteIndex) =>
    courses.slice(0, 3).map((crs, courseIndex) => ({
      counsellingId: FIXTURE_COUNSELLING,
      instituteId: inst.id,
      courseId: courseIndex === 2 ? null : crs.id,
      quota: courseIndex === 1 ? pick(QUOTAS) : null,
      category: null,
      // Fees that differ in digit count, so a text sort would order them wrongly.
      feeYear1:
        instituteIndex === 4 ? null : [9000, 125000, 1250000, 45000, 0, 7][instituteIndex % 6],
      feeText: instituteIndex === 1 ? '₹1,25,000*' : null,
      stipendYear1: courseIndex === 0 ? 60000 + instituteIndex * 1000 : null,
      bondYears: instituteIndex % 2 === 0 ? 1.5 : null,
      bondPenalty: instituteIndex % 2 === 0 ? 2_000_000 : null,
      beds: courseIndex === 0 ? 500 + instituteIndex * 10 : null,
    })),
  );
  await db.insert(fee).values(feeRows);
  // The allotments' fee copy and Financials & Bonds' rows, as an import refreshes them after fee
  // rows change.
  await refreshAllotmentFees(db);
  await refreshFinancialRows(db);
  // The fixture's years stand for counsellings that ended, as the bundle's do: Rank DeepScan
  // forecasts the year after them (docs/decisions/0073-in-season-forecasts.md).
  await db.execute(sql`insert into completed_year (counselling_id, year, marked_by)
    select distinct counselling_id, year, 'admin' from counselling_round`);
  // Planner statistics, as every import and demo load refreshes them (sql-batch.ts): unanalysed,
  // the tables are planned as empty, and a search's semi-join ran its subquery once per row
  // (11 s for one search of 90 rows on PGlite, 0.1 s analysed).
  await analyseDataTables(db);
  return { allotments: size, seatMatrix: seatRows.length, fees: feeRows.length };
}

/**
 * Closing ranks and Cutoff Ranks rows rebuilt from the allotments, as the data importer derives
 * them (docs/product.md#closing-ranks): a test that adds allotments calls it again, so the
 * derived rows agree with them as after an import.
 */
export async function deriveClosingRanks(db: Database): Promise<void> {
  await db.execute(sql`delete from closing_rank`);
  await db.execute(sql`insert into closing_rank (counselling_id, year, round, institute_id,
      course_id, quota, allotted_category, opening_ai_rank, closing_ai_rank,
      opening_counselling_rank, closing_counselling_rank, seats, institute_name, state,
      course_name)
    select counselling_id, year, round, institute_id, course_id, quota, allotted_category,
      min(ai_rank), max(ai_rank), min(counselling_rank), max(counselling_rank), count(*),
      min(institute_name), min(state), min(course_name)
    from allotment group by 1, 2, 3, 4, 5, 6, 7`);
  for (const id of [FIXTURE_COUNSELLING, OTHER_COUNSELLING]) await deriveCutoffRows(db, id);
}

/** Gives a user an active package directly (the purchase flow is tested elsewhere). */
export async function grantPackage(
  db: Database,
  userId: string,
  expiresAt: Date | null = null,
  packageId: 'ug' | 'pg' = 'pg',
) {
  await db.insert(userPackage).values({ userId, packageId, expiresAt });
}

export async function grantAdmin(db: Database, userId: string) {
  await db.insert(userRole).values({ userId, role: 'admin' });
}

/** The API over the data fixture, with a demo viewer and a paying one: how data-screen tests start. */
export async function createDataTestApp() {
  const t = await createTestApp();
  await insertDataFixture(t.database.handle.db);
  const demoUser = await t.signUp();
  const paidUser = await t.signUp();
  await grantPackage(t.database.handle.db, paidUser.userId);
  return { t, demoUser, paidUser };
}
