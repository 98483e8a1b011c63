import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, type PredictionPage, type RankMappingPage } from '@seatscope/shared';
import { seedDemoData } from '../../src/data/demo/seed';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { requestFrom } from '../helpers/accounts';
import { grantPackage } from '../helpers/data-fixture';
import { mulberry32 } from '../helpers/seeded-draws';

/**
 * A demo viewer who walks the rank tools' parameters (rank, window, filters, sort, page) sees one
 * fixed sample, and data reads are limited per account and per address
 * (docs/security.md#demo, docs/decisions/0066-the-demo-is-a-sample.md).
 */
const C = 'demo-mcc-neet-pg';
const WALK = 100;

describe('the demo is a sample, not a window', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let paidUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    await seedDemoData(t.database.handle.db, { allotments: 20_000 });
    demoUser = await t.signUp();
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  }, 600_000);
  afterAll(() => t.dispose());

  async function get<T>(path: string, user: TestUser) {
    const response = await t.request(path, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  const mapping = (params: string, user: TestUser) =>
    get<RankMappingPage>(`/api/rank-mapping?counselling=${C}&${params}`, user);
  const scan = (params: string, user: TestUser) =>
    get<PredictionPage>(`/api/predictions?counselling=${C}&${params}`, user);

  const groupKey = (row: RankMappingPage['rows'][number]) => `${row.instituteId}:${row.courseId}`;
  const optionKey = (row: PredictionPage['rows'][number]) =>
    JSON.stringify([row.instituteId, row.courseId, row.quotaName, row.category]);

  /** `count` requests' parameters: a rank, a second parameter drawn from `choices`, a page. */
  function walk(count: number, choices: string[]): string[] {
    const draw = mulberry32(66);
    return Array.from({ length: count }, (_, index) => {
      const rank = 1 + Math.floor(draw() * 200_000);
      const choice = choices[index % choices.length] ?? '';
      const page = 1 + Math.floor(draw() * 3);
      return `rank=${rank}&page=${page}${choice ? `&${choice}` : ''}`;
    });
  }

  it('the demo walked with 100 ranks sees one sample: Rank Mapping', async () => {
    const paid = await mapping('rank=20000&window=100000&pageSize=100', paidUser);
    const row = paid.rows[0];
    expect(row).toBeDefined();
    const filters = [
      '',
      'window=1',
      'window=10',
      'window=1000',
      'window=100000',
      `state=${encodeURIComponent(row?.state ?? '')}`,
      `quota=${encodeURIComponent(row?.quotas[0] ?? '')}`,
      `category=${encodeURIComponent(row?.categories[0] ?? '')}`,
      `course=${encodeURIComponent(row?.courseName ?? '')}&window=5`,
      'pageSize=5',
    ];
    const sample = (await mapping('rank=1', demoUser)).rows.map(groupKey).sort();
    expect(sample).toHaveLength(5);
    const unfilteredAnswers = new Set<string>();
    const seen = new Set<string>();
    const paidSeen = new Set<string>();
    for (const params of walk(WALK, filters)) {
      const answer = await mapping(params, demoUser);
      expect(answer.demo).toBe(true);
      for (const shown of answer.rows) seen.add(groupKey(shown));
      if (!/state|quota|category|course/.test(params) && params.includes('page=1')) {
        unfilteredAnswers.add(JSON.stringify(answer.rows.map(groupKey).sort()));
      }
      // The same walk by a package holder finds what the window holds.
      for (const shown of (await mapping(params, paidUser)).rows) paidSeen.add(groupKey(shown));
    }
    expect([...unfilteredAnswers]).toEqual([JSON.stringify(sample)]);
    expect([...seen].sort()).toEqual(sample);
    expect(paidSeen.size).toBeGreaterThan(50);
  });

  it("shows a demo viewer the sample's groups with the asked rank's context", async () => {
    const near = await mapping('rank=5&window=1', demoUser);
    const far = await mapping('rank=199000&window=1', demoUser);
    expect(near.rows.map(groupKey).sort()).toEqual(far.rows.map(groupKey).sort());
    // Nearest the asked rank first, and each group's nearest rank is the one nearest the rank.
    const distances = (page: RankMappingPage) =>
      page.rows.map((row) => Math.abs(row.nearestRank - page.rank));
    for (const page of [near, far]) {
      expect(distances(page)).toEqual([...distances(page)].sort((a, b) => a - b));
    }
    // A filter narrows the sample, never reaches past it.
    const state = near.rows[0]?.state ?? '';
    const filtered = await mapping(`rank=5&window=1&state=${encodeURIComponent(state)}`, demoUser);
    expect(filtered.rows.length).toBeGreaterThan(0);
    for (const row of filtered.rows) {
      expect(row.state).toBe(state);
      expect(near.rows.map(groupKey)).toContain(groupKey(row));
    }
  });

  it('the demo walked with 100 ranks sees one sample: Rank DeepScan', async () => {
    const category = 'Open';
    const paid = await scan(`rank=20000&category=${category}&pageSize=500`, paidUser);
    expect(paid.total).toBeGreaterThan(50);
    const row = paid.rows[0];
    const filters = [
      '',
      'sort=probability.asc',
      'sort=expectedClosingRank.asc',
      'sort=fee.desc',
      'sort=institute.asc',
      `quota=${encodeURIComponent(row?.quotaName ?? '')}`,
      `state=${encodeURIComponent(row?.state ?? '')}`,
      `course=${encodeURIComponent(row?.courseName ?? '')}`,
      'pageSize=2',
      'sort=probability.desc',
    ].map((filter) => `category=${category}${filter ? `&${filter}` : ''}`);
    const sample = (await scan(`rank=1&category=${category}`, demoUser)).rows.map(optionKey).sort();
    expect(sample).toHaveLength(5);
    const unfilteredAnswers = new Set<string>();
    const seen = new Set<string>();
    const paidSeen = new Set<string>();
    for (const params of walk(WALK, filters)) {
      const rank = Number(/rank=(\d+)/.exec(params)?.[1]);
      const answer = await scan(params, demoUser);
      expect(answer.demo).toBe(true);
      expect(answer.total).toBe(paid.total);
      for (const shown of answer.rows) seen.add(optionKey(shown));
      if (!/quota|state|course|pageSize/.test(params) && params.includes('page=1')) {
        unfilteredAnswers.add(JSON.stringify(answer.rows.map(optionKey).sort()));
      }
      // Each option's chance is the one a package holder gets at the same rank.
      const full = await scan(`rank=${rank}&category=${category}&pageSize=500`, paidUser);
      const chances = new Map(full.rows.map((option) => [optionKey(option), option.probability]));
      for (const shown of answer.rows) {
        expect(shown.probability).toBe(chances.get(optionKey(shown)));
      }
      for (const shown of full.rows.slice(0, 5)) paidSeen.add(optionKey(shown));
    }
    expect([...unfilteredAnswers]).toEqual([JSON.stringify(sample)]);
    expect([...seen].sort()).toEqual(sample);
    expect(paidSeen.size).toBeGreaterThan(5);
  });
});

describe('data reads are rate limited per account and per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The default limits, written out: the test app lifts them for every other suite.
    t = await createTestApp({
      DATA_READ_LIMIT_PACKAGE: '1200',
      DATA_READ_LIMIT_DEMO: '180',
      DATA_READ_LIMIT_ADDRESS: '600',
      DATA_READ_LIMIT_WINDOW_SECONDS: '60',
    });
    await seedDemoData(t.database.handle.db, { allotments: 2_000 });
  }, 600_000);
  afterAll(() => t.dispose());

  const read = (user: TestUser | null, page: number, address?: string) => {
    const path = `/api/allotments?counselling=${C}&page=${page}`;
    const init = user ? { headers: { cookie: user.cookie } } : {};
    return address ? requestFrom(t, address, path, init) : t.request(path, init);
  };

  async function readTimes(count: number, reader: (index: number) => Promise<Response>) {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) statuses.push((await reader(index)).status);
    return statuses;
  }

  it('answers a demo account 429 with Retry-After after 180 reads a minute, and a package holder not', async () => {
    const demo = await t.signUp();
    const paid = await t.signUp();
    await grantPackage(t.database.handle.db, paid.userId);
    const statuses = await readTimes(180, (index) => read(demo, 1 + (index % 3)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await read(demo, 1);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = errorBodySchema.parse(await refused.json());
    expect(body.error.code).toBe('too_many_requests');
    expect(body.error.message).toMatch(/wait \d+ seconds/);
    // Every data read counts, the rank tools' and a cached answer's too.
    expect(
      (
        await t.request(`/api/rank-mapping?counselling=${C}&rank=100`, {
          headers: { cookie: demo.cookie },
        })
      ).status,
    ).toBe(429);
    // Another account is not held back; a package holder reads on past the demo's limit.
    expect((await read(await t.signUp(), 1)).status).toBe(200);
    const paidStatuses = await readTimes(400, (index) => read(paid, 1 + (index % 20)));
    expect(paidStatuses.every((status) => status === 200)).toBe(true);
  });

  it('limits one address to 600 reads a minute across demo accounts and signed-out reads', async () => {
    const address = '198.51.100.7';
    const accounts = await Promise.all(Array.from({ length: 4 }, () => t.signUp()));
    const paid = await t.signUp();
    await grantPackage(t.database.handle.db, paid.userId);
    // Four demo accounts, each under its own limit, and signed-out reads: 600 from one address.
    const statuses = await readTimes(600, (index) =>
      read(index % 5 === 4 ? null : (accounts[index % 5] ?? null), 1, address),
    );
    expect(new Set(statuses)).toEqual(new Set([200, 401]));
    const refused = await read(await t.signUp(), 1, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await read(null, 1, address)).status).toBe(429);
    // Another address is not held back, nor a package holder at this one.
    expect((await read(await t.signUp(), 1, '203.0.113.9')).status).toBe(200);
    expect((await read(paid, 1, address)).status).toBe(200);
  });
});
