import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CutoffPage } from '@seatscope/shared';
import { seedDemoData } from '../../src/data/demo/seed';
import { DEMO_COUNSELLINGS } from '../../src/data/demo/catalogue';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Demo readers right after a demo load, before the planner has statistics (autovacuum may be
 * off, docs/security.md#crowds): the demo sample must not depend on them
 * (docs/decisions/0021-numbers-people-pay-for.md), so a crowd of demo readers is answered under
 * the production statement timeout, not with 503s.
 */
describe('demo readers on a database without statistics', () => {
  let t: TestApp;
  const DATA_TABLES = [
    'allotment',
    'institute',
    'course',
    'counselling',
    'counselling_round',
    'closing_rank',
    'cutoff_row',
    'seat_matrix',
    'fee',
  ];

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 2_000 });
    await seedDemoData(t.database.handle.db, { allotments: 40_000 });
    // Forget what the load's ANALYZE learned, as on a server that never analysed these tables.
    const tables = sql.join(
      DATA_TABLES.map((name) => sql`${name}`),
      sql`, `,
    );
    await t.database.handle.db.execute(sql`delete from pg_statistic where starelid in (
      select oid from pg_class where relname in (${tables}) and relnamespace = current_schema()::regnamespace)`);
    await t.database.handle.db.execute(sql`update pg_class set reltuples = -1, relpages = 0
      where relname in (${tables}) and relnamespace = current_schema()::regnamespace`);
  }, 600_000);
  afterAll(() => t.dispose());

  it('answers 20 demo readers at once on every screen with the sample', async () => {
    const reader = await t.signUp();
    const counsellings = DEMO_COUNSELLINGS.slice(0, 2).map((info) => info.id);
    const requests = Array.from({ length: 20 }, (_, index) => {
      const screen = ['allotments', 'cutoffs', 'seat-matrix', 'financials'][index % 4];
      const counsellingId = counsellings[index % counsellings.length];
      return t.request(`/api/${screen}?counselling=${counsellingId}`, {
        headers: { cookie: reader.cookie },
      });
    });
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) {
      const page = (await answer.json()) as Pick<CutoffPage, 'demo' | 'rows' | 'total'>;
      expect(page.demo).toBe(true);
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.rows.length).toBeLessThanOrEqual(5);
    }
  });
});
