import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllotmentPage,
  CutoffDetail,
  CutoffPage,
  Facets,
  FinancialPage,
  SeatMatrixPage,
} from '@seatscope/shared';
import { deriveCounselling } from '../../src/data/derive';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import {
  FIXTURE_COUNSELLING,
  OTHER_COUNSELLING,
  grantAdmin,
  grantPackage,
  insertDataFixture,
  createDataTestApp,
} from '../helpers/data-fixture';

const C = FIXTURE_COUNSELLING;

describe('data screens API', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let paidUser: TestUser;

  beforeAll(async () => {
    ({ t, demoUser, paidUser } = await createDataTestApp());
  });
  afterAll(() => t.dispose());

  async function get<T>(path: string, user: TestUser = paidUser) {
    const response = await t.request(path, { headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function allPages<T>(path: string, user: TestUser = paidUser): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; page < 100; page += 1) {
      const { body } = await get<{ rows: T[]; total: number }>(
        `${path}&page=${page}&pageSize=100`,
        user,
      );
      rows.push(...body.rows);
      if (rows.length >= body.total) break;
    }
    return rows;
  }

  // Data reads skip better-auth for a cookie it verified before (docs/decisions/0018-data-read-access.md), but must still
  // notice at once a session that ended and a package that changed.
  it('refuses a session signed out a moment ago, after serving it', async () => {
    const reader = await t.signUp();
    await grantPackage(t.database.handle.db, reader.userId);
    expect((await get(`/api/allotments?counselling=${C}`, reader)).status).toBe(200);
    const signOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: {
        cookie: reader.cookie,
        origin: t.config.baseUrl,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    for (const path of [
      `/api/allotments?counselling=${C}`,
      `/api/allotments/facets?counselling=${C}`,
    ]) {
      expect((await get(path, reader)).status).toBe(401);
    }
  });

  it('refuses a session revoked by a sign-in elsewhere, after serving it', async () => {
    const reader = await t.signUp();
    expect((await get(`/api/cutoffs?counselling=${C}`, reader)).status).toBe(200);
    const elsewhere = await t.signIn(reader);
    expect((await get(`/api/cutoffs?counselling=${C}`, reader)).status).toBe(401);
    expect((await get(`/api/cutoffs?counselling=${C}`, elsewhere)).status).toBe(200);
  });

  it('follows a package bought or expired between two reads', async () => {
    const reader = await t.signUp();
    const before = await get<AllotmentPage>(`/api/allotments?counselling=${C}`, reader);
    expect(before.body.demo).toBe(true);
    await grantPackage(t.database.handle.db, reader.userId, new Date(Date.now() + 60_000));
    const bought = await get<AllotmentPage>(`/api/allotments?counselling=${C}`, reader);
    expect(bought.body.demo).toBe(false);
    await t.database.handle.db.execute(
      sql`update user_package set expires_at = now() - interval '1 second' where user_id = ${reader.userId}`,
    );
    const expired = await get<AllotmentPage>(`/api/allotments?counselling=${C}`, reader);
    expect(expired.body.demo).toBe(true);
  });

  it('gzips pages for clients that accept it', async () => {
    const path = `/api/allotments?counselling=${C}&pageSize=100`;
    const plain = await t.request(path, { headers: { cookie: paidUser.cookie } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainText = await plain.text();
    const zipped = await t.request(path, {
      headers: { cookie: paidUser.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainText.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plainText);
  });

  it('answers 401 without a session', async () => {
    const response = await t.request(`/api/allotments?counselling=${C}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to continue.' },
    });
  });

  it('lists the counsellings that have data for each screen, with their years', async () => {
    const { status, body } = await get<{ counsellings: { id: string; years: number[] }[] }>(
      '/api/counsellings?screen=allotments',
    );
    expect(status).toBe(200);
    expect(body.counsellings.map((c) => c.id)).toEqual([OTHER_COUNSELLING, C]);
    expect(body.counsellings.find((c) => c.id === C)?.years).toEqual([2023, 2024]);
    const financials = await get<{ counsellings: { id: string }[] }>(
      '/api/counsellings?screen=financials',
    );
    expect(financials.body.counsellings.map((c) => c.id)).toEqual([C]);
    const bad = await get<{ error: { message: string } }>('/api/counsellings?screen=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('screen must be one of');
  });

  it('pages allotments newest year first, then round and AI rank, with an exact total', async () => {
    const { status, body } = await get<AllotmentPage>(`/api/allotments?counselling=${C}`);
    expect(status).toBe(200);
    expect(body.demo).toBe(false);
    expect(body.total).toBe(90);
    expect(body.pageSize).toBe(50);
    expect(body.rows).toHaveLength(50);
    const keys = body.rows.map((row) => [row.year, row.round, row.aiRank ?? Infinity]);
    const sorted = [...keys].sort(
      (a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0),
    );
    expect(keys).toEqual(sorted);
    const years = new Set(
      (await allPages<AllotmentPage['rows'][number]>(`/api/allotments?counselling=${C}`)).map(
        (row) => row.year,
      ),
    );
    expect(body.rows[0]?.year).toBe(Math.max(...years));
    const stray = await get<AllotmentPage>(`/api/allotments?counselling=${C}&round=4`);
    expect(stray.body.rows.length).toBeGreaterThan(0);
    for (const row of stray.body.rows) expect(row.roundLabel).toBe('Stray');
  });

  it('answers a page beyond the last with the last page, and says which page it is', async () => {
    const last = await get<AllotmentPage>(`/api/allotments?counselling=${C}&page=2`);
    const beyond = await get<AllotmentPage>(`/api/allotments?counselling=${C}&page=9999`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ page: 2, total: 90 });
    expect(beyond.body.rows.map((row) => row.id)).toEqual(last.body.rows.map((row) => row.id));
    const cutoffs = await get<CutoffPage>(`/api/cutoffs?counselling=${C}&page=9999&pageSize=10`);
    expect(cutoffs.body.page).toBe(Math.ceil(cutoffs.body.total / 10));
    expect(cutoffs.body.rows.length).toBeGreaterThan(0);
    // A demo viewer's sample is one page.
    const demo = await get<AllotmentPage>(`/api/allotments?counselling=${C}&page=3`, demoUser);
    expect(demo.body).toMatchObject({ page: 1, demo: true });
    expect(demo.body.rows).toHaveLength(5);
    // Nothing matches: page 1, empty, not an error.
    const none = await get<AllotmentPage>(`/api/allotments?counselling=${C}&q=no-such-row&page=4`);
    expect(none.body).toMatchObject({ page: 1, total: 0, rows: [] });
  });

  it('gives a demo user 5 rows of 5 institutes, filtered only inside them, and no count of what a filter matches', async () => {
    const full = await allPages<AllotmentPage['rows'][number]>(`/api/allotments?counselling=${C}`);
    const demo = await get<AllotmentPage>(`/api/allotments?counselling=${C}`, demoUser);
    expect(demo.body.demo).toBe(true);
    expect(demo.body.total).toBe(90);
    expect(demo.body.rows).toHaveLength(5);
    expect(new Set(demo.body.rows.map((row) => row.instituteName)).size).toBe(5);
    // More than one course, quota and category: the sample shows what the data holds.
    for (const field of ['courseName', 'quotaName', 'category'] as const) {
      expect(new Set(demo.body.rows.map((row) => row[field])).size).toBeGreaterThan(1);
    }
    const everyId = new Set(full.map((row) => row.id));
    for (const row of demo.body.rows) expect(everyId.has(row.id)).toBe(true);
    // A narrow filter must not reveal rows beyond the sample, nor how many rows of the full data
    // it matches: the total stays the counselling's (docs/decisions/0066-the-demo-is-a-sample.md).
    const sample = new Set(demo.body.rows.map((row) => row.id));
    const institute = demo.body.rows[0]?.instituteName ?? '';
    const filtered = await get<AllotmentPage>(
      `/api/allotments?counselling=${C}&institute=${encodeURIComponent(institute)}&sort=aiRank.desc`,
      demoUser,
    );
    expect(filtered.body.rows.length).toBeGreaterThan(0);
    for (const row of filtered.body.rows) expect(sample.has(row.id)).toBe(true);
    expect(filtered.body.total).toBe(90);
    expect(Object.keys(filtered.body).sort()).toEqual(Object.keys(demo.body).sort());
    const paid = await get<AllotmentPage>(
      `/api/allotments?counselling=${C}&institute=${encodeURIComponent(institute)}`,
    );
    expect(paid.body.total).toBe(full.filter((row) => row.instituteName === institute).length);
    // A filter no sample row meets, or a rank range of one rank: the same unfiltered total.
    const outside = full.find((row) => !sample.has(row.id) && row.quotaName !== '');
    if (!outside) throw new Error('every row is in the sample');
    const cutoffs = await get<CutoffPage>(
      `/api/cutoffs?counselling=${C}&course=${encodeURIComponent(outside.courseName)}`,
      demoUser,
    );
    const paidCutoffs = await get<CutoffPage>(
      `/api/cutoffs?counselling=${C}&course=${encodeURIComponent(outside.courseName)}`,
    );
    expect(paidCutoffs.body.total).toBeGreaterThan(0);
    const unfilteredCutoffs = await get<CutoffPage>(`/api/cutoffs?counselling=${C}`, demoUser);
    expect(cutoffs.body.total).toBe(unfilteredCutoffs.body.total);
    expect(cutoffs.body.rows.length).toBeLessThanOrEqual(5);
    for (const rank of [outside.aiRank ?? 1, (outside.aiRank ?? 1) + 1]) {
      const narrow = await get<AllotmentPage>(
        `/api/allotments?counselling=${C}&rankFrom=${rank}&rankTo=${rank}`,
        demoUser,
      );
      expect(narrow.body.total).toBe(90);
      for (const row of narrow.body.rows) expect(sample.has(row.id)).toBe(true);
    }
  });

  it('treats an expired package as demo and an admin as never demo', async () => {
    const expired = await t.signUp();
    await grantPackage(t.database.handle.db, expired.userId, new Date('2020-01-01'));
    const admin = await t.signUp();
    await grantAdmin(t.database.handle.db, admin.userId);
    expect((await get<AllotmentPage>(`/api/allotments?counselling=${C}`, expired)).body.demo).toBe(
      true,
    );
    const adminPage = await get<AllotmentPage>(`/api/allotments?counselling=${C}`, admin);
    expect(adminPage.body.demo).toBe(false);
    expect(adminPage.body.rows).toHaveLength(50);
  });

  it('filters by lists, institute substring and rank range on the chosen rank type', async () => {
    const rows = await allPages<AllotmentPage['rows'][number]>(
      `/api/allotments?counselling=${C}&state=Kerala,Delhi&quota=All%20India&quota=Deemed&rankType=counselling&rankFrom=50&rankTo=200`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['Kerala', 'Delhi']).toContain(row.state);
      expect(['All India', 'Deemed']).toContain(row.quotaName);
      expect(row.counsellingRank).toBeGreaterThanOrEqual(50);
      expect(row.counsellingRank).toBeLessThanOrEqual(200);
    }
    const aiRows = await allPages<AllotmentPage['rows'][number]>(
      `/api/allotments?counselling=${C}&rankFrom=150&rankTo=160`,
    );
    for (const row of aiRows) {
      expect(row.aiRank).toBeGreaterThanOrEqual(150);
      expect(row.aiRank).toBeLessThanOrEqual(160);
    }
  });

  it('searches case-insensitively and takes LIKE wildcards literally', async () => {
    const upper = await get<AllotmentPage>(`/api/allotments?counselling=${C}&q=BETA%20INSTITUTE`);
    expect(upper.body.total).toBeGreaterThan(0);
    for (const row of upper.body.rows)
      expect(row.instituteName).toBe('beta institute of medical sciences');
    const percent = await get<AllotmentPage>(`/api/allotments?counselling=${C}&q=100%25`);
    for (const row of percent.body.rows) expect(row.instituteName).toContain('100%');
    const underscore = await get<AllotmentPage>(`/api/allotments?counselling=${C}&q=a_u`);
    for (const row of underscore.body.rows) expect(row.instituteName).toContain('a_U');
    const wildcard = await get<AllotmentPage>(`/api/allotments?counselling=${C}&q=%25`);
    expect(wildcard.body.rows.every((row) => row.instituteName.includes('%'))).toBe(true);
  });

  it.each(['financials', 'allotments', 'seat-matrix', 'cutoffs'])(
    'sorts %s by fee as numbers with missing fees last, both ways',
    async (screen) => {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await allPages<{ fee: number | null }>(
          `/api/${screen}?counselling=${C}&sort=fee.${direction}`,
        );
        const fees = rows.map((row) => row.fee);
        const present = fees.filter((fee): fee is number => fee !== null);
        const expected = [...present].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(fees).toEqual([...expected, ...fees.filter((fee) => fee === null)]);
        expect(present).toContain(1250000);
        expect(fees).toContain(null);
      }
    },
  );

  it('filters financials by beds and shows fee, stipend and bond', async () => {
    const { body } = await get<FinancialPage>(
      `/api/financials?counselling=${C}&bedsFrom=500&bedsTo=520`,
    );
    expect(body.total).toBeGreaterThan(0);
    for (const row of body.rows) {
      expect(row.beds).toBeGreaterThanOrEqual(500);
      expect(row.beds).toBeLessThanOrEqual(520);
    }
    const withText = await get<FinancialPage>(`/api/financials?counselling=${C}&q=beta`);
    expect(withText.body.rows.some((row) => row.feeText === '₹1,25,000*')).toBe(true);
  });

  it('serves the seat matrix with seats and fees', async () => {
    const { body } = await get<SeatMatrixPage>(`/api/seat-matrix?counselling=${C}&year=2024`);
    expect(body.total).toBeGreaterThan(0);
    for (const row of body.rows) {
      expect(row.year).toBe(2024);
      expect(row.seats).toBeGreaterThan(0);
    }
    const all = await allPages<SeatMatrixPage['rows'][number]>(`/api/seat-matrix?counselling=${C}`);
    const keys = all.map((row) => [row.year, row.round]);
    const newestFirst = [...keys].sort(
      (a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0),
    );
    expect(new Set(keys.map((key) => key[0])).size).toBeGreaterThan(1);
    expect(keys).toEqual(newestFirst);
  });

  it('pivots cutoffs into one column per year and round, labelled and ordered', async () => {
    const { body } = await get<CutoffPage>(`/api/cutoffs?counselling=${C}&pageSize=100`);
    // The newest year first, its rounds in order (docs/decisions/0021-numbers-people-pay-for.md).
    expect(body.columns.map((column) => column.label)).toEqual([
      '2024 R1',
      '2024 Stray',
      '2023 R1',
      '2023 R2',
    ]);
    // Each column says what its round's list holds (docs/decisions/0036-institute-details.md).
    expect(body.columns.map((column) => column.listNote)).toEqual([
      'Round 1: every seat held after this round',
      'Stray: every seat held after this round',
      'Round 1: every seat held after this round',
      'Round 2: every seat held after this round',
    ]);
    const allotments = await allPages<AllotmentPage['rows'][number]>(
      `/api/allotments?counselling=${C}`,
    );
    const row = body.rows[0];
    expect(row).toBeDefined();
    if (!row) return;
    for (const column of body.columns) {
      const cell = allotments.filter(
        (a) =>
          a.instituteName === row.instituteName &&
          a.courseName === row.courseName &&
          a.quotaName === row.quotaName &&
          a.category === row.category &&
          a.year === column.year &&
          a.round === column.round,
      );
      const ranks = cell.map((a) => a.aiRank).filter((rank): rank is number => rank !== null);
      if (cell.length === 0) expect(row.closingRanks[column.key]).toBeUndefined();
      else expect(row.closingRanks[column.key]).toBe(ranks.length ? Math.max(...ranks) : null);
    }
    // Institute names ascending by default.
    const names = body.rows.map((r) => r.instituteName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const rejected = await get<{ error: { message: string } }>(
      `/api/cutoffs?counselling=${C}&rankFrom=1`,
    );
    expect(rejected.status).toBe(400);
    expect(rejected.body.error.message).toContain('rankFrom is not a filter on this screen');
  });

  it('keeps only the filtered years and rounds in cutoff rows and sorts by the newest kept cell', async () => {
    type Row = CutoffPage['rows'][number];
    const everyRow = await allPages<Row>(`/api/cutoffs?counselling=${C}`);
    const filters: [string, (year: number, round: number) => boolean][] = [
      ['year=2024', (year) => year === 2024],
      ['round=1', (_year, round) => round === 1],
      ['year=2023&round=2,4', (year, round) => year === 2023 && [2, 4].includes(round)],
      ['year=2024&round=2', () => false],
    ];
    for (const [params, keep] of filters) {
      const expected = everyRow.flatMap((row) => {
        const cells = Object.entries(row.closingRanks).filter(([key]) => {
          const [year, round] = key.split('-').map(Number);
          return keep(year ?? 0, round ?? 0);
        });
        return cells.length ? [{ ...row, closingRanks: Object.fromEntries(cells) }] : [];
      });
      const rows = await allPages<Row>(`/api/cutoffs?counselling=${C}&${params}`);
      expect(rows, params).toEqual(expected);
      const { body } = await get<CutoffPage>(`/api/cutoffs?counselling=${C}&${params}`);
      expect(body.total, params).toBe(expected.length);
      for (const column of body.columns) expect(keep(column.year, column.round)).toBe(true);
    }
    // Rank order under a year filter follows the newest cell of that year (AI ranks shown).
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = await allPages<Row>(
        `/api/cutoffs?counselling=${C}&year=2023&sort=aiRank.${direction}`,
      );
      const latest = sorted.map((row) => {
        const keys = Object.keys(row.closingRanks).sort((a, b) => {
          const [ya = 0, ra = 0] = a.split('-').map(Number);
          const [yb = 0, rb = 0] = b.split('-').map(Number);
          return ya - yb || ra - rb;
        });
        return row.closingRanks[keys.at(-1) ?? ''] ?? null;
      });
      const present = latest.filter((rank): rank is number => rank !== null);
      expect(latest).toEqual([
        ...[...present].sort((a, b) => (direction === 'asc' ? a - b : b - a)),
        ...latest.filter((rank) => rank === null),
      ]);
    }
  });

  it('lists the allotments behind a cutoff cell by counselling rank; demo only in the sample', async () => {
    const { body } = await get<CutoffPage>(`/api/cutoffs?counselling=${C}&pageSize=100`);
    const last = body.rows.at(-1);
    if (!last) throw new Error('no cutoff rows');
    const column = body.columns.find((col) => col.key in last.closingRanks);
    if (!column) throw new Error('no cell');
    const detailPath = (row: typeof last) =>
      `/api/cutoffs/detail?counselling=${C}&year=${column.year}&round=${column.round}&institute=${row.instituteId}&course=${row.courseId}&quota=${encodeURIComponent(row.quotaName)}&category=${encodeURIComponent(row.category)}`;
    const detail = await get<CutoffDetail>(detailPath(last));
    expect(detail.status).toBe(200);
    expect(detail.body.rows.length).toBeGreaterThan(0);
    const ranks = detail.body.rows.map((row) => row.counsellingRank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const denied = await get<{ error: { code: string; message: string } }>(
      detailPath(last),
      demoUser,
    );
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('demo_limit');
    const demoPage = await get<CutoffPage>(`/api/cutoffs?counselling=${C}`, demoUser);
    expect(demoPage.body.rows).toHaveLength(5);
    expect(demoPage.body.total).toBe(body.total);
    const first = demoPage.body.rows[0];
    const firstColumn = demoPage.body.columns.find((col) => first && col.key in first.closingRanks);
    if (!first || !firstColumn) throw new Error('no demo cell');
    const allowed = await get<CutoffDetail>(
      `/api/cutoffs/detail?counselling=${C}&year=${firstColumn.year}&round=${firstColumn.round}&institute=${first.instituteId}&course=${first.courseId}&quota=${encodeURIComponent(first.quotaName)}&category=${encodeURIComponent(first.category)}`,
      demoUser,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.demo).toBe(true);
  });

  it('serves facets whole, to demo users too', async () => {
    const { status, body } = await get<Facets>(`/api/allotments/facets?counselling=${C}`, demoUser);
    expect(status).toBe(200);
    expect(body.institutes).toHaveLength(6);
    expect(body.states).toEqual(['Delhi', 'Karnataka', 'Kerala', 'Tamil Nadu']);
    expect(body.years).toEqual([2023, 2024]);
    expect(body.rounds).toEqual([
      { round: 1, list: 'held', label: 'Round 1' },
      { round: 2, list: 'held', label: 'Round 2' },
      { round: 4, list: 'held', label: 'Stray' },
    ]);
    expect(body.rankTypes).toEqual(['ai', 'counselling']);
  });

  it('names the ranks each counselling publishes, none on screens without ranks', async () => {
    const facets = async (screen: string, counselling: string) =>
      (await get<Facets>(`/api/${screen}/facets?counselling=${counselling}`)).body.rankTypes;
    // The state counselling publishes only its own merit rank, as Telangana does.
    expect(await facets('cutoffs', OTHER_COUNSELLING)).toEqual(['counselling']);
    expect(await facets('allotments', OTHER_COUNSELLING)).toEqual(['counselling']);
    expect(await facets('cutoffs', C)).toEqual(['ai', 'counselling']);
    expect(await facets('financials', C)).toEqual([]);
    expect(await facets('seat-matrix', C)).toEqual([]);
    // The published rank fills the cells, the filter and the CSV.
    const cutoffs = await get<CutoffPage>(
      `/api/cutoffs?counselling=${OTHER_COUNSELLING}&rankType=counselling`,
    );
    expect(Object.values(cutoffs.body.rows[0]?.closingRanks ?? {})).toEqual([1]);
    const ranged = await get<AllotmentPage>(
      `/api/allotments?counselling=${OTHER_COUNSELLING}&rankType=counselling&rankFrom=1&rankTo=1`,
    );
    expect(ranged.body.rows).toHaveLength(1);
    const csv = await t.request(
      `/api/cutoffs/export.csv?counselling=${OTHER_COUNSELLING}&rankType=counselling`,
      { headers: { cookie: paidUser.cookie } },
    );
    expect((await csv.text()).trim().split('\r\n')[1]).toMatch(/,1$/);
  });

  it('exports the filtered result as CSV; a demo user gets the sample only', async () => {
    const paid = await t.request(`/api/allotments/export.csv?counselling=${C}`, {
      headers: { cookie: paidUser.cookie },
    });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('content-type')).toContain('text/csv');
    const lines = (await paid.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Year,Round,AI Rank,Counselling Rank,Quota,Category,State,Institute,Course,Fee,Beds,Bond Years,Bond Penalty,Stipend Year 1',
    );
    expect(lines).toHaveLength(91);
    const demo = await t.request(`/api/cutoffs/export.csv?counselling=${C}`, {
      headers: { cookie: demoUser.cookie },
    });
    const demoLines = (await demo.text()).trim().split('\r\n');
    expect(demoLines).toHaveLength(6);
    expect(demoLines[0]).toContain('2024 R1,2024 Stray,2023 R1,2023 R2');
  });

  it('rejects bad parameters with 400 and a message naming them', async () => {
    const cases: [string, string][] = [
      [`/api/allotments?counselling=${C}&pageSize=101`, 'pageSize must be at most 100'],
      [`/api/allotments?counselling=${C}&page=0`, 'page starts at 1'],
      [`/api/allotments?counselling=${C}&sort=bogus.asc`, 'sort field must be one of'],
      [`/api/allotments?counselling=${C}&sort=fee`, 'sort must be field.asc or field.desc'],
      [`/api/seat-matrix?counselling=${C}&sort=aiRank.asc`, 'on this screen'],
      [`/api/allotments?counselling=${C}&rankFrom=abc`, 'rankFrom must be a whole number'],
      [`/api/allotments?counselling=${C}&drop=table`, 'unknown parameter drop'],
      [`/api/allotments?counselling=${C}&rankType=x`, 'rankType must be ai or counselling'],
      [`/api/allotments`, 'counselling'],
      [`/api/allotments?counselling=Robert');DROP TABLE allotment;--`, 'counselling must be'],
      [`/api/financials?counselling=${C}&round=1`, 'round is not a filter on this screen'],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await get<{ error: { code: string; message: string } }>(path);
      expect(status, path).toBe(400);
      expect(body.error.message, path).toContain(message);
      expect(body.error.message).not.toMatch(/select|sql|stack/i);
    }
  });

  it('answers 404 for an unknown counselling', async () => {
    const { status, body } = await get<{ error: { message: string } }>(
      '/api/allotments?counselling=no-such-counselling',
    );
    expect(status).toBe(404);
    expect(body.error.message).toBe('No counselling with id no-such-counselling.');
  });

  it('documents every data endpoint in the OpenAPI document', async () => {
    const response = await t.request('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/counsellings',
      '/api/allotments',
      '/api/cutoffs',
      '/api/seat-matrix',
      '/api/financials',
      '/api/cutoffs/detail',
      '/api/allotments/facets',
      '/api/financials/export.csv',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

describe('data screens API after the data changes', () => {
  let t: TestApp;
  let paidUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await insertDataFixture(t.database.handle.db);
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  });
  afterAll(() => t.dispose());

  async function total(path: string) {
    const response = await t.request(path, { headers: { cookie: paidUser.cookie } });
    return ((await response.json()) as { total: number }).total;
  }

  it('answers with the new totals and filter options at once', async () => {
    const db = t.database.handle.db;
    const everything = `/api/allotments?counselling=${C}`;
    const facets = await t.request(`/api/allotments/facets?counselling=${C}`, {
      headers: { cookie: paidUser.cookie },
    });
    const [state] = ((await facets.json()) as Facets).states;
    if (!state) throw new Error('the fixture has no states');
    const inState = `${everything}&state=${encodeURIComponent(state)}`;
    const before = { everything: await total(everything), inState: await total(inState) };
    // Asked twice: the second answer may come from the read cache.
    expect(await total(inState)).toBe(before.inState);

    await db.execute(
      sql`DELETE FROM allotment WHERE counselling_id = ${C} AND state = ${state} AND round = 1`,
    );
    const removed = before.inState - (await total(inState));
    expect(removed).toBeGreaterThan(0);
    expect(await total(everything)).toBe(before.everything - removed);

    await db.execute(sql`DELETE FROM allotment WHERE counselling_id = ${C} AND state = ${state}`);
    await deriveCounselling(db, C, 'round');
    const after = await t.request(`/api/allotments/facets?counselling=${C}`, {
      headers: { cookie: paidUser.cookie },
    });
    expect(((await after.json()) as Facets).states).not.toContain(state);
    expect(await total(inState)).toBe(0);
  });
});
