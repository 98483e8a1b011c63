import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allotment, closingRank, cutoffRow, fee, importRun, seatMatrix } from '../../src/db/schema';
import { refreshReadColumns } from '../../src/data/derive';
import { ImportRefusedError, runImport } from '../../src/data/import-runner';
import { BadFileError } from '../../src/data/import-kind-names';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readMccRows, writeImportFile, type MccRow } from '../helpers/mcc-file';
import { repositoryRoot } from '../helpers/shared-data';

// Small fixtures written per test from real rows of the MCC 2023 round 3 file; the real files
// themselves are imported in real-files.test.ts.
const COLUMNS = ['Rank', 'Quota', 'Institute', 'Course', 'AllottedCategory', 'Remarks'] as const;

let database: TestDatabase;
let folder: string;
let realRows: MccRow[];

beforeAll(async () => {
  database = await createTestDatabase({ statementTimeoutMs: 120_000 });
  realRows = (await readMccRows('2023-round-3.json')).slice(0, 300);
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-import-'));
  await database.handle.db.execute(
    sql`TRUNCATE counselling, institute, course, university, import_run CASCADE`,
  );
  return () => rm(folder, { recursive: true, force: true });
});

const writeFixture = (name: string, content: string | Buffer) =>
  writeImportFile(folder, name, content);

function csvOf(rows: readonly MccRow[]): string {
  const quote = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  return [
    COLUMNS.join(','),
    ...rows.map((row) => COLUMNS.map((column) => quote(row[column])).join(',')),
  ].join('\n');
}

async function allotmentCount(): Promise<number> {
  const [row] = await database.handle.db.select({ value: count() }).from(allotment);
  return row?.value ?? -1;
}

async function expectBadFile(promise: Promise<unknown>, file: string, reason: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BadFileError);
  expect(String((error as Error).message)).toContain(path.basename(file));
  expect(String((error as Error).message)).toMatch(reason);
}

describe('MCC allotments as CSV and XLSX', () => {
  it('imports a CSV with the JSON columns like the JSON file', async () => {
    const file = await writeFixture('2023-round-3.csv', csvOf(realRows));
    const summary = await runImport(database.handle.db, 'mcc-allotments', [file]);
    expect(summary.files).toEqual([
      expect.objectContaining({
        fileName: '2023-round-3.csv',
        rowsRead: 300,
        rowsImported: 300,
        rowsRejected: 0,
      }),
    ]);
    const rows = await database.handle.db
      .select({
        aiRank: allotment.aiRank,
        courseText: allotment.courseText,
        sourceRow: allotment.sourceRow,
      })
      .from(allotment)
      .where(eq(allotment.aiRank, 69));
    // The CSV header is line 1, so the second real row sits on line 3.
    expect(rows).toEqual([{ aiRank: 69, courseText: 'MD DERMATOLOGY', sourceRow: 3 }]);
  });

  it('imports an XLSX workbook with the same columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Allotments');
    sheet.addRow([...COLUMNS]);
    for (const row of realRows) sheet.addRow(COLUMNS.map((column) => row[column]));
    const file = await writeFixture(
      '2023-round-3.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    const summary = await runImport(database.handle.db, 'mcc-allotments', [file]);
    expect(summary.rowsImported).toBe(300);
    expect(await allotmentCount()).toBe(300);
  });

  it('matches column names ignoring case and white space', async () => {
    const renamed = realRows.map((row) => ({
      ' rank ': row.Rank,
      QUOTA: row.Quota,
      institute: row.Institute,
      'Co urse': row.Course,
      'Allotted Category': row.AllottedCategory,
      remarks: row.Remarks,
    }));
    const file = await writeFixture('2023-round-3.json', JSON.stringify(renamed));
    const summary = await runImport(database.handle.db, 'mcc-allotments', [file]);
    expect(summary.rowsImported).toBe(300);
    const rows = await database.handle.db
      .select({ courseText: allotment.courseText, remarks: allotment.remarks })
      .from(allotment)
      .where(eq(allotment.aiRank, 69));
    expect(rows).toEqual([
      { courseText: 'MD DERMATOLOGY', remarks: realRows.find((row) => row.Rank === 69)?.Remarks },
    ]);
  });

  it('replaces the same round imported earlier in another format', async () => {
    const json = await writeFixture('2023-round-3.json', JSON.stringify(realRows));
    // 270 of the 300 rows: enough to replace them (a file with under 80% would be refused).
    const csv = await writeFixture('2023-round-3.csv', csvOf(realRows.slice(0, 270)));
    await runImport(database.handle.db, 'mcc-allotments', [json]);
    await runImport(database.handle.db, 'mcc-allotments', [csv]);
    expect(await allotmentCount()).toBe(270);
    const runs = await database.handle.db.select({ fileName: importRun.fileName }).from(importRun);
    expect(runs).toEqual([{ fileName: '2023-round-3.csv' }]);
  });
});

describe('idempotency', () => {
  it('re-importing a file replaces its rows and recomputes closing ranks', async () => {
    const file = await writeFixture('2023-round-3.json', JSON.stringify(realRows));
    const first = await runImport(database.handle.db, 'mcc-allotments', [file]);
    const [bucketsBefore] = await database.handle.db.select({ value: count() }).from(closingRank);
    const second = await runImport(database.handle.db, 'mcc-allotments', [file]);
    const [bucketsAfter] = await database.handle.db.select({ value: count() }).from(closingRank);
    expect(second.rowsImported).toBe(first.rowsImported);
    expect(await allotmentCount()).toBe(300);
    expect(bucketsAfter?.value).toBe(bucketsBefore?.value);
    const runs = await database.handle.db.select({ sha256: importRun.sha256 }).from(importRun);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cutoff rows', () => {
  /** The pivot computed here from the allotments: the oracle for `cutoff_row`. */
  async function expectedPivot() {
    const rows = await database.handle.db
      .select({
        key: sql<string>`${allotment.instituteId} || '|' || ${allotment.courseId} || '|' || ${allotment.quota} || '|' || ${allotment.allottedCategory}`,
        cell: sql<string>`${allotment.year} || '-' || ${allotment.round}`,
        order: sql<number>`${allotment.year} * 100 + ${allotment.round}`,
        instituteName: allotment.instituteName,
        aiRank: allotment.aiRank,
      })
      .from(allotment);
    const pivot = new Map<
      string,
      { instituteName: string; cells: Record<string, number | null>; newest: number }
    >();
    for (const row of rows) {
      const entry = pivot.get(row.key) ?? {
        instituteName: row.instituteName,
        cells: {},
        newest: 0,
      };
      const rank = row.aiRank;
      const before = entry.cells[row.cell];
      entry.cells[row.cell] =
        rank === null ? (before ?? null) : Math.max(rank, before ?? Number.NEGATIVE_INFINITY);
      entry.newest = Math.max(entry.newest, Number(row.order));
      pivot.set(row.key, entry);
    }
    return [...pivot.entries()]
      .map(([key, entry]) => {
        const newest = `${Math.floor(entry.newest / 100)}-${entry.newest % 100}`;
        return {
          key,
          instituteName: entry.instituteName,
          aiRanks: entry.cells,
          latestAiRank: entry.cells[newest] ?? null,
        };
      })
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async function storedPivot() {
    const rows = await database.handle.db
      .select({
        key: sql<string>`${cutoffRow.instituteId} || '|' || ${cutoffRow.courseId} || '|' || ${cutoffRow.quota} || '|' || ${cutoffRow.allottedCategory}`,
        instituteName: cutoffRow.instituteName,
        aiRanks: cutoffRow.aiRanks,
        latestAiRank: cutoffRow.latestAiRank,
      })
      .from(cutoffRow);
    return rows.sort((a, b) => a.key.localeCompare(b.key));
  }

  it('are rebuilt by every import: a new round adds cells, a re-imported round replaces them', async () => {
    const round3 = await writeFixture('2023-round-3.json', JSON.stringify(realRows.slice(0, 200)));
    await runImport(database.handle.db, 'mcc-allotments', [round3]);
    const first = await storedPivot();
    expect(first.length).toBeGreaterThan(10);
    expect(first).toEqual(await expectedPivot());

    const round2 = await writeFixture('2023-round-2.json', JSON.stringify(realRows.slice(100)));
    await runImport(database.handle.db, 'mcc-allotments', [round2]);
    const second = await storedPivot();
    expect(second).toEqual(await expectedPivot());
    expect(second.some((row) => '2023-2' in row.aiRanks && '2023-3' in row.aiRanks)).toBe(true);

    // Round 3 again with fewer rows and worse ranks: its cells change, emptied rows go. (A
    // quarter of the rows it replaces: refused unless forced, as an operator would.)
    const worse = realRows.slice(0, 50).map((row) => ({ ...row, Rank: row.Rank + 100_000 }));
    await runImport(
      database.handle.db,
      'mcc-allotments',
      [await writeFixture('2023-round-3.json', JSON.stringify(worse))],
      { force: true },
    );
    const third = await storedPivot();
    expect(third).toEqual(await expectedPivot());
    expect(third).not.toEqual(second);
    expect(third.length).toBeLessThan(second.length);
  });

  it('follow a renamed institute through refreshReadColumns, like allotments', async () => {
    const file = await writeFixture('2023-round-3.json', JSON.stringify(realRows.slice(0, 50)));
    await runImport(database.handle.db, 'mcc-allotments', [file]);
    const [row] = await database.handle.db.select().from(cutoffRow).limit(1);
    if (!row) throw new Error('no cutoff row');
    await database.handle.db.execute(
      sql`UPDATE institute SET name = 'Renamed College', state = 'Goa' WHERE id = ${row.instituteId}`,
    );
    await refreshReadColumns(database.handle.db, row.counsellingId);
    for (const table of [allotment, closingRank, cutoffRow]) {
      const copies = await database.handle.db
        .selectDistinct({ name: table.instituteName, state: table.state })
        .from(table)
        .where(eq(table.instituteId, row.instituteId));
      expect(copies).toEqual([{ name: 'Renamed College', state: 'Goa' }]);
    }
  });

  it('migration 0007 backfills the same rows the import derives', async () => {
    const file = await writeFixture('2023-round-3.json', JSON.stringify(realRows));
    await runImport(database.handle.db, 'mcc-allotments', [file]);
    const derived = await storedPivot();
    const migration = await readFile(
      path.join(repositoryRoot, 'apps/server/drizzle/0007_cutoff_rows.sql'),
      'utf8',
    );
    const backfill =
      migration
        .split('--> statement-breakpoint')
        .find((statement) => statement.includes('INSERT INTO "cutoff_row"')) ?? '';
    expect(backfill).toContain('INSERT INTO "cutoff_row"');
    await database.handle.db.execute(sql`DELETE FROM cutoff_row`);
    await database.handle.db.execute(sql.raw(backfill));
    expect(await storedPivot()).toEqual(derived);
  });
});

describe('rejected rows', () => {
  it('imports good rows and reports bad ones with row numbers and reasons', async () => {
    const rows: unknown[] = [
      realRows[0],
      { ...realRows[1], Rank: 'seventy' },
      { ...realRows[2], Institute: '' },
      { ...realRows[3], Rank: -4, Course: '' },
      realRows[4],
    ];
    const file = await writeFixture('2023-round-3.json', JSON.stringify(rows));
    // Three of five rows rejected: refused as it stands, imported when forced.
    await expect(runImport(database.handle.db, 'mcc-allotments', [file])).rejects.toBeInstanceOf(
      ImportRefusedError,
    );
    const summary = await runImport(database.handle.db, 'mcc-allotments', [file], {
      force: true,
    });
    expect(summary.files[0]).toMatchObject({ rowsRead: 5, rowsImported: 2, rowsRejected: 3 });
    expect(summary.files[0]?.rejections).toEqual([
      { row: 2, reason: 'Rank "seventy" is not a positive whole number' },
      { row: 3, reason: 'Institute is empty' },
      { row: 4, reason: 'Rank "-4" is not a positive whole number; Course is empty' },
    ]);
    const [run] = await database.handle.db.select().from(importRun);
    expect(run).toMatchObject({ rowsRead: 5, rowsImported: 2, rowsRejected: 3 });
    expect(run?.rejections).toHaveLength(3);
  });

  it('imports Telangana codes of later years and names the tokens it cannot read', async () => {
    const seat = (rank: number, admDetails: string) => ({
      college: 'NIMS(001) - NIZAM INSTITUTE OF MEDICAL SCIENCES, HYD',
      course: 'GM (001) - MD(GENERAL MEDICINE)',
      rank,
      adm_details: admDetails,
    });
    const file = await writeFixture(
      '2024-cq-p2.json',
      JSON.stringify([
        seat(17, 'NS-LOC-OPEN-GEN-P1'),
        seat(18, 'NS-OPEN-FEM-P1'),
        seat(19, 'LOC-BCB-FEM-PHO'),
        seat(20, 'NS-XQZ-SC-GEN-P2'),
        seat(21, ''),
      ]),
    );
    // One of five rows rejected: past the 2% a real file may lose, so forced.
    const summary = await runImport(database.handle.db, 'telangana-allotments', [file], {
      force: true,
    });
    expect(summary.files[0]?.rejections).toEqual([{ row: 5, reason: 'adm_details is blank' }]);
    expect(summary.files[0]?.notes).toEqual([
      'adm_details token "XQZ" not read (kept in remarks): 1 rows',
    ]);
    const rows = await database.handle.db
      .select({
        counsellingRank: allotment.counsellingRank,
        quota: allotment.quota,
        category: allotment.allottedCategory,
        round: allotment.round,
        remarks: allotment.remarks,
      })
      .from(allotment)
      .orderBy(allotment.counsellingRank);
    expect(rows).toEqual([
      {
        counsellingRank: 17,
        quota: 'Competent Authority (Local)',
        category: 'Open',
        round: 2,
        remarks: 'Allotted in Phase 1',
      },
      {
        counsellingRank: 18,
        quota: 'Competent Authority',
        category: 'Open Female',
        round: 2,
        remarks: 'Allotted in Phase 1',
      },
      {
        counsellingRank: 19,
        quota: 'Competent Authority (Local)',
        category: 'BC-B Female PwD',
        round: 2,
        remarks: 'Phase not stated (PHO)',
      },
      {
        counsellingRank: 20,
        quota: 'Competent Authority',
        category: 'SC',
        round: 2,
        remarks: 'Allotted in Phase 2 (XQZ)',
      },
    ]);
  });
});

describe('explicit seat matrix', () => {
  it('imports seats per bucket and keeps derived seats for other rounds only', async () => {
    const allotments = await writeFixture('2023-round-3.json', JSON.stringify(realRows));
    await runImport(database.handle.db, 'mcc-allotments', [allotments]);
    const first = realRows[0];
    const seats = await writeFixture(
      'seats-2023-round-3.csv',
      [
        'institute,course,quota,category,seats',
        `"${first?.Institute ?? ''}",${first?.Course ?? ''},All India,Open,4`,
        `"${first?.Institute ?? ''}",${first?.Course ?? ''},All India,OBC,two`,
      ].join('\n'),
    );
    const summary = await runImport(database.handle.db, 'seat-matrix', [seats], {
      counselling: 'mcc-neet-pg',
      force: true,
    });
    expect(summary.files[0]).toMatchObject({ rowsRead: 2, rowsImported: 1, rowsRejected: 1 });
    expect(summary.files[0]?.rejections).toEqual([
      { row: 3, reason: 'seats "two" is not a whole number' },
    ]);
    const rows = await database.handle.db
      .select({
        seats: seatMatrix.seats,
        derived: seatMatrix.derived,
        instituteId: seatMatrix.instituteId,
      })
      .from(seatMatrix)
      .where(and(eq(seatMatrix.year, 2023), eq(seatMatrix.round, 3)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seats: 4, derived: false });
    // The explicit row names the same institute as the allotments (matched, not duplicated).
    const [match] = await database.handle.db
      .select({ value: count() })
      .from(allotment)
      .where(eq(allotment.instituteId, rows[0]?.instituteId ?? -1));
    expect(match?.value).toBeGreaterThan(0);
  });

  it('imports a national seat matrix whole, more rows than one statement can carry', async () => {
    // A seat matrix by institute, course, quota and category runs to tens of thousands of rows;
    // one insert binds ten values a row, and a statement takes at most 65,535.
    const categories = ['Open', 'OBC', 'SC', 'ST', 'EWS', 'Open PwD', 'OBC PwD', 'SC PwD'];
    const quotas = ['All India', 'Deemed', 'Open Seat'];
    const courses = ['MD (General Medicine)', 'MS (General Surgery)', 'MD (Paediatrics)'];
    const lines = ['institute,course,quota,category,seats'];
    for (let college = 1; lines.length <= 8_000; college += 1) {
      for (const course of courses) {
        for (const quota of quotas) {
          for (const category of categories) {
            lines.push(
              `"Government Medical College ${college}, Town ${college}",${course},${quota},${category},2`,
            );
          }
        }
      }
    }
    const seats = await writeFixture('seats-2024-round-1.csv', lines.join('\n'));
    const summary = await runImport(database.handle.db, 'seat-matrix', [seats], {
      counselling: 'mcc-neet-pg',
      year: 2024,
      round: 1,
      force: true,
    });
    expect(summary.files[0]).toMatchObject({ rowsRead: lines.length - 1, rowsRejected: 0 });
    const [stored] = await database.handle.db
      .select({ rows: count(), seats: sql<number>`sum(${seatMatrix.seats})::int` })
      .from(seatMatrix)
      .where(and(eq(seatMatrix.year, 2024), eq(seatMatrix.derived, false)));
    expect(stored).toEqual({ rows: lines.length - 1, seats: 2 * (lines.length - 1) });
  });
});

describe('where a fee row stands in its file', () => {
  const feeRows = () =>
    database.handle.db
      .select({
        feeYear1: fee.feeYear1,
        annualFee: fee.annualFee,
        stipendYear1: fee.stipendYear1,
        sourceRow: fee.sourceRow,
        sourcePage: fee.sourcePage,
        boxPages: fee.boxPages,
      })
      .from(fee)
      .orderBy(fee.id);

  it('a profile PDF: the page of its fee table, and of each box, the annual fee on page 2', async () => {
    // As MCC's profiles lay it out: the per-year boxes and stipends on page 1 (year 1 left at
    // 0, a placeholder), the annual fee on page 2.
    const file = await writeFixture(
      '700957_profile.pdf',
      pdfOfPages([
        [
          'ANNEXURE - C',
          'Name of the College: ALPHA MEDICAL COLLEGE',
          'Complete Mailing Address: MAIN ROAD, PATNA, BIHAR',
          'Pin Code: 800026',
          'Amount to be paid at the time of Admission(Including Hostel Fee 1st Year)in INR: 0',
          'Stipend Paid to the students I st Year (INR): 82000',
        ],
        ['Annual Fees of Candidates(INR): 150000', 'Website Address of College : www.alpha.org'],
      ]),
    );
    await runImport(database.handle.db, 'mcc-profiles', [file]);
    expect(await feeRows()).toEqual([
      {
        feeYear1: null,
        annualFee: 150_000,
        stipendYear1: 82_000,
        sourceRow: 1,
        sourcePage: 1,
        boxPages: { annualFee: 2, stipendYear1: 1 },
      },
    ]);
  });

  it('a JSON list: the element; a CSV list: the line; neither has pages', async () => {
    const bonds = await writeFixture(
      'pg-institute-bonds.json',
      JSON.stringify(
        ['Alpha Medical College', 'Beta Medical College'].map((institute) => ({
          institute,
          state: 'Bihar',
          fee: '1,00,000',
          stipend: '80,000',
          bondPenalty: '10,00,000',
          bondYears: '1',
        })),
      ),
    );
    await runImport(database.handle.db, 'pg-bonds', [bonds]);
    const fees = await writeFixture(
      'ug-medical-dental-fees.csv',
      'State,Institute,Course,Quota,Fee,Beds\nBihar,Gamma Medical College,MBBS,Government,50000,500\n',
    );
    await runImport(database.handle.db, 'ug-fees', [fees]);
    expect(
      (await feeRows()).map(({ sourceRow, sourcePage, boxPages }) => [
        sourceRow,
        sourcePage,
        boxPages,
      ]),
    ).toEqual([
      [1, null, null],
      [2, null, null],
      // The CSV's first line is its header.
      [2, null, null],
    ]);
  });
});

describe('bad files stop the import and write nothing', () => {
  it('invalid JSON', async () => {
    const file = await writeFixture('2023-round-3.json', '[{"Rank": 1,');
    await expectBadFile(
      runImport(database.handle.db, 'mcc-allotments', [file]),
      file,
      /not valid JSON/,
    );
    expect(await allotmentCount()).toBe(0);
  });

  it('wrong columns', async () => {
    const file = await writeFixture(
      '2023-round-3.json',
      JSON.stringify([{ AIR: 1, College: 'x' }]),
    );
    await expectBadFile(
      runImport(database.handle.db, 'mcc-allotments', [file]),
      file,
      /wrong columns/,
    );
  });

  it('an empty file', async () => {
    const file = await writeFixture('2023-round-3.csv', '');
    await expectBadFile(runImport(database.handle.db, 'mcc-allotments', [file]), file, /empty/);
  });

  it('a file without year and round', async () => {
    const file = await writeFixture('allotments.json', JSON.stringify(realRows.slice(0, 3)));
    await expectBadFile(
      runImport(database.handle.db, 'mcc-allotments', [file]),
      file,
      /--year and --round/,
    );
  });

  it('a PDF that is not a readable profile', async () => {
    const file = await writeFixture('700001_profile.pdf', 'this is not a PDF');
    await expectBadFile(
      runImport(database.handle.db, 'mcc-profiles', [file]),
      file,
      /not a readable PDF/,
    );
  });

  it('a PDF that is not an MCC profile', async () => {
    const file = await writeFixture('700002_profile.pdf', minimalPdf('Quarterly newsletter'));
    await expectBadFile(
      runImport(database.handle.db, 'mcc-profiles', [file]),
      file,
      /not an MCC Annexure-C/,
    );
  });

  it('a file that fails halfway leaves nothing, not even the good files before it', async () => {
    const good = await writeFixture('2023-stray.json', JSON.stringify(realRows));
    // 150 good lines, then a quote that never closes: the CSV parser fails mid-file.
    const broken = await writeFixture(
      '2023-round-3.csv',
      `${csvOf(realRows.slice(0, 150))}\n"1,"All India`,
    );
    await expectBadFile(
      runImport(database.handle.db, 'mcc-allotments', [good, broken]),
      broken,
      /CSV/,
    );
    expect(await allotmentCount()).toBe(0);
    const runs = await database.handle.db.select({ value: count() }).from(importRun);
    expect(runs[0]?.value).toBe(0);
  });

  it('a missing path', async () => {
    const missing = path.join(folder, 'nope.json');
    await expectBadFile(
      runImport(database.handle.db, 'mcc-allotments', [missing]),
      missing,
      /no such file/,
    );
  });
});

describe('the data command', () => {
  const run = promisify(execFile);
  const command = (args: string[]) =>
    run(
      process.execPath,
      ['--import', 'tsx', path.join(repositoryRoot, 'apps/server/src/cli/data.ts'), ...args],
      {
        cwd: repositoryRoot,
        env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
      },
    ).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('refuses an unknown kind', async () => {
    const result = await command(['import', 'hospital-ratings', 'x.json']);
    // A mistake in the command line (docs/operations.md#commands).
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown kind "hospital-ratings"');
  });

  it('names the bad file and exits non-zero', async () => {
    const file = await writeFixture('2023-round-3.json', 'not json');
    const result = await command(['import', 'mcc-allotments', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Nothing was imported. ${file}: not valid JSON`);
  });

  it('counts institutes matched and created and lists ambiguous names, in text and JSON', async () => {
    // Three of MCC's institutes.txt lines: one name, three district hospitals of one state.
    const file = await writeFixture(
      'institutes.txt',
      [
        '700818|District Hospital, , District hospital chitradurga, B D road beside DHO office Chitradurga, Karnataka, 577501',
        '700821|District Hospital, Karnataka, B.H.Road, Tumakuru-572101, Karnataka, 572101',
        '701314|District Hospital, , OPPOSITE MARALU SIDDESHWARA TEMPLE MG ROAD CROSS CHIKKABALLAPUR-562101, Karnataka, 562101',
      ].join('\n'),
    );
    const json = await command(['import', 'mcc-profiles', file, '--json']);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { institutes: unknown }).institutes).toEqual({
      matched: 0,
      created: 3,
      ambiguous: [{ name: 'District Hospital', state: 'Karnataka', institutes: 3, rows: 0 }],
    });
    const text = await command(['import', 'mcc-profiles', file]);
    expect(text.stdout).toContain('Institutes: 3 matched, 0 created, 1 ambiguous name(s).');
    expect(text.stdout).toContain('ambiguous: "District Hospital" (Karnataka) fits 3 institutes');
  });
}, 120_000);

/** A one-page PDF showing `text`. */
function minimalPdf(text: string): Buffer {
  return pdfOfPages([[text]]);
}

/**
 * A PDF whose pages show the given lines, built by hand (offsets computed) so tests need no PDF
 * writer.
 */
function pdfOfPages(pages: readonly (readonly string[])[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pages.flatMap((lines, index) => {
      const shown = lines.map((line) => `(${escape(line)}) Tj 0 -14 Td`).join(' ');
      const stream = `BT /F1 12 Tf 72 720 Td ${shown} ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${(pageIds[index] ?? 0) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
