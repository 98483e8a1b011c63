import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allotment } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import { insertSyntheticAllotments } from '../helpers/synthetic-allotments';

/**
 * Exports of any size (docs/decisions/0067-exports-of-any-size.md, docs/security.md#exports):
 * a counselling of more than 100,000 allotments exports whole, every row once and in the
 * screen's order, under the production statement timeout; an import landing mid-export breaks
 * the download instead of mixing two versions of the data.
 */
const COUNSELLING = 'synthetic-export';
const ROWS = 100_500;
const RANK_SPAN = Math.floor(ROWS / 4);

interface Row {
  n: number;
  year: number;
  round: number;
  aiRank: number | null;
}

/** Row n as insertSyntheticAllotments writes it (its id grows with n). */
function syntheticRow(n: number): Row {
  return {
    n,
    year: 2022 + (n % 3),
    round: 1 + (Math.floor(n / 3) % 4),
    aiRank: n % 7 === 0 ? null : (n * 7919) % RANK_SPAN,
  };
}

/** Missing ranks last, either way. */
const byRank = (a: number | null, b: number | null, direction: 1 | -1) =>
  a === null || b === null ? (a === null ? 1 : 0) - (b === null ? 1 : 0) : (a - b) * direction;

/** The counselling ranks (= n) of the CSV's rows, in the file's order. */
function exportedRanks(csv: string): number[] {
  const lines = csv.split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines.shift()).toMatch(/^Year,Round,AI Rank,Counselling Rank,/);
  return lines.map((line) => Number(line.split(',')[3]));
}

describe('CSV export of 100,000+ rows', () => {
  let t: TestApp;
  let reader: TestUser;
  const rows = Array.from({ length: ROWS }, (_, index) => syntheticRow(index + 1));

  beforeAll(async () => {
    // The production statement cap: every statement of the export must fit in it.
    t = await createTestApp({}, { statementTimeoutMs: 2000 });
    await insertSyntheticAllotments(t.database.handle, COUNSELLING, ROWS);
    reader = await t.signUp();
    await grantPackage(t.database.handle.db, reader.userId);
  });
  afterAll(() => t.dispose());

  const exportOf = (query: string) =>
    t.request(`/api/allotments/export.csv?counselling=${COUNSELLING}${query}`, {
      headers: { cookie: reader.cookie },
    });

  it('exports every row once, newest year first, then round and AI rank', async () => {
    const response = await exportOf('');
    expect(response.status).toBe(200);
    const expected = [...rows]
      .sort(
        (a, b) =>
          b.year - a.year || a.round - b.round || byRank(a.aiRank, b.aiRank, 1) || a.n - b.n,
      )
      .map((row) => row.n);
    expect(exportedRanks(await response.text())).toEqual(expected);
  });

  it('keeps a nullable sort key whole: AI rank descending, missing ranks last', async () => {
    const response = await exportOf('&sort=aiRank.desc&year=2023');
    expect(response.status).toBe(200);
    const expected = rows
      .filter((row) => row.year === 2023)
      .sort(
        (a, b) =>
          byRank(a.aiRank, b.aiRank, -1) || a.year - b.year || a.round - b.round || a.n - b.n,
      )
      .map((row) => row.n);
    expect(exportedRanks(await response.text())).toEqual(expected);
  });

  it('breaks the download when an import lands mid-export, never mixing versions', async () => {
    const response = await exportOf('');
    expect(response.status).toBe(200);
    const body = response.body?.getReader();
    if (!body) throw new Error('The export has no body.');
    const first = await body.read();
    expect(first.done).toBe(false);
    // An import commits between two batches.
    await t.database.handle.db.insert(allotment).values({
      counsellingId: COUNSELLING,
      year: 2024,
      round: 1,
      aiRank: 1,
      counsellingRank: ROWS + 1,
      quota: 'All India',
      allottedCategory: 'Open',
      instituteId: 1,
      courseId: 1,
      instituteName: 'Imported Later',
      courseName: 'Imported Later',
    });
    const rest = (async () => {
      for (;;) if ((await body.read()).done) return 'complete';
    })();
    await expect(rest).rejects.toThrow('The data changed while the export was being prepared');
  });
});
