import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_CAPABILITIES, type DataScreen } from '@seatscope/shared';
import { refreshAllotmentFees, refreshFinancialRows } from '../../src/data/derive';
import {
  allotment,
  counselling,
  course,
  fee,
  institute,
  seatMatrix,
  university,
} from '../../src/db/schema';
import type { TestApp, TestUser } from '../helpers/app';
import {
  FIXTURE_COUNSELLING,
  OTHER_COUNSELLING,
  createDataTestApp,
  deriveClosingRanks,
} from '../helpers/data-fixture';

/**
 * Pages partition their result (docs/decisions/0078-pages-partition-their-result.md): on every
 * data screen, counselling and sort, the Knowledge Hub lists and Rank DeepScan, pages 1..n at
 * any page size hold each row once, in the order one large page gives. The data holds rows
 * that tie on every sort key but their own (twin institutes, courses, universities and
 * counsellings of one name; allotments, seats and fees that differ only in their row), so an
 * order that stopped short of a unique key would split them across pages differently per page
 * size. Cheap by design (small results, a few page sizes each); the broad random queries are
 * data-screens-properties.test.ts.
 */
const TWINS = 3;
const RUNS_PER_LIST = 1;

type Row = Record<string, unknown>;
interface Page {
  rows: Row[];
  total: number;
}

describe('pages partition their result', () => {
  let t: TestApp;
  let paidUser: TestUser;

  beforeAll(async () => {
    ({ t, paidUser } = await createDataTestApp());
    const db = t.database.handle.db;
    const twins = await db
      .insert(institute)
      .values(
        Array.from({ length: TWINS }, (_, index) => ({
          name: 'Twin Medical College',
          nameKey: `twinmedicalcollege${index}`,
          state: 'Kerala',
          beds: 500,
        })),
      )
      .returning({ id: institute.id });
    const twinCourses = await db
      .insert(course)
      .values(
        Array.from({ length: 2 }, (_, index) => ({
          name: 'MD Twin Medicine',
          nameKey: `mdtwinmedicine${index}`,
          level: 'PG' as const,
        })),
      )
      .returning({ id: course.id });
    await db.insert(university).values(
      Array.from({ length: TWINS }, (_, index) => ({
        name: 'Twin University',
        nameKey: `twinuniversity${index}`,
      })),
    );
    await db.insert(counselling).values(
      Array.from({ length: 2 }, (_, index) => ({
        id: `twin-counselling-${index}`,
        name: 'Twin Counselling',
        level: 'PG' as const,
        type: 'State' as const,
      })),
    );
    const seats = twins.flatMap((twin) =>
      twinCourses.map((twinCourse) => ({ instituteId: twin.id, courseId: twinCourse.id })),
    );
    // Every seat twice in one round, with one rank, quota and category: rows alike but for id.
    await db.insert(allotment).values(
      seats.flatMap((seat) =>
        [0, 1].map(() => ({
          counsellingId: FIXTURE_COUNSELLING,
          year: 2024,
          round: 1,
          aiRank: 250,
          counsellingRank: 120,
          quota: 'All India',
          allottedCategory: 'Open',
          ...seat,
          instituteName: 'Twin Medical College',
          state: 'Kerala',
          courseName: 'MD Twin Medicine',
        })),
      ),
    );
    await db.insert(seatMatrix).values(
      seats.flatMap((seat) =>
        [0, 1].map(() => ({
          counsellingId: FIXTURE_COUNSELLING,
          year: 2024,
          round: 1,
          ...seat,
          quota: 'All India',
          category: 'Open',
          seats: 2,
          derived: false,
        })),
      ),
    );
    await db.insert(fee).values(
      seats.map((seat) => ({
        counsellingId: FIXTURE_COUNSELLING,
        ...seat,
        quota: 'All India',
        category: 'Open',
        feeYear1: 125000,
        stipendYear1: 60000,
      })),
    );
    await deriveClosingRanks(db);
    await refreshAllotmentFees(db);
    await refreshFinancialRows(db);
  });
  afterAll(() => t.dispose());

  async function fetchPage(path: string, params: Record<string, string>): Promise<Page> {
    const response = await t.request(`${path}?${new URLSearchParams(params).toString()}`, {
      headers: { cookie: paidUser.cookie },
    });
    expect(response.status, `${path} ${JSON.stringify(params)}`).toBe(200);
    return (await response.json()) as Page;
  }

  /** Every page of a query at one page size, in order (a page past the end answers the last). */
  async function walk(
    path: string,
    params: Record<string, string>,
    pageSize: number,
    idOf: (row: Row) => string,
  ) {
    const ids: string[] = [];
    let total = 0;
    for (let page = 1; page === 1 || (page - 1) * pageSize < total; page += 1) {
      const body = await fetchPage(path, {
        ...params,
        page: String(page),
        pageSize: String(pageSize),
      });
      total = body.total;
      ids.push(...body.rows.map(idOf));
    }
    return { ids, total };
  }

  const wholeResults = new Map<string, Promise<{ ids: string[]; total: number }>>();
  /** The result in pages of 100, read once per query. */
  function whole(path: string, params: Record<string, string>, idOf: (row: Row) => string) {
    const key = `${path} ${JSON.stringify(params)}`;
    const known = wholeResults.get(key) ?? walk(path, params, 100, idOf);
    wholeResults.set(key, known);
    return known;
  }

  /** Pages of a small size hold every row once, in the order of pages of 100. */
  async function expectPartition(
    path: string,
    params: Record<string, string>,
    pageSize: number,
    idOf: (row: Row) => string,
  ) {
    const expected = await whole(path, params, idOf);
    const paged = await walk(path, params, pageSize, idOf);
    const label = `${path} ${JSON.stringify(params)} in pages of ${pageSize}`;
    expect(new Set(paged.ids).size, label).toBe(paged.ids.length);
    expect(paged.ids, label).toEqual(expected.ids);
    expect(paged.ids.length, label).toBe(expected.total);
  }

  const sortsOf = (fields: readonly string[]) => [
    undefined,
    ...fields.flatMap((field) => [`${field}.asc`, `${field}.desc`]),
  ];
  const byId = (row: Row) => String(row.id);

  const screens: DataScreen[] = ['allotments', 'cutoffs', 'seat-matrix', 'financials'];
  for (const screen of screens) {
    for (const counsellingId of [FIXTURE_COUNSELLING, OTHER_COUNSELLING]) {
      it(`/api/${screen} of ${counsellingId}: every sort, pages disjoint and together the result`, async () => {
        // The twins alone: rows that tie on every sort key (the fixture's other rows are paged
        // by the random queries of data-screens-properties.test.ts).
        const params: Record<string, string> =
          counsellingId === FIXTURE_COUNSELLING
            ? { counselling: counsellingId, institute: 'Twin' }
            : { counselling: counsellingId };
        for (const sort of sortsOf(SCREEN_CAPABILITIES[screen].sorts)) {
          await fc.assert(
            fc.asyncProperty(fc.integer({ min: 1, max: 5 }), async (pageSize) => {
              await expectPartition(
                `/api/${screen}`,
                sort ? { ...params, sort } : params,
                pageSize,
                byId,
              );
            }),
            { numRuns: RUNS_PER_LIST, seed: 3901 },
          );
        }
      }, 120_000);
    }
  }

  it('the Knowledge Hub lists: pages disjoint and together the result', async () => {
    for (const path of [
      '/api/institutes',
      '/api/universities',
      '/api/counselling-info',
      '/api/courses',
    ]) {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 4 }), async (pageSize) => {
          await expectPartition(path, {}, pageSize, byId);
        }),
        { numRuns: RUNS_PER_LIST, seed: 3902 },
      );
    }
  }, 120_000);

  it('Rank DeepScan: every sort, pages disjoint and together the result', async () => {
    const optionOf = (row: Row) =>
      JSON.stringify([row.instituteId, row.courseId, row.quotaName, row.category]);
    const fields = ['chance', 'probability', 'expectedClosingRank', 'fee', 'institute', 'course'];
    for (const sort of sortsOf(fields)) {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 5 }), async (pageSize) => {
          const params: Record<string, string> = {
            counselling: FIXTURE_COUNSELLING,
            rank: '250',
            category: 'Open',
            state: 'Kerala',
          };
          if (sort) params.sort = sort;
          await expectPartition('/api/predictions', params, pageSize, optionOf);
        }),
        { numRuns: RUNS_PER_LIST, seed: 3903 },
      );
    }
  }, 120_000);
});
