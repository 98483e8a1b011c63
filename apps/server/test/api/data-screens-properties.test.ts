import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUND_LISTS,
  type RoundList,
  SCREEN_CAPABILITIES,
  type CutoffPage,
  type DataScreen,
  type Facets,
  type SortField,
} from '@seatscope/shared';
import type { TestApp, TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, createDataTestApp } from '../helpers/data-fixture';

/**
 * Property tests of the data screens (docs/decisions/0011-data-screen-api.md): for random filters, sorts, searches, pages and
 * page sizes, a demo user never receives a row outside the sample, a paying user's pages are
 * disjoint and together exactly the rows matching the filters, and nothing answers 5xx.
 */
const RUNS = 1000;
const C = FIXTURE_COUNSELLING;

type Row = Record<string, unknown> & { id: string };
interface Page {
  rows: Row[];
  total: number;
  demo: boolean;
}

const HOSTILE = [
  "'; drop table allotment; --",
  '" or 1=1 --',
  '%',
  '_',
  '\\',
  '%_%',
  '\\%',
  '$1',
  '?',
  ')',
  '(select 1)',
  'ÄÖÜ',
  '𝕏',
  ' ',
  '\u200b',
  '\u0000',
  'null',
  'undefined',
  'a'.repeat(201),
];

interface Query {
  params: [string, string][];
  /** What the oracle checks a row against. */
  filters: {
    lists: Partial<Record<'state' | 'quota' | 'category' | 'course', string[]>>;
    years: number[];
    rounds: number[];
    roundLists: RoundList[];
    institute: string;
    q: string;
    rankType: 'ai' | 'counselling';
    rankFrom?: number;
    rankTo?: number;
    bedsFrom?: number;
    bedsTo?: number;
  };
  sort?: { field: SortField; direction: 'asc' | 'desc' };
  pageSize: number;
  /** Whether the request is invalid on purpose (over-long or NUL text). */
  invalid: boolean;
}

const ROW_FIELD = {
  state: 'state',
  quota: 'quotaName',
  category: 'category',
  course: 'courseName',
} as const;

function queryArbitrary(screen: DataScreen, facets: Facets): fc.Arbitrary<Query> {
  const capabilities = SCREEN_CAPABILITIES[screen];
  const text = fc.oneof(
    fc.constant(''),
    fc.constantFrom(...HOSTILE),
    fc.string({ maxLength: 6 }),
    fc.constantFrom(...facets.institutes.map((name) => name.slice(2, 8))),
    fc.constantFrom('college', 'MD', 'kerala', 'OPEN', '2024', 'Stray', '1'),
  );
  const subset = (values: string[]) =>
    values.length
      ? fc.subarray(values, { maxLength: Math.min(3, values.length) })
      : fc.constant<string[]>([]);
  const optionalNumber = (max: number) =>
    fc.option(fc.integer({ min: 0, max }), { nil: undefined });
  return fc
    .record({
      state: subset(facets.states),
      quota: subset(facets.quotas),
      category: subset(facets.categories),
      course: subset(facets.courses),
      years: facets.years.length
        ? fc.subarray(facets.years, { maxLength: Math.min(2, facets.years.length) })
        : fc.constant<number[]>([]),
      rounds: facets.rounds.length
        ? fc.subarray(
            facets.rounds.map((round) => round.round),
            { maxLength: Math.min(2, facets.rounds.length) },
          )
        : fc.constant<number[]>([]),
      roundLists: fc.subarray([...ROUND_LISTS]),
      institute: text,
      q: text,
      rankType: fc.constantFrom('ai' as const, 'counselling' as const),
      rankFrom: optionalNumber(500),
      rankTo: optionalNumber(500),
      bedsFrom: optionalNumber(1200),
      bedsTo: optionalNumber(1200),
      sort: fc.option(
        fc.record({
          field: fc.constantFrom(...capabilities.sorts),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { nil: undefined },
      ),
      // At least 20 keeps full paging to a few requests per query (90 fixture rows).
      pageSize: fc.integer({ min: 20, max: 100 }),
      commaSeparated: fc.boolean(),
    })
    .map((drawn) => {
      const params: [string, string][] = [['counselling', C]];
      const lists: Query['filters']['lists'] = {};
      for (const key of ['state', 'quota', 'category', 'course'] as const) {
        if (!capabilities.lists.includes(key) || drawn[key].length === 0) continue;
        lists[key] = drawn[key];
        if (drawn.commaSeparated && drawn[key].every((value) => !value.includes(',')))
          params.push([key, drawn[key].join(',')]);
        else for (const value of drawn[key]) params.push([key, value]);
      }
      const years = capabilities.lists.includes('year') ? drawn.years : [];
      const rounds = capabilities.lists.includes('round') ? drawn.rounds : [];
      for (const year of years) params.push(['year', String(year)]);
      for (const round of rounds) params.push(['round', String(round)]);
      const roundLists = capabilities.lists.includes('round') ? drawn.roundLists : [];
      if (roundLists.length > 0) params.push(['list', roundLists.join(',')]);
      if (drawn.institute) params.push(['institute', drawn.institute]);
      if (drawn.q) params.push(['q', drawn.q]);
      params.push(['rankType', drawn.rankType]);
      const filters: Query['filters'] = {
        lists,
        years,
        rounds,
        roundLists,
        institute: drawn.institute,
        q: drawn.q,
        rankType: drawn.rankType,
      };
      if (capabilities.rankRange) {
        filters.rankFrom = drawn.rankFrom;
        filters.rankTo = drawn.rankTo;
      }
      if (capabilities.bedsRange) {
        filters.bedsFrom = drawn.bedsFrom;
        filters.bedsTo = drawn.bedsTo;
      }
      for (const key of ['rankFrom', 'rankTo', 'bedsFrom', 'bedsTo'] as const) {
        const value = filters[key];
        if (value !== undefined) params.push([key, String(value)]);
      }
      if (drawn.sort) params.push(['sort', `${drawn.sort.field}.${drawn.sort.direction}`]);
      const invalid = [drawn.institute, drawn.q].some(
        (value) => value.length > 200 || value.includes('\u0000'),
      );
      return { params, filters, sort: drawn.sort, pageSize: drawn.pageSize, invalid };
    });
}

const contains = (value: unknown, needle: string) =>
  value !== null && value !== undefined && String(value).toLowerCase().includes(needle);

/** Whether a row satisfies the filters, judged from the row's own fields (the oracle). */
function matches(screen: DataScreen, row: Row, filters: Query['filters']): boolean {
  for (const [key, values] of Object.entries(filters.lists)) {
    const field = ROW_FIELD[key as keyof typeof ROW_FIELD];
    if (values && values.length && !values.includes(String(row[field]))) return false;
  }
  if (screen !== 'cutoffs') {
    if (filters.years.length && !filters.years.includes(Number(row.year))) return false;
    if (filters.rounds.length && !filters.rounds.includes(Number(row.round))) return false;
    if (filters.roundLists.length && !filters.roundLists.includes(row.list as RoundList))
      return false;
  }
  const institute = filters.institute.trim().toLowerCase();
  if (institute && !contains(row.instituteName, institute)) return false;
  const rank = row[filters.rankType === 'ai' ? 'aiRank' : 'counsellingRank'];
  if (filters.rankFrom !== undefined && !(rank !== null && Number(rank) >= filters.rankFrom))
    return false;
  if (filters.rankTo !== undefined && !(rank !== null && Number(rank) <= filters.rankTo))
    return false;
  const beds = row.beds;
  if (filters.bedsFrom !== undefined && !(beds !== null && Number(beds) >= filters.bedsFrom))
    return false;
  if (filters.bedsTo !== undefined && !(beds !== null && Number(beds) <= filters.bedsTo))
    return false;
  const q = filters.q.trim().toLowerCase();
  if (q) {
    // Every screen's search reads the seat's names; some read a few more fields.
    const seat = ['instituteName', 'courseName', 'state', 'quotaName', 'category'];
    const searched = {
      allotments: [...seat, 'roundLabel', 'aiRank', 'counsellingRank'],
      cutoffs: seat,
      'seat-matrix': [...seat, 'roundLabel', 'seats'],
      financials: [...seat, 'feeText'],
    }[screen];
    if (!searched.some((field) => contains(row[field], q))) return false;
  }
  return true;
}

/** Cutoff rows keep only cells of the chosen years and rounds, and vanish without any. */
function cutoffCellsMatch(row: Row, filters: Query['filters']): boolean {
  const keys = Object.keys((row as unknown as CutoffPage['rows'][number]).closingRanks);
  return keys.every((key) => {
    const [year, round] = key.split('-').map(Number);
    return (
      (!filters.years.length || filters.years.includes(year ?? 0)) &&
      (!filters.rounds.length || filters.rounds.includes(round ?? 0))
    );
  });
}

describe.each(['allotments', 'cutoffs', 'seat-matrix', 'financials'] as const)(
  'properties of /api/%s',
  (screen) => {
    let t: TestApp;
    let demoUser: TestUser;
    let paidUser: TestUser;
    let facets: Facets;
    let everyRow: Row[];
    let sampleIds: Set<string>;

    beforeAll(async () => {
      ({ t, demoUser, paidUser } = await createDataTestApp());
      facets = (await (
        await t.request(`/api/${screen}/facets?counselling=${C}`, {
          headers: { cookie: paidUser.cookie },
        })
      ).json()) as Facets;
      everyRow = [];
      for (let page = 1; ; page += 1) {
        const body = await fetchPage(paidUser, [
          ['counselling', C],
          ['pageSize', '100'],
          ['page', String(page)],
        ]);
        everyRow.push(...body.rows);
        if (body.rows.length < 100) break;
      }
      // The sample is what a demo user sees unfiltered: 5 real rows of 5 institutes
      // (docs/decisions/0021-numbers-people-pay-for.md).
      const sample = await fetchPage(demoUser, [['counselling', C]]);
      sampleIds = new Set(sample.rows.map((row) => row.id));
      expect(sampleIds.size).toBe(5);
      expect(new Set(sample.rows.map((row) => row.instituteName)).size).toBe(5);
      const everyId = new Set(everyRow.map((row) => row.id));
      for (const id of sampleIds) expect(everyId.has(id)).toBe(true);
    });
    afterAll(() => t.dispose());

    async function request(user: TestUser, params: [string, string][]) {
      const search = new URLSearchParams(params).toString();
      return t.request(`/api/${screen}?${search}`, { headers: { cookie: user.cookie } });
    }

    async function fetchPage(user: TestUser, params: [string, string][]): Promise<Page> {
      const response = await request(user, params);
      expect(response.status, JSON.stringify(params)).toBe(200);
      return (await response.json()) as Page;
    }

    it(`answers ${RUNS} random queries: demo within the sample, paid pages disjoint and complete`, async () => {
      expect(everyRow.length).toBeGreaterThan(10);
      let counted = 0;
      await fc.assert(
        fc.asyncProperty(queryArbitrary(screen, facets), async (query) => {
          counted += 1;
          if (query.invalid) {
            const response = await request(paidUser, query.params);
            expect(response.status).toBe(400);
            const body = (await response.json()) as { error: { message: string } };
            expect(body.error.message).toMatch(/must (be at most|not contain)/);
            return;
          }
          const demo = await fetchPage(demoUser, [
            ...query.params,
            ['pageSize', String(query.pageSize)],
          ]);
          expect(demo.demo).toBe(true);
          expect(demo.total).toBe(everyRow.length);
          for (const row of demo.rows) expect(sampleIds.has(row.id)).toBe(true);

          const seen = new Set<string>();
          let total = -1;
          for (let page = 1; page <= 20; page += 1) {
            const body = await fetchPage(paidUser, [
              ...query.params,
              ['page', String(page)],
              ['pageSize', String(query.pageSize)],
            ]);
            expect(body.demo).toBe(false);
            total = body.total;
            for (const row of body.rows) {
              expect(seen.has(row.id), `row ${row.id} on two pages`).toBe(false);
              seen.add(row.id);
              expect(matches(screen, row, query.filters)).toBe(true);
              if (screen === 'cutoffs') expect(cutoffCellsMatch(row, query.filters)).toBe(true);
            }
            if (body.rows.length < query.pageSize) break;
          }
          expect(seen.size).toBe(total);
          // A demo user who filtered learns neither which rows match nor how many.
          expect(demo).not.toHaveProperty('matching');
          if (screen !== 'cutoffs') {
            // Together complete: exactly the rows of the whole table that match.
            const expected = everyRow.filter((row) => matches(screen, row, query.filters));
            expect([...seen].sort()).toEqual(expected.map((row) => row.id).sort());
          }
        }),
        { numRuns: RUNS, seed: 20261121 },
      );
      expect(counted).toBeGreaterThanOrEqual(RUNS);
    }, 600_000);

    it(`answers ${RUNS} arbitrary parameter sets with 200 or a clear 400, never 5xx`, async () => {
      const key = fc.constantFrom(
        'counselling',
        'page',
        'pageSize',
        'sort',
        'q',
        'state',
        'year',
        'round',
        'rankFrom',
        'rankTo',
        'bedsFrom',
        'rankType',
        'institute',
        'nonsense',
      );
      const value = fc.oneof(
        fc.constantFrom(...HOSTILE),
        fc.string({ maxLength: 12 }),
        fc.integer({ min: -5, max: 200 }).map(String),
        fc.constantFrom('fee.asc', 'aiRank.desc', 'institute.sideways', '1e3', '0x10', C),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(key, value), { maxLength: 5 }),
          fc.boolean(),
          async (pairs, demo) => {
            const response = await request(demo ? demoUser : paidUser, [
              ['counselling', C],
              ...pairs,
            ]);
            expect(response.status).toBeLessThan(500);
            const body = (await response.json()) as { error?: { code: string; message: string } };
            if (response.status === 200) return;
            expect([400, 404]).toContain(response.status);
            expect(body.error?.message.length).toBeGreaterThan(3);
            expect(body.error?.message).not.toMatch(/\bselect\b|\bfrom\b|at .*\.ts|postgres/i);
          },
        ),
        { numRuns: RUNS, seed: 7 },
      );
    }, 600_000);
  },
);

describe('properties of /api/cutoffs/detail', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let paidUser: TestUser;
  let rows: CutoffPage['rows'];
  let columns: CutoffPage['columns'];
  let sample: Set<string>;

  beforeAll(async () => {
    ({ t, demoUser, paidUser } = await createDataTestApp());
    const page = (await (
      await t.request(`/api/cutoffs?counselling=${C}&pageSize=100`, {
        headers: { cookie: paidUser.cookie },
      })
    ).json()) as CutoffPage;
    rows = page.rows;
    columns = page.columns;
    const demoPage = (await (
      await t.request(`/api/cutoffs?counselling=${C}`, { headers: { cookie: demoUser.cookie } })
    ).json()) as CutoffPage;
    sample = new Set(demoPage.rows.map((row) => row.id));
    expect(sample.size).toBe(5);
  });
  afterAll(() => t.dispose());

  it(`answers ${RUNS} random cells: demo only inside the sample, ordered by counselling rank`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rows),
        fc.constantFrom(...columns),
        fc.boolean(),
        fc.option(fc.constantFrom(...HOSTILE), { nil: undefined }),
        async (row, column, demo, hostileQuota) => {
          const params = new URLSearchParams({
            counselling: C,
            year: String(column.year),
            round: String(column.round),
            list: column.list,
            institute: String(row.instituteId),
            course: String(row.courseId),
            quota: hostileQuota ?? row.quotaName,
            category: row.category,
          });
          const response = await t.request(`/api/cutoffs/detail?${params}`, {
            headers: { cookie: (demo ? demoUser : paidUser).cookie },
          });
          expect(response.status).toBeLessThan(500);
          if (response.status === 400) {
            expect(hostileQuota === '\u0000' || (hostileQuota?.length ?? 0) > 200).toBe(true);
            return;
          }
          const body = (await response.json()) as {
            rows?: { counsellingRank: number | null }[];
            error?: { code: string };
          };
          const inSample = sample.has(row.id) && hostileQuota === undefined;
          if (demo && !inSample && hostileQuota === undefined) {
            expect(response.status).toBe(403);
            expect(body.error?.code).toBe('demo_limit');
            return;
          }
          if (demo && hostileQuota !== undefined) {
            // A made-up quota names no sample row: refused, never data.
            expect(response.status).toBe(403);
            return;
          }
          expect(response.status).toBe(200);
          const ranks = (body.rows ?? []).map((r) => r.counsellingRank ?? Infinity);
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
          const hasCell = column.key in row.closingRanks && hostileQuota === undefined;
          expect((body.rows ?? []).length > 0).toBe(hasCell);
        },
      ),
      { numRuns: RUNS, seed: 99 },
    );
  }, 600_000);
});
