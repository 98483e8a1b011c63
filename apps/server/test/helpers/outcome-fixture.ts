import { deriveCounselling } from '../../src/data/derive';
import { analyseDataTables } from '../../src/data/sql-batch';
import { STRAY_ROUND } from '../../src/data/rounds';
import type { Database } from '../../src/db/client';
import { allotment, counselling, course, institute } from '../../src/db/schema';

export const OUTCOME_COUNSELLING = 'outcome-neet-pg';

/** Each year's common move of every closing rank (log scale): what the model learns a shock from. */
const YEAR_SHIFT: Record<number, number> = { 2022: 0, 2023: 0.12, 2024: -0.1 };
const INSTITUTES = 10;
const COURSES = ['MD Medicine', 'MS Surgery', 'MD Paediatrics', 'MD Radiology'];
const STATES = ['Kerala', 'Goa'];

export interface OutcomeFixture {
  /** Open options that Rank DeepScan predicts, by institute then course. */
  open: OptionKey[];
  /** OBC seats of the first institute: another seat category. */
  obc: OptionKey[];
  /** An Open option first filled in 2024 (its stray round): no prediction of 2024. */
  newIn2024: OptionKey;
}

interface OptionKey {
  instituteId: number;
  courseId: number;
  quotaName: string;
  category: string;
}

/** A small deterministic pseudo-random sequence (same rows on every run and database). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * One All India counselling with 2022 to 2024: 40 Open options (10 institutes in two states, 4
 * courses) and 4 OBC ones, one allotment a year each in Round 1, their closing ranks moved each
 * year by the year's shift and an own error; a stray round of 2024 completes that year, so Rank
 * DeepScan forecasts 2025 from rolling-origin errors with a common shock.
 */
export async function insertOutcomeFixture(db: Database): Promise<OutcomeFixture> {
  const random = sequence(7);
  await db
    .insert(counselling)
    .values({ id: OUTCOME_COUNSELLING, name: 'Outcome NEET PG', level: 'PG', type: 'All India' });
  const institutes = await db
    .insert(institute)
    .values(
      Array.from({ length: INSTITUTES }, (_, i) => ({
        name: `Outcome Institute ${i + 1}`,
        nameKey: `outcome institute ${i + 1}`,
        state: STATES[i % STATES.length] ?? null,
      })),
    )
    .returning({ id: institute.id, name: institute.name, state: institute.state });
  const courses = await db
    .insert(course)
    .values(
      COURSES.map((name) => ({
        name,
        nameKey: `outcome ${name.toLowerCase()}`,
        level: 'PG' as const,
      })),
    )
    .returning({ id: course.id, name: course.name });
  const rows: (typeof allotment.$inferInsert)[] = [];
  const open: OptionKey[] = [];
  const obc: OptionKey[] = [];
  const place = (inst: (typeof institutes)[number], crs: (typeof courses)[number]) => ({
    counsellingId: OUTCOME_COUNSELLING,
    quota: 'All India',
    instituteId: inst.id,
    instituteName: inst.name,
    state: inst.state,
    courseId: crs.id,
    courseName: crs.name,
  });
  institutes.forEach((inst, i) => {
    courses.forEach((crs, j) => {
      for (const category of i === 0 ? ['Open', 'OBC'] : ['Open']) {
        const base = 4_000 + 2_500 * i + 1_200 * j + (category === 'OBC' ? 6_000 : 0);
        for (const [year, shift] of Object.entries(YEAR_SHIFT)) {
          const own = (random() - 0.5) * 0.3;
          rows.push({
            ...place(inst, crs),
            allottedCategory: category,
            year: Number(year),
            round: 1,
            aiRank: Math.round(base * Math.exp(shift + own)),
          });
        }
        const key = { instituteId: inst.id, courseId: crs.id, quotaName: 'All India', category };
        (category === 'Open' ? open : obc).push(key);
      }
    });
  });
  // A fifth course, filled only in 2024's stray round: nothing to forecast 2024 from.
  const [strayCourse] = await db
    .insert(course)
    .values({ name: 'MD Pathology', nameKey: 'outcome md pathology', level: 'PG' as const })
    .returning({ id: course.id, name: course.name });
  const [firstInstitute] = institutes;
  if (!strayCourse || !firstInstitute) throw new Error('fixture rows missing');
  rows.push({
    ...place(firstInstitute, strayCourse),
    allottedCategory: 'Open',
    year: 2024,
    round: STRAY_ROUND,
    aiRank: 30_000,
  });
  await db.insert(allotment).values(rows);
  await deriveCounselling(db, OUTCOME_COUNSELLING, 'round');
  // Planner statistics, as an import refreshes them (see data-fixture.ts).
  await analyseDataTables(db);
  return {
    open,
    obc,
    newIn2024: {
      instituteId: firstInstitute.id,
      courseId: strayCourse.id,
      quotaName: 'All India',
      category: 'Open',
    },
  };
}
