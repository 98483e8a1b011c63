import { deriveCounselling, refreshFinancialRows } from '../../src/data/derive';
import { analyseDataTables } from '../../src/data/sql-batch';
import type { Database } from '../../src/db/client';
import { allotment, counselling, course, fee, institute } from '../../src/db/schema';

export const CHOICE_COUNSELLING = 'choice-neet-pg';

/** An option of the fixture, by name, with its closing rank per "year-round" cell. */
interface FixtureOption {
  institute: string;
  course: string;
  closing: Record<string, number>;
}

/**
 * Seven Open options of one All India counselling whose closing ranks are known exactly (one
 * allotment a cell). The Cutoff Ranks default order is the order below, so the demo sample is
 * five of them (see docs/product.md#demo-rule). 2023 round 103 is Round 3's list of allotments (docs/decisions/0029-round-lists.md).
 */
export const FIXTURE_OPTIONS: FixtureOption[] = [
  {
    institute: 'Alpha Institute',
    course: 'MD Medicine',
    closing: { '2023-1': 1000, '2023-3': 1500 },
  },
  {
    institute: 'Alpha Institute',
    course: 'MS Surgery',
    closing: { '2023-1': 3000, '2023-3': 2500 },
  },
  {
    institute: 'Bravo Institute',
    course: 'MD Medicine',
    closing: { '2023-1': 5000, '2023-3': 6000, '2023-103': 4000 },
  },
  { institute: 'Bravo Institute', course: 'MS Surgery', closing: { '2023-1': 200 } },
  { institute: 'Charlie Institute', course: 'MD Medicine', closing: { '2023-1': 8000 } },
  { institute: 'Charlie Institute', course: 'MS Surgery', closing: { '2023-1': 9000 } },
  { institute: 'Delta Institute', course: 'MD Medicine', closing: { '2023-1': 10_000 } },
];

export interface ChoiceFixture {
  /** Option keys in FIXTURE_OPTIONS order, as /api/cutoffs rows carry them. */
  keys: { instituteId: number; courseId: number; quotaName: string; category: string }[];
}

export async function insertChoiceFixture(db: Database): Promise<ChoiceFixture> {
  await db
    .insert(counselling)
    .values({ id: CHOICE_COUNSELLING, name: 'Choice NEET PG', level: 'PG', type: 'All India' });
  const instituteNames = [...new Set(FIXTURE_OPTIONS.map((option) => option.institute))];
  const institutes = await db
    .insert(institute)
    .values(instituteNames.map((name) => ({ name, nameKey: name.toLowerCase(), state: 'Kerala' })))
    .returning({ id: institute.id, name: institute.name });
  const courses = await db
    .insert(course)
    .values([
      {
        name: 'MD Medicine',
        nameKey: 'choice md medicine',
        level: 'PG' as const,
        durationYears: 3,
      },
      { name: 'MS Surgery', nameKey: 'choice ms surgery', level: 'PG' as const },
    ])
    .returning({ id: course.id, name: course.name });
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const found = rows.find((row) => row.name === name);
    if (!found) throw new Error(`no fixture row ${name}`);
    return found.id;
  };
  const keys = FIXTURE_OPTIONS.map((option) => ({
    instituteId: idOf(institutes, option.institute),
    courseId: idOf(courses, option.course),
    quotaName: 'All India',
    category: 'Open',
  }));
  await db.insert(allotment).values(
    FIXTURE_OPTIONS.flatMap((option, index) =>
      Object.entries(option.closing).map(([cell, rank]) => {
        const [year = '', round = ''] = cell.split('-');
        const key = keys[index];
        if (!key) throw new Error('no key');
        return {
          counsellingId: CHOICE_COUNSELLING,
          year: Number(year),
          round: Number(round),
          aiRank: rank,
          quota: key.quotaName,
          allottedCategory: key.category,
          instituteId: key.instituteId,
          courseId: key.courseId,
          instituteName: option.institute,
          state: 'Kerala',
          courseName: option.course,
        };
      }),
    ),
  );
  // Alpha's MD Medicine: every fee and stipend known, a bond; the others have no fee row.
  const [alphaMd] = keys;
  if (alphaMd) {
    await db.insert(fee).values({
      counsellingId: CHOICE_COUNSELLING,
      instituteId: alphaMd.instituteId,
      courseId: alphaMd.courseId,
      feeYear1: 100_000,
      feeYear2: 110_000,
      feeYear3: 120_000,
      stipendYear1: 50_000,
      stipendYear2: 55_000,
      stipendYear3: 60_000,
      bondYears: 2,
      bondPenalty: 2_000_000,
    });
  }
  await deriveCounselling(db, CHOICE_COUNSELLING, 'round');
  // Financials & Bonds' rows, as an import writes them after its fee rows.
  await refreshFinancialRows(db);
  // Planner statistics, as an import refreshes them (see data-fixture.ts).
  await analyseDataTables(db);
  return { keys };
}
