import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  type AllotmentPage,
  type CutoffDetail,
  type CutoffPage,
  type Facets,
  type SeatMatrixPage,
} from '@seatscope/shared';
import { deriveCounselling } from '../../src/data/derive';
import { roundOfList } from '../../src/data/rounds';
import { allotment, counselling, course, institute } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';

// Rounds are rounds in the API (docs/decisions/0087-rounds-are-rounds-in-the-api.md): a year
// with both lists of Round 1 (the seats held after it, and the allotments made in it) and the
// seats held after Round 3, as MCC NEET PG's 2023 files are.
const C = 'rounds-neet-pg';
const LISTS = [
  { round: 1, list: 'held', ranks: [100, 200, 300] },
  { round: 1, list: 'allotted', ranks: [150, 250] },
  { round: 3, list: 'held', ranks: [400, 500, 600, 700] },
] as const;

describe('round and list in the data-screen API', () => {
  let t: TestApp;
  let user: TestUser;
  let instituteId = 0;
  let courseId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    await db
      .insert(counselling)
      .values({ id: C, name: 'Rounds NEET PG', level: 'PG', type: 'All India' });
    const [inst] = await db
      .insert(institute)
      .values({ name: 'Round Medical College', nameKey: 'roundmedicalcollege', state: 'Goa' })
      .returning({ id: institute.id });
    const [crs] = await db
      .insert(course)
      .values({ name: 'MD Round Medicine', nameKey: 'mdroundmedicine', level: 'PG' })
      .returning({ id: course.id });
    instituteId = inst?.id ?? 0;
    courseId = crs?.id ?? 0;
    await db.insert(allotment).values(
      LISTS.flatMap(({ round, list, ranks }) =>
        ranks.map((aiRank) => ({
          counsellingId: C,
          year: 2023,
          round: roundOfList(round, list),
          aiRank,
          quota: 'All India',
          allottedCategory: 'Open',
          instituteId,
          courseId,
          instituteName: 'Round Medical College',
          courseName: 'MD Round Medicine',
          state: 'Goa',
        })),
      ),
    );
    await deriveCounselling(db, C, 'round');
    user = await t.signUp();
    await grantPackage(db, user.userId);
  }, 60_000);
  afterAll(() => t.dispose());

  async function get<T>(path: string) {
    const response = await t.request(path, { headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as T };
  }
  const allotments = async (params: string) => {
    const { status, body } = await get<AllotmentPage>(`/api/allotments?counselling=${C}&${params}`);
    expect(status, params).toBe(200);
    return body.rows.map((row) => [row.round, row.list, row.roundLabel, row.aiRank]);
  };

  it('finds Round 1 allotments by round=1, each row saying its list', async () => {
    expect(await allotments('round=1&list=allotted')).toEqual([
      [1, 'allotted', 'Round 1 allotments', 150],
      [1, 'allotted', 'Round 1 allotments', 250],
    ]);
    // No list: both lists of the round, each row saying which.
    expect(await allotments('round=1')).toEqual([
      [1, 'held', 'Round 1', 100],
      [1, 'held', 'Round 1', 200],
      [1, 'held', 'Round 1', 300],
      [1, 'allotted', 'Round 1 allotments', 150],
      [1, 'allotted', 'Round 1 allotments', 250],
    ]);
  });

  it('filters by list alone, held or allotted', async () => {
    const held = await allotments('list=held');
    expect(held.map(([round, list]) => `${round}-${list}`)).toEqual([
      ...Array<string>(3).fill('1-held'),
      ...Array<string>(4).fill('3-held'),
    ]);
    expect((await allotments('list=allotted')).map(([, list]) => list)).toEqual([
      'allotted',
      'allotted',
    ]);
    expect(await allotments('list=held,allotted')).toHaveLength(9);
    expect(await allotments('round=3&list=allotted')).toEqual([]);
  });

  it('reads an old encoded round as its round and list, and never shows one', async () => {
    expect(await allotments('round=101')).toEqual(await allotments('round=1&list=allotted'));
    const { body: facets } = await get<Facets>(`/api/allotments/facets?counselling=${C}`);
    expect(facets.rounds).toEqual([
      { round: 1, list: 'held', label: 'Round 1' },
      { round: 3, list: 'held', label: 'Round 3' },
      { round: 1, list: 'allotted', label: 'Round 1 allotments' },
    ]);
    const { body: seats } = await get<SeatMatrixPage>(
      `/api/seat-matrix?counselling=${C}&round=1&list=allotted`,
    );
    expect(seats.rows.map((row) => [row.round, row.list, row.seats])).toEqual([[1, 'allotted', 2]]);
  });

  it('refuses a list that is neither, and an old round its list leaves out, with a message', async () => {
    for (const [params, message] of [
      ['list=both', 'list must be held or allotted'],
      ['round=1&list=allotments', 'list must be held or allotted'],
      ['round=113', 'round must be a round number, 1 to 12 (10: stray)'],
      ['round=101&list=held', 'list=held leaves out'],
    ]) {
      const { status, body } = await get(`/api/allotments?counselling=${C}&${params}`);
      expect(status, params).toBe(400);
      expect(errorBodySchema.parse(body).error.message).toContain(message);
    }
    const { status } = await get(`/api/cutoffs?counselling=${C}&list=x`);
    expect(status).toBe(400);
  });

  it('names Cutoff Ranks columns by round and list, and opens a cell by them', async () => {
    const { body } = await get<CutoffPage>(`/api/cutoffs?counselling=${C}`);
    expect(body.columns.map((column) => [column.key, column.round, column.list])).toEqual([
      ['2023-1-held', 1, 'held'],
      ['2023-3-held', 3, 'held'],
      ['2023-1-allotted', 1, 'allotted'],
    ]);
    expect(body.rows[0]?.closingRanks).toEqual({
      '2023-1-held': 300,
      '2023-3-held': 700,
      '2023-1-allotted': 250,
    });
    const { body: round1 } = await get<CutoffPage>(
      `/api/cutoffs?counselling=${C}&round=1&list=allotted`,
    );
    expect(round1.columns.map((column) => column.key)).toEqual(['2023-1-allotted']);
    const cell = `/api/cutoffs/detail?counselling=${C}&year=2023&institute=${instituteId}&course=${courseId}&quota=All%20India&category=Open`;
    const detail = async (params: string) =>
      (await get<CutoffDetail>(`${cell}&${params}`)).body.rows.map((row) => [row.list, row.aiRank]);
    expect(await detail('round=1&list=allotted')).toEqual([
      ['allotted', 150],
      ['allotted', 250],
    ]);
    expect(await detail('round=101')).toEqual(await detail('round=1&list=allotted'));
    expect((await detail('round=1')).map(([list]) => list).sort()).toEqual([
      'allotted',
      'allotted',
      'held',
      'held',
      'held',
    ]);
    expect((await get(`${cell}&round=1&list=both`)).status).toBe(400);
  });

  it('exports the rounds asked for by round and list', async () => {
    const response = await t.request(
      `/api/allotments/export.csv?counselling=${C}&round=1&list=allotted`,
      { headers: { cookie: user.cookie } },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain('Round 1 allotments');
  });

  it('documents round and list in the OpenAPI description', async () => {
    const response = await t.request('/api/openapi.json');
    const spec = (await response.json()) as {
      paths: Record<string, { get: { description?: string; parameters: { name: string }[] } }>;
    };
    const allotmentsPath = spec.paths['/api/allotments']?.get;
    expect(allotmentsPath?.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['round', 'list']),
    );
    expect(allotmentsPath?.description).toContain('`round=1&list=allotted` is Round 1 allotments');
  });
});
