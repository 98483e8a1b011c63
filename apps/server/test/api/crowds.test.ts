import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIST_TOTAL_CAP,
  type AllotmentPage,
  type InstitutePage,
  type Stats,
} from '@seatscope/shared';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import {
  FIXTURE_COUNSELLING,
  deriveClosingRanks,
  grantPackage,
  insertDataFixture,
} from '../helpers/data-fixture';

/** What a crowd costs the database (docs/security.md#crowds). */
describe('crowds', () => {
  let t: TestApp;
  let user: TestUser;
  let paidUser: TestUser;
  let fixtureAllotments: number;
  const run = (statement: ReturnType<typeof sql>) => t.database.handle.db.execute(statement);

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    // More institutes than the list counts: half are "Capped", the rest "Counted <n>".
    await run(sql`
      insert into institute (name, name_key, state)
      select case when n <= ${LIST_TOTAL_CAP + 50} then 'Capped ' || n else 'Counted ' || n end,
             'key' || n, 'Kerala'
      from generate_series(1, ${LIST_TOTAL_CAP + 80}) as n`);
    // More allotments than a search counts: LIST_TOTAL_CAP + 50 at "Capped Hospital <n>", each
    // an institute of its own with the derived rows an import writes (the search finds seats
    // through them, docs/decisions/0037-indexed-table-search.md).
    ({ allotments: fixtureAllotments } = await insertDataFixture(t.database.handle.db));
    await run(sql`
      insert into institute (name, name_key, state)
      select 'Capped Hospital ' || n, 'cappedhospital' || n, 'Kerala'
      from generate_series(1, ${LIST_TOTAL_CAP + 50}) as n`);
    await run(sql`
      insert into allotment (counselling_id, year, round, ai_rank, counselling_rank, quota,
        allotted_category, institute_id, institute_name, state, course_id, course_name)
      select a.counselling_id, a.year, a.round, a.ai_rank, a.counselling_rank, a.quota,
        a.allotted_category, i.id, i.name, i.state, a.course_id, a.course_name
      from (select * from allotment where counselling_id = ${FIXTURE_COUNSELLING} limit 1) a
      cross join institute i where i.name like 'Capped Hospital %'`);
    await deriveClosingRanks(t.database.handle.db);
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  });
  afterAll(() => t.dispose());

  const stats = async () => (await (await t.request('/api/stats')).json()) as Stats;

  it('counts the landing page figures once per data version', async () => {
    const first = await stats();
    // A row written without the data version moving (its trigger off) is not counted again:
    // every request in between was answered from the cache.
    await run(sql`alter table university disable trigger university_data_version`);
    try {
      await run(sql`insert into university (name, name_key) values ('Uncounted', 'uncounted')`);
    } finally {
      await run(sql`alter table university enable trigger university_data_version`);
    }
    expect((await stats()).universities).toBe(first.universities);
    // Any write to the data moves the version, and the next request counts afresh.
    await run(sql`insert into university (name, name_key) values ('Counted', 'counted')`);
    expect((await stats()).universities).toBe(first.universities + 2);
  });

  it('counts a Knowledge Hub search no further than the cap, and says so', async () => {
    const list = async (query: string) => {
      const response = await t.request(`/api/institutes?${query}`, {
        headers: { cookie: user.cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as InstitutePage;
    };
    const broad = await list('q=Capped');
    expect(broad).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(broad.rows).toHaveLength(12);
    const narrow = await list('q=Counted');
    expect(narrow).toMatchObject({ total: 30, totalCapped: false });
    // Past the counted rows, pages still answer.
    const far = await list(`q=Capped&page=${Math.ceil(LIST_TOTAL_CAP / 12) + 1}`);
    expect(far.rows.length).toBeGreaterThan(0);
  });

  it('counts a table search no further than the cap, and lists and ranges exactly', async () => {
    const page = async (query: string, viewer: TestUser = paidUser) => {
      const response = await t.request(
        `/api/allotments?counselling=${FIXTURE_COUNSELLING}&pageSize=100&${query}`,
        { headers: { cookie: viewer.cookie } },
      );
      expect(response.status).toBe(200);
      return (await response.json()) as AllotmentPage;
    };
    const broad = await page('q=capped hospital');
    expect(broad).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(broad.rows).toHaveLength(100);
    // Past the counted rows, pages still answer.
    const far = await page(`q=capped hospital&page=${LIST_TOTAL_CAP / 100 + 1}`);
    expect(far.rows.length).toBe(50);
    const byInstitute = await page('institute=capped');
    expect(byInstitute).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    const narrow = await page('q=capped hospital 12');
    expect(narrow.totalCapped).toBe(false);
    // Hospitals 12, 120 to 129 and 1200 to 1299, counted exactly.
    expect(narrow.total).toBe(1 + 10 + 100);
    // Without free text the count is exact, however large.
    const all = await page('');
    expect(all).toMatchObject({
      total: fixtureAllotments + LIST_TOTAL_CAP + 50,
      totalCapped: false,
    });
    // A demo viewer who searched sees the sample only, and the counselling's total, not the
    // search's count (docs/decisions/0066-the-demo-is-a-sample.md).
    const demo = await page('q=capped hospital', user);
    expect(demo).toMatchObject({ demo: true, total: all.total, totalCapped: false });
    expect(demo.rows.length).toBeLessThanOrEqual(5);
  });
});
