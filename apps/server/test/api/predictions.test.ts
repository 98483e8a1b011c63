import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@seatscope/shared';
import {
  CHANCE_GROUPS,
  LIKELY_CHANCE,
  chanceGroupOf,
  type CutoffPage,
  type PredictionPage,
  type PredictionRow,
} from '@seatscope/shared';
import { runImport } from '../../src/data/import-runner';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import { sharedData } from '../helpers/shared-data';

// Rank DeepScan over Telangana's real allotment files (2022 and 2023), imported as an operator
// would. The rank is Telangana's own merit rank, as its files publish.
const C = 'telangana-neet-pg';

describe('GET /api/predictions', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let paidUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    await runImport(t.database.handle.db, 'telangana-allotments', [
      sharedData('telangana-neet-pg-allotments'),
    ]);
    demoUser = await t.signUp();
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  }, 600_000);
  afterAll(() => t.dispose());

  async function get<T>(path: string, user: TestUser | null = paidUser) {
    const response = await t.request(path, user ? { headers: { cookie: user.cookie } } : {});
    return { status: response.status, body: (await response.json()) as T };
  }

  const predictions = (params: string, user?: TestUser) =>
    get<PredictionPage>(`/api/predictions?counselling=${C}&${params}`, user);

  const rowKey = (row: PredictionRow) => `${row.instituteId}/${row.courseId}/${row.quotaName}`;

  /** Every option's key, page after page of 37 (a size no sort's ties line up with). */
  async function allPages(params: string, total: number): Promise<string[]> {
    const keys: string[] = [];
    for (let page = 1; (page - 1) * 37 < total; page += 1) {
      const { body } = await predictions(`${params}&pageSize=37&page=${page}`);
      keys.push(...body.rows.map(rowKey));
    }
    return keys;
  }

  it('predicts the year after the latest one from every earlier year, for every option of the category', async () => {
    const { status, body } = await predictions('rank=3000&category=Open&pageSize=500');
    expect(status).toBe(200);
    expect(body.targetYear).toBe(2024);
    expect(body.basedOnYears).toEqual([2022, 2023]);
    expect(body.oneEarlierYearNote).toBeNull();
    expect(body.demo).toBe(false);
    expect(body.pageSize).toBe(500);
    expect(body.total).toBeGreaterThan(100);
    expect(body.rows.length).toBe(Math.min(500, body.total));
    for (const row of body.rows) {
      expect(row.category).toBe('Open');
      expect(row.probability).toBeGreaterThanOrEqual(0);
      expect(row.probability).toBeLessThanOrEqual(1);
      expect(row.history.length).toBeGreaterThan(0);
      expect(row.expectedClosingRank).toBeGreaterThan(0);
    }
    const likeliest = await predictions('rank=3000&category=Open&sort=probability.desc&pageSize=1');
    // Rank 3000 is within some options' closing ranks and beyond others'.
    expect(likeliest.body.rows[0]?.probability).toBeGreaterThan(0.9);
    const lowest = await predictions('rank=3000&category=Open&sort=probability.asc&pageSize=1');
    expect(lowest.body.rows[0]?.probability).toBeLessThan(0.1);
  });

  it('gives each option its chance per phase and the first phase where it is likely', async () => {
    const { body } = await predictions('rank=40000&category=Open&sort=institute.asc&pageSize=500');
    let laterThanFirst = 0;
    let falls = 0;
    for (const row of body.rows) {
      // Telangana's phases are lists of the seats held after each phase: one kind, in order,
      // each labelled as the data labels it; stray rounds are not regular rounds.
      const rounds = row.rounds.map((round) => round.round);
      expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
      // 2023 held Phases 1-3; 2022's Phase 5 was a one-off, not a phase to expect in 2024.
      expect(rounds.every((round) => round <= 3)).toBe(true);
      for (const round of row.rounds) expect(round.roundLabel).toBe(`Phase ${round.round}`);
      const withFigure = row.rounds.filter((round) => round.probability !== null);
      // No figure in any phase only for an option filled in stray rounds alone.
      if (withFigure.length === 0) {
        for (const cell of row.history) expect(cell.round).toBeGreaterThanOrEqual(10);
      }
      const first = withFigure.find((round) => (round.probability ?? 0) >= LIKELY_CHANCE);
      expect(row.likelyFromRound).toEqual(
        first ? { round: first.round, list: first.list, roundLabel: first.roundLabel } : null,
      );
      if (first && first.round !== withFigure[0]?.round) laterThanFirst += 1;
      const chances = withFigure.map((round) => round.probability ?? 0);
      if (chances.some((p, i) => i > 0 && p < (chances[i - 1] ?? 0) - 0.05)) falls += 1;
    }
    // Some options open up for rank 40,000 only in a later phase.
    expect(laterThanFirst).toBeGreaterThan(0);
    // Closing ranks grow from phase to phase, so the chances mostly do too; each phase's model is
    // fitted on its own, so they are not forced to (measured: 6% of chances fall by over 0.05).
    expect(falls).toBeLessThan(0.2 * body.rows.length);
  });

  it('names options with the keys and values of their Cutoff Ranks rows', async () => {
    const { body } = await predictions('rank=3000&category=Open&pageSize=20');
    const keys = new Set<string>();
    let cutoffTotal = 0;
    for (let page = 1; page === 1 || keys.size < cutoffTotal; page += 1) {
      const cutoffs = await get<CutoffPage>(
        `/api/cutoffs?counselling=${C}&category=Open&rankType=counselling&pageSize=100&page=${page}`,
      );
      cutoffTotal = cutoffs.body.total;
      for (const row of cutoffs.body.rows) {
        keys.add(JSON.stringify([row.instituteId, row.courseId, row.quotaName, row.category]));
      }
      if (cutoffs.body.rows.length === 0) break;
    }
    expect(cutoffTotal).toBeGreaterThanOrEqual(body.total);
    for (const row of body.rows) {
      expect(
        keys.has(JSON.stringify([row.instituteId, row.courseId, row.quotaName, row.category])),
      ).toBe(true);
    }
  });

  it('backtests a year in the data from the years before it only', async () => {
    const { status, body } = await predictions(
      'rank=3000&category=Open&targetYear=2023&knownRounds=0&pageSize=100',
    );
    expect(status).toBe(200);
    expect(body.targetYear).toBe(2023);
    expect(body.basedOnYears).toEqual([2022]);
    expect(body.oneEarlierYearNote).toMatch(/^This forecast rests on one earlier year \(2022\)/);
    for (const row of body.rows) {
      for (const cell of row.history) expect(cell.year).toBe(2022);
      // 2022's phases, its Phase 5 included: the newest year before 2023 held it.
      expect(row.rounds.map((round) => round.round)).toEqual([1, 2, 3, 5]);
    }
  });

  it('gives a better rank a higher chance at the same option', async () => {
    const strong = await predictions('rank=500&category=Open&sort=institute.asc&pageSize=500');
    const weak = await predictions('rank=8000&category=Open&sort=institute.asc&pageSize=500');
    expect(strong.body.total).toBe(weak.body.total);
    strong.body.rows.forEach((row, i) => {
      const other = weak.body.rows[i];
      expect(other?.instituteId).toBe(row.instituteId);
      expect(row.probability).toBeGreaterThanOrEqual(other?.probability ?? 1);
    });
  });

  it('counts the options of each chance group over the whole result, not the page', async () => {
    const first = await predictions('rank=3000&category=Open&pageSize=500');
    const rows = [...first.body.rows];
    for (let page = 2; rows.length < first.body.total; page += 1) {
      rows.push(
        ...(await predictions(`rank=3000&category=Open&pageSize=500&page=${page}`)).body.rows,
      );
    }
    const byGroup = { safe: 0, likely: 0, reach: 0, unlikely: 0 };
    for (const { probability: p } of rows) {
      byGroup[p >= 0.8 ? 'safe' : p >= 0.5 ? 'likely' : p >= 0.2 ? 'reach' : 'unlikely'] += 1;
    }
    expect(rows).toHaveLength(first.body.total);
    expect(first.body.chanceGroups).toEqual(byGroup);
    expect(Object.values(byGroup).filter((count) => count > 0).length).toBeGreaterThan(1);
    // Every page of the result gives the whole result's counts.
    const second = await predictions('rank=3000&category=Open&pageSize=10&page=2');
    expect(second.body.chanceGroups).toEqual(byGroup);
    // A filter narrows them; a demo viewer's are the sample's.
    const quota = await predictions('rank=3000&category=Open&quota=Management Quota 1');
    expect(Object.values(quota.body.chanceGroups).reduce((a, b) => a + b)).toBe(quota.body.total);
    const demo = await predictions('rank=3000&category=Open', demoUser);
    expect(Object.values(demo.body.chanceGroups).reduce((a, b) => a + b)).toBe(5);
  });

  it('puts the best seats a rank can get first: Safe to Unlikely, each group from its smallest expected closing rank', async () => {
    const { body } = await predictions('rank=3000&category=Open&pageSize=500');
    const all = await allPages('rank=3000&category=Open', body.total);
    expect(all.slice(0, body.rows.length)).toEqual(body.rows.map(rowKey));
    const groups = body.rows.map((row) => chanceGroupOf(row.probability));
    // The groups follow each other in their order, never interleaved.
    const order = CHANCE_GROUPS.map(({ id }) => id).filter((id) => groups.includes(id));
    expect([...new Set(groups)]).toEqual(order);
    expect(groups[0]).toBe('safe');
    for (const group of order) {
      const expected = body.rows
        .filter((row) => chanceGroupOf(row.probability) === group)
        .map((row) => row.expectedClosingRank);
      expect(expected).toEqual([...expected].sort((a, b) => a - b));
    }
    // The raw chance is a sort of its own, highest first.
    const byChance = await predictions(
      'rank=3000&category=Open&sort=probability.desc&pageSize=500',
    );
    const probabilities = byChance.body.rows.map((row) => row.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
  });

  it('pages through every sort without repeating or losing an option', async () => {
    const { body } = await predictions('rank=3000&category=Open&pageSize=1');
    const total = body.total;
    for (const sort of [
      'chance.desc',
      'chance.asc',
      'probability.desc',
      'expectedClosingRank.asc',
      'fee.asc',
      'institute.asc',
      'course.desc',
    ]) {
      const keys = await allPages(`rank=3000&category=Open&sort=${sort}`, total);
      expect(keys, sort).toHaveLength(total);
      expect(new Set(keys).size, sort).toBe(total);
    }
  });

  it('narrows by quota and sorts by expected closing rank', async () => {
    const all = await predictions('rank=3000&category=Open');
    const { body } = await predictions(
      'rank=3000&category=Open&quota=Management Quota 1&sort=expectedClosingRank.asc&pageSize=500',
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(all.body.total);
    for (const row of body.rows) expect(row.quotaName).toBe('Management Quota 1');
    const expected = body.rows.map((row) => row.expectedClosingRank);
    expect(expected).toEqual([...expected].sort((a, b) => a - b));
  });

  it('shows a demo viewer the same five options at any rank, their chances at the rank asked', async () => {
    const keyOf = (row: PredictionPage['rows'][number]) =>
      JSON.stringify([row.instituteId, row.courseId, row.quotaName, row.category]);
    for (const rank of [30, 3000, 60000]) {
      const paid = await predictions(`rank=${rank}&category=Open`);
      const { status, body } = await predictions(`rank=${rank}&category=Open`, demoUser);
      expect(status).toBe(200);
      expect(body.demo).toBe(true);
      expect(body.rows).toHaveLength(5);
      expect(body.total).toBe(paid.body.total);
      // A demo row is the paid row at the same rank, its rounds included.
      for (const row of body.rows) {
        const same = await predictions(
          `rank=${rank}&category=Open&course=${encodeURIComponent(row.courseName)}&quota=${encodeURIComponent(row.quotaName)}&pageSize=500`,
        );
        expect(same.body.rows.find((paidRow) => keyOf(paidRow) === keyOf(row))).toEqual(row);
      }
    }
    const sampleAt = async (rank: number) =>
      (await predictions(`rank=${rank}&category=Open`, demoUser)).body.rows.map(keyOf).sort();
    expect(await sampleAt(30)).toEqual(await sampleAt(60000));
    // Five institutes.
    const rows = (await predictions('rank=3000&category=Open', demoUser)).body.rows;
    expect(new Set(rows.map((row) => row.instituteId)).size).toBe(5);
  });

  it('answers mistakes with 400s naming the parameter, 401 and 404', async () => {
    for (const [params, message] of [
      ['category=Open', /rank/],
      ['rank=3000', /category/],
      ['rank=abc&category=Open', /rank/],
      ['rank=3000&category=Open&pageSize=501', /pageSize/],
      ['rank=3000&category=Open&sort=beds.desc', /sort/],
      ['rank=3000&category=Open&colour=red', /colour/],
    ] as const) {
      const { status, body } = await predictions(params);
      expect(status).toBe(400);
      expect(errorBodySchema.parse(body).error.message).toMatch(message);
    }
    expect((await get(`/api/predictions?counselling=${C}&rank=1&category=Open`, null)).status).toBe(
      401,
    );
    expect((await get('/api/predictions?counselling=no-such&rank=1&category=Open')).status).toBe(
      404,
    );
  });

  it('answers only the target years the data can: its years after the first, and the next', async () => {
    // Each target year is a model of its own: a year the data cannot answer is refused, for a
    // package holder and a demo viewer alike, before anything is fitted.
    for (const user of [paidUser, demoUser]) {
      for (const year of [2022, 2025, 2999, 1900]) {
        const { status, body } = await predictions(
          `rank=3000&category=Open&targetYear=${year}`,
          user,
        );
        expect(status).toBe(400);
        expect(errorBodySchema.parse(body).error.message).toBe(
          'targetYear must be from 2023 to 2024 for this counselling: a year of its data after the first (tested on the years before it) or the year after its latest.',
        );
      }
    }
    for (const year of [2023, 2024]) {
      expect((await predictions(`rank=3000&category=Open&targetYear=${year}`)).status).toBe(200);
    }
  });

  it('is in the published OpenAPI document', async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>('/api/openapi.json', null);
    expect(body.paths['/api/predictions']).toBeDefined();
  });
});
