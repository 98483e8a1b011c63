import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, type InstitutePage, type Stats } from '@seatscope/shared';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';

/** What a crowd costs the database (docs/security.md#crowds). */
describe('crowds', () => {
  let t: TestApp;
  let user: TestUser;
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
});
