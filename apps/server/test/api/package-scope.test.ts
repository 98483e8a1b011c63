import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, CutoffPage, DataScreen } from '@seatscope/shared';
import { counselling } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, grantPackage, insertDataFixture } from '../helpers/data-fixture';

/**
 * A package opens the levels it was sold for (docs/decisions/0023-package-scope.md): on random
 * reads of every screen, table, CSV and cutoff cell, a UG package holder sees only the demo
 * sample of PG data and a PG holder only the sample of UG data, while each sees all of their own.
 */
const RUNS = 200;
const C = FIXTURE_COUNSELLING;
const SCREENS = ['allotments', 'cutoffs', 'seat-matrix', 'financials'] as const;
type Level = 'UG' | 'PG' | 'SS';

interface Page {
  rows: { id: string }[];
  total: number;
  demo: boolean;
}

describe('package scope', () => {
  let t: TestApp;
  let ugUser: TestUser;
  let pgUser: TestUser;
  const samples = new Map<DataScreen, Set<string>>();
  const totals = new Map<DataScreen, number>();

  const setLevel = (level: Level) =>
    t.database.handle.db.update(counselling).set({ level }).where(eq(counselling.id, C));

  const get = (user: TestUser, path: string) =>
    t.request(path, { headers: { cookie: user.cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    await insertDataFixture(t.database.handle.db);
    ugUser = await t.signUp();
    pgUser = await t.signUp();
    await grantPackage(t.database.handle.db, ugUser.userId, null, 'ug');
    await grantPackage(t.database.handle.db, pgUser.userId, null, 'pg');
    // The sample is what a user without a package sees unfiltered
    // (docs/decisions/0021-numbers-people-pay-for.md).
    const demoUser = await t.signUp();
    for (const screen of SCREENS) {
      const sample = (await (
        await get(demoUser, `/api/${screen}?counselling=${C}`)
      ).json()) as Page;
      expect(sample.demo).toBe(true);
      expect(sample.rows).toHaveLength(5);
      samples.set(screen, new Set(sample.rows.map((row) => row.id)));
      totals.set(screen, sample.total);
      expect(sample.total).toBeGreaterThan(5);
    }
  });
  afterAll(() => t.dispose());

  it('says in the catalogue what each package includes', async () => {
    const catalogue = (await (await t.request('/api/packages')).json()) as Catalogue;
    const byId = Object.fromEntries(catalogue.packages.map((entry) => [entry.id, entry]));
    expect(byId.ug?.levels).toEqual(['UG']);
    expect(byId.ug?.includes).toMatch(/UG .*only.*PG data is not included/);
    expect(byId.pg?.levels).toEqual(['PG', 'SS']);
    expect(byId.pg?.includes).toMatch(/PG and super-speciality .*UG data is not included/);
  });

  it(`answers ${RUNS} random reads with the data of the package's own levels only`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Level>('UG', 'PG', 'SS'),
        fc.constantFrom('ug' as const, 'pg' as const),
        fc.constantFrom(...SCREENS),
        fc.record({
          page: fc.integer({ min: 1, max: 4 }),
          pageSize: fc.integer({ min: 5, max: 60 }),
          q: fc.constantFrom('', 'college', 'MD', 'a', 'Open'),
        }),
        async (level, packageId, screen, params) => {
          await setLevel(level);
          const user = packageId === 'ug' ? ugUser : pgUser;
          const opens = packageId === 'ug' ? level === 'UG' : level !== 'UG';
          const search = new URLSearchParams({
            counselling: C,
            page: String(params.page),
            pageSize: String(params.pageSize),
            ...(params.q ? { q: params.q } : {}),
          });
          const response = await get(user, `/api/${screen}?${search}`);
          expect(response.status).toBe(200);
          const page = (await response.json()) as Page;
          expect(page.demo).toBe(!opens);
          const sample = samples.get(screen) ?? new Set();
          if (!opens) for (const row of page.rows) expect(sample.has(row.id)).toBe(true);

          const csv = await get(user, `/api/${screen}/export.csv?counselling=${C}`);
          expect(csv.status).toBe(200);
          const lines = (await csv.text()).trim().split(/\r?\n/).length - 1;
          if (opens) expect(lines).toBeGreaterThan(5);
          else expect(lines).toBeLessThanOrEqual(5);
        },
      ),
      { numRuns: RUNS, seed: 2027 },
    );
  }, 600_000);

  it('opens a cutoff cell outside the sample only to the package of its level', async () => {
    await setLevel('PG');
    const page = (await (
      await get(pgUser, `/api/cutoffs?counselling=${C}&pageSize=100`)
    ).json()) as CutoffPage;
    const row = page.rows[page.rows.length - 1];
    const [key] = Object.keys(row?.closingRanks ?? {});
    const [year, round] = (key ?? '').split('-');
    expect(row && year && round).toBeTruthy();
    const cell = new URLSearchParams({
      counselling: C,
      year: year ?? '',
      round: round ?? '',
      institute: String(row?.instituteId),
      course: String(row?.courseId),
      quota: row?.quotaName ?? '',
      category: row?.category ?? '',
    });
    const path = `/api/cutoffs/detail?${cell}`;
    expect((await get(pgUser, path)).status).toBe(200);
    expect((await get(ugUser, path)).status).toBe(403);
    await setLevel('UG');
    expect((await get(ugUser, path)).status).toBe(200);
    expect((await get(pgUser, path)).status).toBe(403);
  });
});
