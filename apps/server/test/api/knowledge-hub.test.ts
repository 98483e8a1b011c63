import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CounsellingInfoPage,
  CourseFacets,
  CoursePage,
  InstituteFacets,
  InstitutePage,
  UniversityFacets,
  UniversityPage,
} from '@seatscope/shared';
import { counselling } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { insertKnowledgeHubFixtures } from '../helpers/knowledge-hub-fixtures';

describe('Knowledge Hub API', () => {
  let t: TestApp;
  let user: TestUser;
  const get = async <Body>(path: string) => {
    const response = await t.request(path, { headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertKnowledgeHubFixtures(t.database.handle.db);
    user = await t.signUp();
  });
  afterAll(() => t.dispose());

  it('needs a signed-in user', async () => {
    for (const path of [
      '/api/institutes',
      '/api/universities',
      '/api/counselling-info',
      '/api/courses',
      '/api/institutes/facets',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'unauthorized',
      );
    }
  });

  it('pages institutes 12 at a time, ordered by name, with university names', async () => {
    const first = await get<InstitutePage>('/api/institutes');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 31, page: 1, pageSize: 12 });
    expect(first.body.rows).toHaveLength(12);
    expect(first.body.rows[0]).toMatchObject({
      name: 'Hundred_Percent Hospital 100%',
      university: null,
    });
    expect(first.body.rows[1]).toMatchObject({
      name: 'Institute 01',
      university: 'University 01',
      state: 'Kerala',
      beds: 300,
      hostelFeeMen: 12_000,
    });

    const last = await get<InstitutePage>('/api/institutes?page=3');
    expect(last.body.rows).toHaveLength(7);
    // Beyond the last page: the last page, numbered as such (docs/product.md#paging).
    const beyond = await get<InstitutePage>('/api/institutes?page=4');
    expect(beyond.body).toMatchObject({ total: 31, page: 3 });
    expect(beyond.body.rows).toEqual(last.body.rows);
  });

  it('searches institutes across name, state and district, case-insensitively', async () => {
    const byDistrict = await get<InstitutePage>('/api/institutes?q=ernaKULAM');
    expect(byDistrict.body.rows.map((row) => row.name)).toEqual(['Institute 05']);
    const byState = await get<InstitutePage>('/api/institutes?q=goa');
    expect(byState.body.total).toBe(11);
    // `_` and `%` are literal characters, not wildcards.
    const literal = await get<InstitutePage>('/api/institutes?q=100%25');
    expect(literal.body.rows.map((row) => row.name)).toEqual(['Hundred_Percent Hospital 100%']);
    const underscore = await get<InstitutePage>('/api/institutes?q=e_0');
    expect(underscore.body.total).toBe(0);
  });

  it('filters institutes by state, type and management, repeated or comma-separated', async () => {
    const repeated = await get<InstitutePage>(
      '/api/institutes?state=Kerala&state=Delhi&management=Government&pageSize=50',
    );
    const commas = await get<InstitutePage>(
      '/api/institutes?state=Kerala,Delhi&management=Government&pageSize=50',
    );
    expect(repeated.body.total).toBe(commas.body.total);
    expect(repeated.body.total).toBeGreaterThan(0);
    for (const row of repeated.body.rows) {
      expect(['Kerala', 'Delhi']).toContain(row.state);
      expect(row.management).toBe('Government');
    }
    const typed = await get<InstitutePage>('/api/institutes?type=Hospital&pageSize=50');
    expect(typed.body.total).toBe(15);
  });

  it('rejects bad paging with a 400 and a readable message', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=101', 'pageSize=-1']) {
      const response = await get<{ error: { code: string; message: string } }>(
        `/api/institutes?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
      expect(response.body.error.message).toMatch(/page/);
    }
    const longSearch = await get<{ error: { message: string } }>(
      `/api/institutes?q=${'x'.repeat(101)}`,
    );
    expect(longSearch.status).toBe(400);
    expect(longSearch.body.error.message).toMatch(/search must be at most 100 characters/);
  });

  it('offers institute facets', async () => {
    const { body } = await get<InstituteFacets>('/api/institutes/facets');
    expect(body).toEqual({
      total: 31,
      state: ['Delhi', 'Goa', 'Kerala'],
      type: ['Hospital', 'Medical College'],
      management: ['Government', 'Private'],
    });
  });

  it('pages universities 10 at a time with a count, filters and search', async () => {
    const first = await get<UniversityPage>('/api/universities');
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.body.rows[0]).toEqual({
      id: expect.any(Number),
      name: 'University 01',
      type: 'State',
      state: 'Kerala',
    });
    const filtered = await get<UniversityPage>('/api/universities?state=Goa&type=Deemed');
    expect(filtered.body.rows.every((row) => row.state === 'Goa' && row.type === 'Deemed')).toBe(
      true,
    );
    const searched = await get<UniversityPage>('/api/universities?q=deemed');
    expect(searched.body.total).toBe(12);
    const facets = await get<UniversityFacets>('/api/universities/facets');
    expect(facets.body).toEqual({
      total: 25,
      state: ['Delhi', 'Goa', 'Kerala'],
      type: ['Deemed', 'State'],
    });
  });

  it('lists counselling processes 50 a page, searchable by name, state and type', async () => {
    const all = await get<CounsellingInfoPage>('/api/counselling-info');
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(all.body.rows.map((row) => row.name)).toEqual([
      'Goa NEET UG',
      'Kerala NEET PG',
      'MCC NEET PG',
    ]);
    const allIndia = await get<CounsellingInfoPage>('/api/counselling-info?q=all%20india');
    expect(allIndia.body.rows.map((row) => row.id)).toEqual(['mcc-neet-pg']);
    const none = await get<CounsellingInfoPage>('/api/counselling-info?q=zzz');
    expect(none.body).toMatchObject({ rows: [], total: 0 });
  });

  it('lists courses with filters on degree type, clinical type and duration', async () => {
    const all = await get<CoursePage>('/api/courses');
    expect(all.body).toMatchObject({ total: 4, pageSize: 50 });
    expect(all.body.rows[0]).toEqual({
      id: expect.any(Number),
      name: 'Diploma in Child Health',
      shortName: 'DCH',
      level: 'PG',
      degreeType: 'Diploma',
      clinicalType: 'Clinical',
      duration: 2,
      degreeTerm: 'Diploma',
    });
    const threeYearMd = await get<CoursePage>('/api/courses?degreeType=MD&duration=3');
    expect(threeYearMd.body.rows.map((row) => row.name)).toEqual([
      'MD General Medicine',
      'MD Pathology',
    ]);
    const clinical = await get<CoursePage>('/api/courses?clinicalType=Clinical');
    expect(clinical.body.total).toBe(2);
    const byShortName = await get<CoursePage>('/api/courses?q=path');
    expect(byShortName.body.rows.map((row) => row.shortName)).toEqual(['MD Path']);
    const bad = await get<{ error: { message: string } }>('/api/courses?duration=three');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/duration must be a number of years/);
    const facets = await get<CourseFacets>('/api/courses/facets');
    expect(facets.body).toEqual({
      total: 4,
      degreeType: ['Diploma', 'MD', 'MS'],
      clinicalType: ['Clinical', 'Para-Clinical', 'Pre-Clinical'],
      duration: [2, 3],
    });
  });

  it("lists one university's colleges, for its details", async () => {
    const universities = await get<UniversityPage>('/api/universities?q=University%2001');
    const id = universities.body.rows[0]?.id;
    expect(universities.body.rows[0]?.name).toBe('University 01');
    const colleges = await get<InstitutePage>(`/api/institutes?universityId=${id}`);
    expect(colleges.body.rows.map((row) => row.name)).toEqual(['Institute 01', 'Institute 26']);
    for (const row of colleges.body.rows) expect(row.university).toBe('University 01');
    const bad = await get<{ error: { message: string } }>('/api/institutes?universityId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/universityId must be a number/);
  });

  it('answers a page beyond the last with the last page, numbered', async () => {
    const courses = await get<CoursePage>('/api/courses?page=9999');
    expect(courses.status).toBe(200);
    expect(courses.body).toMatchObject({ page: 1, total: 4 });
    expect(courses.body.rows).toHaveLength(4);
    const counsellings = await get<CounsellingInfoPage>('/api/counselling-info?q=zzz&page=5');
    expect(counsellings.body).toMatchObject({ page: 1, total: 0, rows: [] });
  });

  it('documents every Knowledge Hub endpoint in the OpenAPI document', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/institutes',
      '/api/institutes/facets',
      '/api/universities',
      '/api/universities/facets',
      '/api/counselling-info',
      '/api/counselling-info/facets',
      '/api/courses',
      '/api/courses/facets',
      '/api/stats',
      '/api/updates',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

describe('Counselling Info beyond one page', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.handle.db.insert(counselling).values(
      Array.from({ length: 120 }, (_, index) => ({
        id: `state-${index + 1}`,
        name: `State Counselling ${String(index + 1).padStart(3, '0')}`,
        level: index % 2 === 0 ? ('PG' as const) : ('UG' as const),
        type: 'State' as const,
        state: `State ${index % 10}`,
      })),
    );
    user = await t.signUp();
  });
  afterAll(() => t.dispose());

  it('pages 50 at a time, by name, without gaps or repeats', async () => {
    const names: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await t.request(`/api/counselling-info?page=${page}`, {
        headers: { cookie: user.cookie },
      });
      const body = (await response.json()) as CounsellingInfoPage;
      expect(body).toMatchObject({ total: 120, page, pageSize: 50 });
      expect(body.rows).toHaveLength(page === 3 ? 20 : 50);
      names.push(...body.rows.map((row) => row.name));
    }
    expect(names).toEqual(
      Array.from(
        { length: 120 },
        (_, index) => `State Counselling ${String(index + 1).padStart(3, '0')}`,
      ),
    );
  });
});
