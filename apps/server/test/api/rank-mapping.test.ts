import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@seatscope/shared';
import type { PredictionAccuracy, PredictionPage, RankMappingPage } from '@seatscope/shared';
import { deriveCounselling } from '../../src/data/derive';
import { roundLabel, roundOfList, STRAY_ROUND } from '../../src/data/rounds';
import { allotment, counselling, counsellingRound, course, institute } from '../../src/db/schema';
import { runBacktest } from '../../src/domain/predictions/backtest';
import { lastRegularCell } from '../../src/domain/predictions/model';
import { loadCounsellingOptions } from '../../src/domain/predictions/options';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';

// A counselling whose 2022 lists hold the seats after each round and whose 2023 lists are the
// allotments made in each round (stored as round + 100, docs/decisions/0029-round-lists.md), as
// MCC NEET PG's files are; and one with a single year.
const C = 'map-neet-pg';
const ONE_YEAR = 'map-one-year';

interface FixtureAllotment {
  year: number;
  round: number;
  aiRank: number;
  quota: string;
  category: string;
  instituteId: number;
  courseId: number;
  instituteName: string;
  courseName: string;
  state: string;
}

function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const STATES = ['Karnataka', 'Kerala', 'Delhi'];
const QUOTAS = ['All India', 'Deemed'];
const CATEGORIES = ['Open', 'OBC'];
const ROUNDS = [
  { year: 2022, round: 1 },
  { year: 2022, round: 3 },
  { year: 2022, round: STRAY_ROUND },
  { year: 2023, round: roundOfList(1, 'allotted') },
  { year: 2023, round: roundOfList(3, 'allotted') },
  { year: 2023, round: roundOfList(STRAY_ROUND, 'allotted') },
];

describe('GET /api/rank-mapping and the accuracy of Rank DeepScan', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let pgUser: TestUser;
  let ugUser: TestUser;
  const fixture: FixtureAllotment[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    const random = sequence(7);
    await db.insert(counselling).values([
      { id: C, name: 'Map NEET PG', level: 'PG', type: 'All India' },
      { id: ONE_YEAR, name: 'One Year PG', level: 'PG', type: 'All India' },
    ]);
    await db.insert(counsellingRound).values(
      [...ROUNDS, { year: 2023, round: 1 }].map(({ year, round }) => ({
        counsellingId: year === 2023 && round === 1 ? ONE_YEAR : C,
        year,
        round,
        ...(({ label, shortLabel }) => ({ label, shortLabel }))(roundLabel(round, 'round')),
      })),
    );
    const institutes = await db
      .insert(institute)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `Mapping Medical College ${i + 1}`,
          nameKey: `mappingmedicalcollege${i + 1}`,
          state: STATES[i % STATES.length] ?? null,
        })),
      )
      .returning({ id: institute.id, name: institute.name, state: institute.state });
    const courses = await db
      .insert(course)
      .values(
        ['MD Mapping Medicine', 'MS Mapping Surgery'].map((name) => ({
          name,
          nameKey: name.toLowerCase().replace(/[^a-z]/g, ''),
          level: 'PG' as const,
        })),
      )
      .returning({ id: course.id, name: course.name });
    for (const inst of institutes) {
      for (const crs of courses) {
        for (const quota of QUOTAS) {
          for (const category of CATEGORIES) {
            const base = 300 + Math.floor(random() * 9000);
            for (const { year, round } of ROUNDS) {
              const closing = base * (year === 2023 ? 1.1 : 1) * (round % 100 >= 3 ? 1.3 : 1);
              for (let seat = 0; seat < 4; seat += 1) {
                fixture.push({
                  year,
                  round,
                  aiRank: Math.max(1, Math.round(closing * (0.5 + random() * 0.5))),
                  quota,
                  category,
                  instituteId: inst.id,
                  courseId: crs.id,
                  instituteName: inst.name,
                  courseName: crs.name,
                  state: inst.state ?? '',
                });
              }
            }
          }
        }
      }
    }
    const rows = fixture.map(({ category, ...row }) => ({
      ...row,
      counsellingId: C,
      allottedCategory: category,
    }));
    rows.push({ ...rows[0], counsellingId: ONE_YEAR, year: 2023, round: 1 } as (typeof rows)[0]);
    await db.insert(allotment).values(rows);
    await deriveCounselling(db, C, 'round');
    await deriveCounselling(db, ONE_YEAR, 'round');
    demoUser = await t.signUp();
    pgUser = await t.signUp();
    ugUser = await t.signUp();
    await grantPackage(db, pgUser.userId, null, 'pg');
    await grantPackage(db, ugUser.userId, null, 'ug');
  }, 120_000);
  afterAll(() => t.dispose());

  async function get<T>(path: string, user: TestUser | null = pgUser) {
    const response = await t.request(path, user ? { headers: { cookie: user.cookie } } : {});
    return { status: response.status, body: (await response.json()) as T };
  }
  const mapping = (params: string, user?: TestUser) =>
    get<RankMappingPage>(`/api/rank-mapping?counselling=${C}&${params}`, user);

  /** The groups the fixture holds for a rank and window, as the answer should give them. */
  function expectedGroups(rank: number, window: number, keep = (_: FixtureAllotment) => true) {
    const groups = new Map<string, FixtureAllotment[]>();
    for (const row of fixture) {
      if (Math.abs(row.aiRank - rank) > window || !keep(row)) continue;
      const key = `${row.instituteId}:${row.courseId}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return groups;
  }

  it('groups the allotments inside the window by institute and course, nearest first', async () => {
    const rank = 3000;
    const window = 400;
    const { status, body } = await mapping(`rank=${rank}&window=${window}&pageSize=100`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ rank, window, rankType: 'ai', demo: false, page: 1 });
    const expected = expectedGroups(rank, window);
    expect(body.total).toBe(expected.size);
    expect(body.rows).toHaveLength(expected.size);
    let previousDistance = 0;
    for (const row of body.rows) {
      const rows = expected.get(`${row.instituteId}:${row.courseId}`) ?? [];
      expect(row.allotments).toBe(rows.length);
      expect(row.ranges.reduce((sum, range) => sum + range.allotments, 0)).toBe(rows.length);
      const distance = Math.abs(row.nearestRank - rank);
      expect(distance).toBe(Math.min(...rows.map((r) => Math.abs(r.aiRank - rank))));
      expect(distance).toBeGreaterThanOrEqual(previousDistance);
      previousDistance = distance;
      for (const range of row.ranges) {
        expect(range.fromRank).toBeGreaterThanOrEqual(rank - window);
        expect(range.toRank).toBeLessThanOrEqual(rank + window);
        expect(range.fromRank).toBeLessThanOrEqual(range.toRank);
        expect(range.roundLabel).toBe(
          roundLabel(roundOfList(range.round, range.list), 'round').label,
        );
      }
      const order = row.ranges.map(
        (range) => range.year * 1000 + roundOfList(range.round, range.list),
      );
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(row.quotas).toEqual([...new Set(rows.map((r) => r.quota))].sort());
    }
  });

  it('narrows by list filters and pages with an exact total', async () => {
    const keep = (row: FixtureAllotment) => row.category === 'OBC' && row.quota === 'Deemed';
    const expected = expectedGroups(5000, 2000, keep);
    const first = await mapping('rank=5000&window=2000&category=OBC&quota=Deemed&pageSize=3');
    expect(first.body.total).toBe(expected.size);
    expect(first.body.rows).toHaveLength(Math.min(3, expected.size));
    for (const row of first.body.rows) {
      expect(row.categories).toEqual(['OBC']);
      expect(row.quotas).toEqual(['Deemed']);
    }
    const beyond = await mapping('rank=5000&window=2000&category=OBC&quota=Deemed&page=999');
    expect(beyond.body.rows).toEqual([]);
    expect(beyond.body.total).toBe(expected.size);
  });

  it('shows a demo viewer the same sample of groups whatever the rank and window, counting only them', async () => {
    const demo = await mapping('rank=3000&window=3000', demoUser);
    expect(demo.status).toBe(200);
    expect(demo.body.demo).toBe(true);
    const sample = demo.body.rows.map((row) => `${row.instituteId}:${row.courseId}`).sort();
    expect(sample).toHaveLength(5);
    // The total counts the sample's groups, never what the window finds in the paid data.
    expect(demo.body.total).toBe(5);
    const elsewhere = await mapping('rank=12000&window=1', demoUser);
    expect(elsewhere.body.rows.map((row) => `${row.instituteId}:${row.courseId}`).sort()).toEqual(
      sample,
    );
    expect(elsewhere.body.total).toBe(5);
    // Each group with every rank of it (the asked rank orders them): what the fixture holds.
    const everyRank = expectedGroups(1, 100_000);
    for (const row of demo.body.rows) {
      expect(row.allotments).toBe(everyRank.get(`${row.instituteId}:${row.courseId}`)?.length);
    }
    // A filter never reaches beyond the sample.
    const filtered = await mapping('rank=3000&window=3000&state=Kerala', demoUser);
    for (const row of filtered.body.rows) {
      expect(sample).toContain(`${row.instituteId}:${row.courseId}`);
      expect(row.state).toBe('Kerala');
    }
  });

  it("opens only the package's own level (docs/decisions/0023-package-scope.md)", async () => {
    expect((await mapping('rank=3000', ugUser)).body.demo).toBe(true);
    expect((await mapping('rank=3000', pgUser)).body.demo).toBe(false);
    const db = t.database.handle.db;
    await db.update(counselling).set({ level: 'UG' }).where(eq(counselling.id, C));
    try {
      expect((await mapping('rank=3000', ugUser)).body.demo).toBe(false);
      expect((await mapping('rank=3000', pgUser)).body.demo).toBe(true);
    } finally {
      await db.update(counselling).set({ level: 'PG' }).where(eq(counselling.id, C));
    }
  });

  it('answers mistakes with 400s naming the parameter, 401 and 404', async () => {
    for (const [params, message] of [
      ['window=10', /rank/],
      ['rank=0', /rank/],
      ['rank=3000&window=0', /window/],
      ['rank=3000&window=100001', /window/],
      ['rank=3000&pageSize=101', /pageSize/],
      ['rank=3000&page=0', /page/],
      ['rank=3000&rankType=state', /rankType/],
      ['rank=3000&colour=red', /colour/],
      ['rank=3000&rank=4000', /rank/],
    ] as const) {
      const { status, body } = await mapping(params);
      expect(status, params).toBe(400);
      expect(errorBodySchema.parse(body).error.message).toMatch(message);
    }
    expect((await mapping('rank=3000', undefined)).status).toBe(200);
    expect((await get(`/api/rank-mapping?counselling=${C}&rank=1`, null)).status).toBe(401);
    expect((await get('/api/rank-mapping?counselling=no-such&rank=1')).status).toBe(404);
    const { body } = await get<{ paths: Record<string, unknown> }>('/api/openapi.json', null);
    expect(body.paths['/api/rank-mapping']).toBeDefined();
    expect(body.paths['/api/predictions/accuracy']).toBeDefined();
  });

  it("predicts from the allotted lists' regular rounds, never their stray rounds", async () => {
    const { options } = await loadCounsellingOptions(t.database.handle.db, C);
    expect(options.length).toBe(64);
    for (const option of options) {
      const allotted = option.cells.filter((cell) => cell.year === 2023);
      expect(allotted.map((cell) => [cell.round, cell.stray])).toEqual([
        [101, false],
        [103, false],
        [110, true],
      ]);
      expect(lastRegularCell(option, 2023)?.round).toBe(103);
      expect(lastRegularCell(option, 2022)?.round).toBe(3);
    }
    const { body } = await get<PredictionPage>(
      `/api/predictions?counselling=${C}&rank=3000&category=Open&pageSize=500`,
    );
    expect(body.targetYear).toBe(2024);
    expect(body.total).toBe(32);
  });

  it('measures no accuracy when the years before hold only another kind of round list', async () => {
    // 2022's lists are seats held, 2023's allotments made: a closing rank of one is not a
    // forecast of the other (docs/decisions/0035-calibrated-predictor.md), so the backtest
    // npm run backtest runs has nothing to score, and the answer says so with no figure.
    const { status, body } = await get<PredictionAccuracy>(
      `/api/predictions/accuracy?counselling=${C}`,
      demoUser,
    );
    expect(status).toBe(200);
    const { options } = await loadCounsellingOptions(t.database.handle.db, C);
    expect(runBacktest(options, 2023).forecasts).toBe(0);
    expect(body).toMatchObject({
      counselling: C,
      measured: false,
      targetYear: 2023,
      basedOnYears: [2022],
      forecasts: 0,
      brier: null,
      ratio: null,
    });
    expect(body.note).toMatch(/same kind of round list/);
  });

  it('says so, with no figure, when only one year is there to test on', async () => {
    const { status, body } = await get<PredictionAccuracy>(
      `/api/predictions/accuracy?counselling=${ONE_YEAR}`,
    );
    expect(status).toBe(200);
    expect(body.measured).toBe(false);
    expect(body.note).toMatch(/Only 2023 is in the data/);
    expect(body.brier).toBeNull();
    expect(body.ratio).toBeNull();
    expect((await get('/api/predictions/accuracy?counselling=no-such')).status).toBe(404);
    expect((await get(`/api/predictions/accuracy?counselling=${C}`, null)).status).toBe(401);
  });
});
