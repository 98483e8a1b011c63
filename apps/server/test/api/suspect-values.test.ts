import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataStatusSchema,
  type CutoffPage,
  type CutoffRow,
  type PredictionPage,
} from '@seatscope/shared';
import { runImport, type ImportSummary } from '../../src/data/import-runner';
import { reviewClosingRank, UnknownCellError } from '../../src/data/value-reviews';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantAdmin, grantPackage } from '../helpers/data-fixture';
import { readMccRows, writeImportFile, type MccRow } from '../helpers/mcc-file';

// Suspect values (docs/decisions/0086-suspect-values.md): MCC NEET PG lists of three years, each
// option closing about where it closed before, but for one list row whose closing rank is 10,
// where the same seats close at tens of thousands in every other round and year.
const C = 'mcc-neet-pg';
const YEARS = [2022, 2023, 2024];
const LISTS = ['round-3', 'stray'];
const INSTITUTES = 12;
const SUSPECT = { institute: 5, year: 2023, list: 'round-3', key: '2023-3-held' };

/** Three allotments an option a list: its closing rank about 4,000 x (institute + 1), later in stray. */
function listRows(institutes: readonly string[], year: number, list: string): MccRow[] {
  return institutes.flatMap((institute, index) => {
    const closing =
      index === SUSPECT.institute && year === SUSPECT.year && list === SUSPECT.list
        ? 10
        : 4_000 * (index + 1) * (list === 'stray' ? 1.5 : 1) + (year - 2022) * 97;
    return [closing - 6, closing - 3, closing].map((rank) => ({
      Rank: rank,
      Quota: 'All India',
      Institute: institute,
      Course: 'MD GENERAL MEDICINE',
      AllottedCategory: 'Open',
      Remarks: 'Allotted',
    }));
  });
}

describe('suspect values', () => {
  let t: TestApp;
  let folder: string;
  let user: TestUser;
  let admin: TestUser;
  let summary: ImportSummary;
  let institutes: string[];

  const get = async <T>(url: string, viewer: TestUser) => {
    const response = await t.request(url, { headers: { cookie: viewer.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const cutoffRows = async () =>
    (await get<CutoffPage>(`/api/cutoffs?counselling=${C}&pageSize=100`, user)).rows;
  /** The Cutoff Ranks row of the suspect value's seat. */
  const suspectRow = async (): Promise<CutoffRow> => {
    const row = (await cutoffRows()).find(
      (candidate) => candidate.closingRanks['2022-3-held'] === 4_000 * (SUSPECT.institute + 1) - 0,
    );
    if (!row) throw new Error('no row of the suspect seat');
    return row;
  };
  /** The closing ranks DeepScan shows (and learned from) for the suspect seat. */
  const deepScanHistory = async (instituteId: number) => {
    const page = await get<PredictionPage>(
      `/api/predictions?counselling=${C}&rank=30000&category=Open&pageSize=100`,
      user,
    );
    return page.rows.find((row) => row.instituteId === instituteId)?.history ?? [];
  };

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-suspect-'));
    const real = await readMccRows('2022-round-3.json');
    institutes = [
      ...new Set(real.filter((row) => row.Quota === 'All India').map((row) => row.Institute)),
    ].slice(0, INSTITUTES);
    const files = [];
    for (const year of YEARS) {
      for (const list of LISTS) {
        files.push(
          await writeImportFile(folder, `${year}-${list}.json`, listRows(institutes, year, list)),
        );
      }
    }
    summary = await runImport(t.database.handle.db, 'mcc-allotments', files);
    user = await t.signUp();
    await grantPackage(t.database.handle.db, user.userId);
    admin = await t.signUp();
    await grantAdmin(t.database.handle.db, admin.userId);
  }, 600_000);
  afterAll(async () => {
    await t?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('marks the value on its Cutoff Ranks cell with the range of the other rounds and years', async () => {
    const rows = await cutoffRows();
    expect(rows).toHaveLength(INSTITUTES);
    const marked = rows.filter((row) => Object.keys(row.suspectRanks).length > 0);
    expect(marked).toHaveLength(1);
    const row = await suspectRow();
    expect(row.closingRanks[SUSPECT.key]).toBe(10);
    expect(row.suspectRanks).toEqual({
      [SUSPECT.key]: { kind: 'outlier', value: 10, low: 24_000, high: 36_000 + 2 * 97 },
    });
  });

  it('lists it in the import summary and counts it in what is live', async () => {
    expect(
      summary.suspectValues.map(({ year, round, list, mark }) => ({ year, round, list, mark })),
    ).toEqual([
      {
        year: SUSPECT.year,
        round: 3,
        list: 'held',
        mark: { kind: 'outlier', value: 10, low: 24_000, high: 36_194 },
      },
    ]);
    const status = dataStatusSchema.parse(await get('/api/admin/data-status', admin));
    const suspects = status.lists.filter((list) => list.suspect > 0);
    expect(suspects.map(({ year, round, suspect }) => ({ year, round, suspect }))).toEqual([
      { year: SUSPECT.year, round: 3, suspect: 1 },
    ]);
  });

  it('leaves it out of Rank DeepScan, which still learns from the seat’s other values', async () => {
    const row = await suspectRow();
    const history = await deepScanHistory(row.instituteId);
    expect(history.length).toBe(YEARS.length * LISTS.length - 1);
    expect(history.some((cell) => cell.closingRank === 10)).toBe(false);
  });

  it('is no longer marked once confirmed, and DeepScan learns from it again', async () => {
    const row = await suspectRow();
    const cell = {
      counsellingId: C,
      year: SUSPECT.year,
      round: 3,
      instituteId: row.instituteId,
      courseId: row.courseId,
      quota: row.quotaName,
      category: row.category,
    };
    const confirmed = await reviewClosingRank(t.database.handle.db, cell, {
      verdict: 'confirmed',
      correctedRank: null,
      reviewedBy: 'Asha (operator)',
      reason: 'MCC published 10 for this seat',
    });
    expect(confirmed).toEqual({ rankType: 'ai', shown: 10, mark: null });
    const after = await suspectRow();
    expect(after.suspectRanks).toEqual({});
    expect(after.closingRanks[SUSPECT.key]).toBe(10);
    const history = await deepScanHistory(row.instituteId);
    expect(history.some((entry) => entry.closingRank === 10)).toBe(true);

    // Corrected: the closing rank shown is the correction, marked with who and why.
    const corrected = await reviewClosingRank(t.database.handle.db, cell, {
      verdict: 'corrected',
      correctedRank: 28_000,
      reviewedBy: 'Asha (operator)',
      reason: 'the list PDF reads 28,000; the file lost digits',
    });
    expect(corrected.shown).toBe(28_000);
    const shown = await suspectRow();
    expect(shown.closingRanks[SUSPECT.key]).toBe(28_000);
    expect(shown.suspectRanks[SUSPECT.key]).toMatchObject({
      kind: 'corrected',
      value: 10,
      review: {
        verdict: 'corrected',
        correctedRank: 28_000,
        reviewedBy: 'Asha (operator)',
        reason: 'the list PDF reads 28,000; the file lost digits',
      },
    });
    const learned = await deepScanHistory(row.instituteId);
    expect(learned.some((entry) => entry.closingRank === 28_000)).toBe(true);
  });

  it('keeps a correction when a later import derives the counselling again', async () => {
    const file = await writeImportFile(
      folder,
      '2024-round-3.json',
      listRows(institutes, 2024, 'round-3'),
    );
    const again = await runImport(t.database.handle.db, 'mcc-allotments', [file]);
    expect(again.suspectValues.map((value) => value.mark.kind)).toEqual(['corrected']);
    const row = await suspectRow();
    expect(row.closingRanks[SUSPECT.key]).toBe(28_000);
    expect(row.suspectRanks[SUSPECT.key]?.kind).toBe('corrected');
  });

  it('refuses a review of a cell the data does not have', async () => {
    await expect(
      reviewClosingRank(
        t.database.handle.db,
        {
          counsellingId: C,
          year: 2019,
          round: 3,
          instituteId: 1,
          courseId: 1,
          quota: 'All India',
          category: 'Open',
        },
        { verdict: 'confirmed', correctedRank: null, reviewedBy: 'x', reason: 'y' },
      ),
    ).rejects.toBeInstanceOf(UnknownCellError);
  });
});
