import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facets, FinancialPage } from '@seatscope/shared';
import { rowsOf } from '../../src/data/sql-batch';
import type { TestApp, TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, createDataTestApp } from '../helpers/data-fixture';

// A seat whose fee lists of several years were imported is a row a year on Financials & Bonds,
// each saying its year, newest first (docs/decisions/0055-a-fee-row-says-its-year.md).
const C = FIXTURE_COUNSELLING;
const FEES_BY_YEAR = { 2022: 59_850, 2023: 60_100 } as const;

describe('financials: the year of each fee', () => {
  let t: TestApp;
  let paidUser: TestUser;
  let instituteName = '';

  beforeAll(async () => {
    ({ t, paidUser } = await createDataTestApp());
    const db = t.database.handle.db;
    const [seat] = rowsOf<{ instituteId: number; courseId: number; name: string }>(
      await db.execute(
        sql`select i.id as "instituteId", c.id as "courseId", i.name as "name"
          from institute i, course c order by i.id, c.id limit 1`,
      ),
    );
    if (!seat) throw new Error('the fixture has no institute and course');
    instituteName = seat.name;
    // Written oldest last, so the order on screen cannot come from the order of import.
    for (const [year, fee] of Object.entries(FEES_BY_YEAR).reverse()) {
      const [run] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into import_run (kind, file_name, scope_key, sha256, counselling_id, year,
              rows_read, rows_imported, rows_rejected, rejections, started_at)
            values ('karnataka-fees', ${`kea_${year}_fees.csv`}, ${`fees/${year}`}, 'sha', ${C},
              ${Number(year)}, 1, 1, 0, '[]', now())
            returning id`,
        ),
      );
      await db.execute(
        sql`insert into fee (counselling_id, institute_id, course_id, quota, category,
            fee_year_1, import_run_id)
          values (${C}, ${seat.instituteId}, ${seat.courseId}, 'Government', 'GM', ${fee},
            ${Number(run?.id)})`,
      );
    }
  });
  afterAll(() => t.dispose());

  async function get<T>(path: string) {
    const response = await t.request(path, { headers: { cookie: paidUser.cookie } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  it('gives each fee row its list year, newest first for a seat, and none where the source names none', async () => {
    const page = await get<FinancialPage>(
      `/api/financials?counselling=${C}&institute=${encodeURIComponent(instituteName)}&pageSize=100`,
    );
    const listed = page.rows.filter((row) => row.quotaName === 'Government');
    expect(listed.map((row) => [row.year, row.fee])).toEqual([
      [2023, FEES_BY_YEAR[2023]],
      [2022, FEES_BY_YEAR[2022]],
    ]);
    // The fixture's own fee rows come from no list: they have no year.
    expect(page.rows.filter((row) => row.quotaName !== 'Government').length).toBeGreaterThan(0);
    expect(
      page.rows.filter((row) => row.quotaName !== 'Government').every((row) => row.year === null),
    ).toBe(true);
  });

  it('filters by year and offers the years its fee lists have', async () => {
    const facets = await get<Facets>(`/api/financials/facets?counselling=${C}`);
    expect(facets.years).toEqual([2022, 2023]);
    const page = await get<FinancialPage>(`/api/financials?counselling=${C}&year=2022`);
    expect(page.rows.map((row) => [row.year, row.fee])).toEqual([[2022, FEES_BY_YEAR[2022]]]);
    expect(page.total).toBe(1);
  });

  it('exports the year in the CSV', async () => {
    const response = await t.request(`/api/financials/export.csv?counselling=${C}&year=2023`, {
      headers: { cookie: paidUser.cookie },
    });
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Year, row.Fee])).toEqual([['2023', String(FEES_BY_YEAR[2023])]]);
  });
});
