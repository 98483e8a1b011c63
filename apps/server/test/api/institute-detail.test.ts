import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InstituteDetail, InstitutePage } from '@seatscope/shared';
import { fee, importRun, institute } from '../../src/db/schema';
import { runImport } from '../../src/data/import-runner';
import { rowsOf } from '../../src/data/sql-batch';
import type { TestApp, TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, createDataTestApp, grantPackage } from '../helpers/data-fixture';
import { sharedData } from '../helpers/shared-data';

// College Explorer's details (docs/decisions/0036-institute-details.md).
describe('GET /api/institutes/{id}', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let paidUser: TestUser;
  let ugUser: TestUser;
  let instituteId: number;
  let otherInstituteId: number;

  const get = async <Body>(path: string, user: TestUser | null) => {
    const response = await t.request(path, user ? { headers: { cookie: user.cookie } } : {});
    return { status: response.status, body: (await response.json()) as Body };
  };

  const addRun = async (kind: string, fileName: string) => {
    const [run] = await t.database.handle.db
      .insert(importRun)
      .values({
        kind,
        fileName,
        scopeKey: `${kind}/${fileName}`,
        sha256: '0'.repeat(64),
        rowsRead: 1,
        rowsImported: 1,
        rowsRejected: 0,
        rejections: [],
        startedAt: new Date(),
      })
      .returning({ id: importRun.id });
    if (!run) throw new Error('no import run');
    return run.id;
  };

  beforeAll(async () => {
    ({ t, demoUser, paidUser } = await createDataTestApp());
    const db = t.database.handle.db;
    ugUser = await t.signUp();
    await grantPackage(db, ugUser.userId, null, 'ug');
    // The fixture's second institute: an institute-wide fee row with a year-1 fee and no bond.
    const [chosen, other] = await db
      .select({ id: institute.id })
      .from(institute)
      .orderBy(institute.id)
      .limit(2)
      .offset(1);
    if (!chosen || !other) throw new Error('fixture institutes missing');
    instituteId = chosen.id;
    otherInstituteId = other.id;
    await db.update(institute).set({ mccCode: '700957' }).where(eq(institute.id, instituteId));
    // A derived list imported first, then the profile PDF: the profile wins where both speak.
    const bondsRun = await addRun('pg-bonds', 'pg-institute-bonds.json');
    const profileRun = await addRun('mcc-profiles', '700957_profile.pdf');
    await db.insert(fee).values([
      {
        counsellingId: FIXTURE_COUNSELLING,
        instituteId,
        feeYear1: 99_000,
        bondYears: 2,
        bondPenalty: 5_000_000,
        importRunId: bondsRun,
        sourceRow: 143,
      },
      {
        counsellingId: FIXTURE_COUNSELLING,
        instituteId,
        feeYear1: 123_456,
        feeYear2: 123_456,
        feeYear3: 130_000,
        stipendYear1: 80_000,
        annualFee: 120_000,
        importRunId: profileRun,
        // The fee table on page 1, the annual fee on page 2.
        sourceRow: 1,
        sourcePage: 1,
        boxPages: { feeYear1: 1, annualFee: 2 },
      },
    ]);
  });
  afterAll(() => t.dispose());

  it('finds an institute by its MCC code, and every row carries its code', async () => {
    const byCode = await get<InstitutePage>('/api/institutes?code=700957', demoUser);
    expect(byCode.status).toBe(200);
    expect(byCode.body.rows.map((row) => [row.id, row.code])).toEqual([[instituteId, '700957']]);
    const all = await get<InstitutePage>('/api/institutes?pageSize=100', demoUser);
    expect(all.body.rows.filter((row) => row.code !== null)).toHaveLength(1);
    const unknown = await get<InstitutePage>('/api/institutes?code=111111', demoUser);
    expect(unknown.body).toMatchObject({ rows: [], total: 0 });
    const bad = await get<{ error: { code: string; message: string } }>(
      '/api/institutes?code=70%3B1',
      demoUser,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/code must be an MCC code/);
  });

  it('gives a paying viewer every figure with the file, and the row or page, it came from', async () => {
    const { status, body } = await get<InstituteDetail>(`/api/institutes/${instituteId}`, paidUser);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: instituteId,
      code: '700957',
      name: 'beta institute of medical sciences',
      // The profile PDF over the fixture's own row and the bond list.
      feeYear1: 123_456,
      feeYear2: 123_456,
      feeYear3: 130_000,
      feeYear4: null,
      stipendYear1: 80_000,
      bondYears: 2,
      bondPenalty: 5_000_000,
      locked: [],
    });
    const profile = {
      counsellingId: FIXTURE_COUNSELLING,
      counsellingName: 'Test NEET PG',
      fileName: '700957_profile.pdf',
      importKind: 'mcc-profiles',
      sourceRow: 1,
      sourcePage: 1,
    };
    expect(body.sources.feeYear1).toEqual(profile);
    expect(body.sources.annualFee).toEqual({ ...profile, sourcePage: 2 });
    expect(body.sources.feeYear2).toEqual(profile);
    expect(body.sources.stipendYear1).toEqual(profile);
    expect(body.sources.bondYears).toEqual({
      ...profile,
      fileName: 'pg-institute-bonds.json',
      importKind: 'pg-bonds',
      sourceRow: 143,
      sourcePage: null,
    });
    expect(body.sources.feeYear4).toBeUndefined();
  });

  it("gives every money box of a real MCC profile as published, each with the profile's page", async () => {
    // BHEL Kasturba Hospital's profile (../shared/data) leaves the year boxes at "0" and
    // publishes ₹1,20,000 at admission (hostel included) on page 1 and an annual fee of ₹12,000
    // on page 2: neither stands in for the other (docs/decisions/0081-every-money-box-as-published.md).
    await runImport(t.database.handle.db, 'mcc-profiles', [
      sharedData('mcc-neet-pg-institute-profiles', '700910_profile.pdf'),
    ]);
    const [kasturba] = await t.database.handle.db
      .select({ id: institute.id })
      .from(institute)
      .where(eq(institute.mccCode, '700910'));
    if (!kasturba) throw new Error('the profile wrote no institute');
    const { status, body } = await get<InstituteDetail>(`/api/institutes/${kasturba.id}`, paidUser);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      admissionFee: 120_000,
      annualFee: 12_000,
      feeYear1: null,
      feeYear2: null,
      nriFeeYear1: null,
      // "AS PER POLICY": words, no amount.
      reallocationDeduction: null,
      stipendYear1: 75_000,
      stipendYear3: 79_000,
      locked: [],
    });
    const page = (sourcePage: number) => ({
      counsellingId: 'mcc-neet-pg',
      counsellingName: 'MCC NEET PG',
      fileName: '700910_profile.pdf',
      importKind: 'mcc-profiles',
      sourceRow: 1,
      sourcePage,
    });
    expect(body.sources).toEqual({
      admissionFee: page(1),
      annualFee: page(2),
      stipendYear1: page(1),
      stipendYear2: page(1),
      stipendYear3: page(1),
    });
    // A viewer without the PG package is told each box exists and where, not its amount.
    const demo = await get<InstituteDetail>(`/api/institutes/${kasturba.id}`, demoUser);
    expect(demo.body).toMatchObject({ admissionFee: null, annualFee: null });
    expect(demo.body.locked).toEqual(expect.arrayContaining(['admissionFee', 'annualFee']));
    expect(demo.body.sources.admissionFee).toEqual(page(1));
  });

  it('names no file, row or page for a fee row no import wrote', async () => {
    // The fixture's first institute: its institute-wide fee row was written without an import.
    const [first] = await t.database.handle.db
      .select({ id: institute.id })
      .from(institute)
      .orderBy(institute.id)
      .limit(1);
    if (!first) throw new Error('fixture institute missing');
    const { body } = await get<InstituteDetail>(`/api/institutes/${first.id}`, paidUser);
    expect(body.feeYear1).toBe(9000);
    expect(body.sources.feeYear1).toEqual({
      counsellingId: FIXTURE_COUNSELLING,
      counsellingName: 'Test NEET PG',
      fileName: null,
      importKind: null,
      sourceRow: null,
      sourcePage: null,
    });
  });

  it('lists the counsellings and courses it appears in, with the seats the data holds', async () => {
    const { body } = await get<InstituteDetail>(`/api/institutes/${instituteId}`, paidUser);
    // Straight from the allotments: per course, its years, and the newest year's largest round.
    const expected = rowsOf<{
      counsellingId: string;
      courseName: string;
      years: number[];
      seats: number;
    }>(
      await t.database.handle.db.execute(sql`
        with per_round as (
          select counselling_id, course_id, min(course_name) as course_name, year, round,
            count(*)::int as seats
          from allotment where institute_id = ${instituteId}
          group by counselling_id, course_id, year, round)
        select p.counselling_id as "counsellingId", min(p.course_name) as "courseName",
          array_agg(distinct p.year order by p.year) as "years",
          (select max(q.seats) from per_round q where q.counselling_id = p.counselling_id
            and q.course_id = p.course_id
            and q.year = (select max(year) from per_round r where r.counselling_id = p.counselling_id
              and r.course_id = p.course_id)) as "seats"
        from per_round p group by p.counselling_id, p.course_id
        order by 1, 2`),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      body.offerings.map(({ counsellingId, courseName, years, seats }) => ({
        counsellingId,
        courseName,
        years,
        seats,
      })),
    ).toEqual(expected);
    for (const offering of body.offerings) expect(offering.level).toBe('PG');
  });

  it('withholds figures and seats from a viewer whose package does not open the counselling', async () => {
    for (const user of [demoUser, ugUser]) {
      const { status, body } = await get<InstituteDetail>(`/api/institutes/${instituteId}`, user);
      expect(status).toBe(200);
      // The directory's fields and where the institute appears stay public reference data.
      expect(body).toMatchObject({ code: '700957', feeYear1: null, stipendYear1: null });
      expect(body.bondYears).toBeNull();
      expect(body.locked).toEqual(
        expect.arrayContaining(['feeYear1', 'feeYear2', 'stipendYear1', 'bondYears']),
      );
      expect(body).toMatchObject({ annualFee: null });
      expect(body.locked).toContain('annualFee');
      expect(body.sources.annualFee).toMatchObject({
        fileName: '700957_profile.pdf',
        sourcePage: 2,
      });
      expect(body.offerings.length).toBeGreaterThan(0);
      for (const offering of body.offerings) {
        expect(offering.seats).toBeNull();
        expect(offering.years.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers an institute without fee rows of its own with no figures', async () => {
    await t.database.handle.db.delete(fee).where(eq(fee.instituteId, otherInstituteId));
    const { status, body } = await get<InstituteDetail>(
      `/api/institutes/${otherInstituteId}`,
      paidUser,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ feeYear1: null, bondYears: null, sources: {}, locked: [] });
  });

  it('answers 404 for an unknown id and 400 for a malformed one, in the one error shape', async () => {
    const missing = await get<{ error: { code: string; message: string } }>(
      '/api/institutes/999999',
      paidUser,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: { code: 'institute_not_found', message: 'No institute has id 999999.' },
    });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '1234567890']) {
      const bad = await get<{ error: { code: string; message: string } }>(
        `/api/institutes/${id}`,
        paidUser,
      );
      expect(bad.status, id).toBe(400);
      expect(bad.body.error.code, id).toBe('invalid_request');
      expect(bad.body.error.message, id).toMatch(/id must be a positive whole number/);
    }
  });

  it('needs a signed-in user', async () => {
    const response = await get<{ error: { code: string } }>(`/api/institutes/${instituteId}`, null);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('still serves the facets at /api/institutes/facets', async () => {
    const facets = await get<{ total: number }>('/api/institutes/facets', demoUser);
    expect(facets.status).toBe(200);
    expect(facets.body.total).toBeGreaterThan(0);
  });
});
