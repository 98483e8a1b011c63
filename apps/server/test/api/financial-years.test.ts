import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facets, FinancialPage } from '@seatscope/shared';
import { refreshFinancialRows } from '../../src/data/derive';
import { rowsOf } from '../../src/data/sql-batch';
import type { TestApp, TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, createDataTestApp } from '../helpers/data-fixture';

// A seat whose fee lists of several years were imported is a row a year on Financials & Bonds,
// each saying its year, newest first (docs/decisions/0055-a-fee-row-says-its-year.md); a seat
// that two lists of one year describe (MCC's profile: fee and stipend; a bond list: another fee,
// the bond and the beds) is one row, each part from the list a seat reads it from
// (docs/decisions/0059-one-financials-row-per-seat-and-year.md).
const C = FIXTURE_COUNSELLING;
const FEES_BY_YEAR = { 2022: 59_850, 2023: 60_100 } as const;
const MERGED = { quota: 'Management/Paid Seats Quota', category: 'OBC' } as const;

interface FeeListRow {
  quota: string;
  category: string;
  fee: number;
  stipend?: number;
  bondYears?: number;
  bondPenalty?: number;
  beds?: number;
}

describe('financials: one row per seat and list year', () => {
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
    const { instituteId, courseId } = seat;
    /** One imported list (of a year, or of none) stating one row of money for the seat. */
    async function importFeeList(kind: string, year: number | null, row: FeeListRow) {
      const [run] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into import_run (kind, file_name, scope_key, sha256, counselling_id, year,
              rows_read, rows_imported, rows_rejected, rejections, started_at)
            values (${kind}, ${`${kind}-${year ?? 'any'}`}, ${`${kind}/${year ?? 'any'}`}, 'sha',
              ${C}, ${year}, 1, 1, 0, '[]', now())
            returning id`,
        ),
      );
      await db.execute(
        sql`insert into fee (counselling_id, institute_id, course_id, quota, category,
            fee_year_1, stipend_year_1, bond_years, bond_penalty, beds, import_run_id)
          values (${C}, ${instituteId}, ${courseId}, ${row.quota}, ${row.category},
            ${row.fee}, ${row.stipend ?? null}, ${row.bondYears ?? null},
            ${row.bondPenalty ?? null}, ${row.beds ?? null}, ${Number(run?.id)})`,
      );
    }
    // Written oldest last, so the order on screen cannot come from the order of import.
    for (const [year, fee] of Object.entries(FEES_BY_YEAR).reverse()) {
      await importFeeList('karnataka-fees', Number(year), {
        quota: 'Government',
        category: 'GM',
        fee,
      });
    }
    // The bond list first, so the profile cannot win by the order of import.
    await importFeeList('pg-bonds', null, {
      ...MERGED,
      fee: 280_000,
      bondYears: 2,
      bondPenalty: 2_500_000,
      beds: 650,
    });
    await importFeeList('mcc-profiles', null, { ...MERGED, fee: 300_000, stipend: 70_000 });
    // As an import does after writing fee rows.
    await refreshFinancialRows(db);
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

  it('lists a seat two lists of one year describe once, fee and stipend from the profile, bond and beds from the bond list', async () => {
    const page = await get<FinancialPage>(
      `/api/financials?counselling=${C}&institute=${encodeURIComponent(instituteName)}` +
        `&quota=${encodeURIComponent(MERGED.quota)}&category=${MERGED.category}&pageSize=100`,
    );
    expect(page.total).toBe(1);
    expect(
      page.rows.map((row) => [row.fee, row.stipendYear1, row.bondYears, row.bondPenalty, row.beds]),
    ).toEqual([[300_000, 70_000, 2, 2_500_000, 650]]);
  });

  it("lists a profile's other boxes as published, and offers a column only for the boxes the counselling has", async () => {
    // Before any profile box: no column for one (docs/decisions/0081-every-money-box-as-published.md).
    expect((await get<Facets>(`/api/financials/facets?counselling=${C}`)).moneyBoxes).toEqual([]);
    const db = t.database.handle.db;
    const [run] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into import_run (kind, file_name, scope_key, sha256, counselling_id,
            rows_read, rows_imported, rows_rejected, rejections, started_at)
          values ('mcc-profiles', '700910_profile.pdf', 'mcc-profiles/700910', 'sha', ${C},
            1, 1, 0, '[]', now())
          returning id`,
      ),
    );
    // As BHEL Kasturba Hospital's profile reads: the year boxes "0", ₹1,20,000 at admission, an
    // annual fee of ₹12,000; an NRI fee of $2,750 added to see dollars kept apart.
    await db.execute(
      sql`insert into fee (counselling_id, institute_id, admission_fee, annual_fee,
          nri_fee_year_1, stipend_year_1, import_run_id)
        select ${C}, i.id, 120000, 12000, 2750, 75000, ${Number(run?.id)}
        from institute i where i.name = ${instituteName}`,
    );
    await refreshFinancialRows(db);
    const facets = await get<Facets>(`/api/financials/facets?counselling=${C}`);
    expect(facets.moneyBoxes).toEqual(['admissionFee', 'annualFee', 'nriFeeYear1']);
    const page = await get<FinancialPage>(
      `/api/financials?counselling=${C}&institute=${encodeURIComponent(instituteName)}&pageSize=100`,
    );
    const profileRow = page.rows.find((row) => row.admissionFee !== null);
    expect(profileRow).toMatchObject({
      courseName: null,
      // The seat's fee is the annual fee, the profile's year-1 box being empty; each box apart.
      fee: 12_000,
      admissionFee: 120_000,
      annualFee: 12_000,
      nriFeeYear1: 2_750,
      feeYear2: null,
      reallocationDeduction: null,
      stipendYear1: 75_000,
    });
    const response = await t.request(
      `/api/financials/export.csv?counselling=${C}&institute=${encodeURIComponent(instituteName)}`,
      { headers: { cookie: paidUser.cookie } },
    );
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const exported = rows.find(
      (row) => row['Amount to be paid at the time of admission (including hostel fees)'] !== '',
    );
    expect(exported).toMatchObject({
      Fee: '12000',
      'Annual fees of candidates': '12000',
      'NRI, 1st year (in $)': '2750',
    });
  });

  it('counts and pages seats and years, not fee rows', async () => {
    const all = await get<FinancialPage>(`/api/financials?counselling=${C}&pageSize=100`);
    // The fixture's fee rows fit on one page.
    expect(all.rows.length).toBe(all.total);
    const keys = all.rows.map((row) =>
      [row.instituteName, row.courseName, row.quotaName, row.category, row.year].join('|'),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
