import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseFile,
  readSourceFile,
  runImport,
  type ImportSummary,
} from '../../src/data/import-runner';
import { BadFileError, type ImportKind } from '../../src/data/import-kind-names';
import type { ParsedFile } from '../../src/data/parsed-records';
import {
  FINAL_LIST_ROUND,
  MOP_UP_ROUND,
  roundOfList,
  SPECIAL_STRAY_ROUND,
  STRAY_ROUND,
} from '../../src/data/rounds';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { sharedData } from '../helpers/shared-data';

// The round-wise MCC PG lists, MCC NEET UG and KEA files: every real file parsed (figures per
// round), a selection written to a database (rounds, closing ranks per list kind, institutes
// shared across counsellings).

const allotted = (round: number) => roundOfList(round, 'allotted');

async function parseAll(
  kind: ImportKind,
  folder: string,
  ext: string,
  prefix = '',
): Promise<ParsedFile[]> {
  const names = (await readdir(sharedData(folder)))
    .filter((name) => name.startsWith(prefix) && name.endsWith(ext))
    .sort();
  const parts: ParsedFile[] = [];
  for (const name of names) {
    const parsed = await parseFile(kind, await readSourceFile(sharedData(folder, name)), {});
    parts.push(...[parsed].flat());
  }
  return parts;
}

function perRound(parts: ParsedFile[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const part of parts) {
    for (const record of part.allotments) {
      const key = `${part.counselling?.id ?? ''} ${record.year}/${record.round}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

describe('MCC NEET PG round-wise Parquet lists', () => {
  it('reads every row into its round, R4 the stray and R5 the special stray round', async () => {
    const parts = await parseAll('mcc-allotments', 'mcc-neet-pg-allotments-by-round', '.parquet');
    expect(parts.map((part) => [part.fileName, part.rowsRead, part.rejections.length])).toEqual([
      ['counselling_aiq_2023_chunk1.parquet', 20_000, 0],
      ['counselling_aiq_2023_chunk2.parquet', 20_000, 0],
      ['counselling_aiq_2023_chunk3.parquet', 13_968, 0],
    ]);
    expect(perRound(parts)).toEqual({
      [`mcc-neet-pg 2023/${allotted(1)}`]: 22_506,
      [`mcc-neet-pg 2023/${allotted(2)}`]: 15_184,
      [`mcc-neet-pg 2023/${allotted(3)}`]: 12_658,
      [`mcc-neet-pg 2023/${allotted(STRAY_ROUND)}`]: 2_858,
      [`mcc-neet-pg 2023/${allotted(SPECIAL_STRAY_ROUND)}`]: 762,
    });
    const records = parts.flatMap((part) => part.allotments);
    expect(new Set(records.map((record) => record.allottedCategory))).toEqual(
      new Set([
        'Open',
        'OBC',
        'SC',
        'ST',
        'EWS',
        'Open PwD',
        'OBC PwD',
        'SC PwD',
        'ST PwD',
        'EWS PwD',
      ]),
    );
    // Broken quota words are joined: one spelling per quota.
    expect(records.some((record) => /Universit Y|MANAGE MENT/i.test(record.quota))).toBe(false);
    expect(records.filter((record) => record.quota === 'Management/Paid Seats Quota').length).toBe(
      7_598,
    );
  });
});

describe('MCC NEET UG lists', () => {
  let parts: ParsedFile[];
  beforeAll(async () => {
    // data_sources.csv beside them names the source PDFs.
    parts = await parseAll('mcc-ug-allotments', 'mcc-neet-ug-allotments', '.csv', 'mcc_');
  }, 600_000);

  it('reads all 180,197 rows; one mis-parsed 2025 row is rejected with its reason', () => {
    const read = parts.reduce((sum, part) => sum + part.rowsRead, 0);
    expect(read).toBe(180_197);
    const rejections = parts.flatMap((part) =>
      part.rejections.map((rejection) => ({ file: part.fileName, ...rejection })),
    );
    expect(rejections).toEqual([
      {
        file: 'mcc_2025_R2.csv',
        row: 2800,
        reason: expect.stringContaining('seat_category "MBBS" is not a seat category or a remark'),
      },
    ]);
  });

  it('reads the clean files whole and the shifted ones for what they hold, noting the loss', () => {
    const byFile = Object.fromEntries(parts.map((part) => [part.fileName, part]));
    expect(byFile['mcc_2020_R1.csv']?.allotments).toHaveLength(17_777);
    expect(byFile['mcc_2021_MOPUP.csv']?.allotments[0]?.round).toBe(allotted(MOP_UP_ROUND));
    const shifted = byFile['mcc_2023_R3.csv'];
    expect(shifted?.notes).toEqual([
      "column-shifted file: 8023 rows give the previous round's seat without its category; 2484 new seats of this round without course and category",
    ]);
    const rounds = new Set(shifted?.allotments.map((record) => record.round));
    expect(rounds).toEqual(new Set([2, allotted(3)]));
    const clean = parts.filter((part) => part.notes.length === 0);
    expect(clean.map((part) => part.fileName)).not.toContain('mcc_2024_R2.csv');
    expect(clean.map((part) => part.fileName)).toContain('mcc_2025_R2.csv');
  });

  it('speaks one vocabulary across years', () => {
    const records = parts.flatMap((part) => part.allotments);
    const quotas = new Set(records.map((record) => record.quota));
    expect(quotas).toContain('Deemed/Paid Seats Quota');
    expect(quotas).not.toContain('MNG');
    expect(quotas).not.toContain('Deemed/Pa id Seats Quota');
    const categories = new Set(records.map((record) => record.allottedCategory));
    expect([...categories].sort()).toEqual(
      [
        'EWS',
        'EWS PwD',
        'Not stated',
        'OBC',
        'OBC PwD',
        'Open',
        'Open PwD',
        'SC',
        'SC PwD',
        'ST',
        'ST PwD',
      ].sort(),
    );
    const candidates = new Set(records.map((record) => record.candidateCategory));
    expect(candidates).not.toContain('GN');
    expect(candidates).toContain('General PwD');
  });
});

describe('KEA lists', () => {
  it('sends each course to its counselling and decodes every seat code', async () => {
    const parquet = await parseAll(
      'karnataka-allotments',
      'karnataka-neet-pg-allotments',
      '.parquet',
    );
    expect(perRound(parquet)).toEqual({
      [`karnataka-neet-pg 2023/${allotted(1)}`]: 2_293,
      [`karnataka-neet-pg 2023/${allotted(2)}`]: 2_847,
      [`karnataka-neet-pg 2023/${allotted(3)}`]: 364,
      [`karnataka-neet-pg 2023/${allotted(4)}`]: 101,
      [`karnataka-neet-pg 2023/${allotted(5)}`]: 3,
      [`karnataka-neet-pg 2023/${allotted(6)}`]: 8,
      [`karnataka-neet-mds 2023/${allotted(1)}`]: 578,
      [`karnataka-neet-mds 2023/${allotted(2)}`]: 682,
      [`karnataka-neet-mds 2023/${allotted(3)}`]: 136,
      [`karnataka-neet-mds 2023/${allotted(4)}`]: 29,
      [`karnataka-neet-mds 2024/${allotted(1)}`]: 585,
      [`karnataka-neet-mds 2024/${allotted(2)}`]: 683,
      [`karnataka-neet-mds 2024/${allotted(3)}`]: 706,
      [`karnataka-neet-mds 2024/${allotted(4)}`]: 714,
      [`karnataka-neet-mds 2024/${allotted(5)}`]: 67,
    });
    expect(
      parquet.flatMap((part) => [...part.notes, ...part.rejections.map((r) => r.reason)]),
    ).toEqual([]);
    const seat = parquet
      .flatMap((part) => part.allotments)
      .find((record) => record.allottedCategory === 'Cat-2A HK');
    expect(seat?.quota).toBe('Government');
  });

  it('reads the UG lists with their fees, the RTI list for what it holds, and refuses the junk file', async () => {
    const folder = 'karnataka-neet-ug/allotments';
    const names = (await readdir(sharedData(folder)))
      .filter((name) => name.endsWith('.csv'))
      .sort();
    const parts: ParsedFile[] = [];
    const refused: string[] = [];
    for (const name of names) {
      const file = await readSourceFile(sharedData(folder, name));
      try {
        parts.push(...[await parseFile('karnataka-allotments', file, {})].flat());
      } catch (error) {
        if (!(error instanceof BadFileError)) throw error;
        refused.push(error.message);
      }
    }
    expect(refused).toEqual([
      expect.stringMatching(/kea_2024_STRAY\.csv: no row could be read: an AYUSH college/),
    ]);
    expect(perRound(parts)).toEqual({
      [`karnataka-neet-ug 2022/${FINAL_LIST_ROUND}`]: 13_396,
      [`karnataka-neet-ug 2023/${allotted(1)}`]: 1_954,
      [`karnataka-neet-ug 2023/${allotted(2)}`]: 8_014,
      [`karnataka-neet-ug 2023/${allotted(MOP_UP_ROUND)}`]: 889,
      [`karnataka-neet-ug 2023/${allotted(STRAY_ROUND)}`]: 151,
      [`karnataka-neet-ug 2025/${allotted(2)}`]: 9_566,
      [`karnataka-neet-ug 2025/${allotted(3)}`]: 967,
    });
    const rti = parts.find((part) => part.fileName === 'kea_2022_rti_allotments.csv');
    // The list names no course: an AYUSH college's seats are its AYUSH degree, never MBBS or
    // BDS, whatever the PDF extraction did to the college's name (`Grameena ATHyurveda`).
    const courses = new Map<string, number>();
    for (const record of rti?.allotments ?? []) {
      courses.set(record.course.name, (courses.get(record.course.name) ?? 0) + 1);
    }
    expect(Object.fromEntries(courses)).toEqual({
      MBBS: expect.any(Number),
      BDS: expect.any(Number),
      BAMS: expect.any(Number),
      BHMS: expect.any(Number),
      BUMS: expect.any(Number),
    });
    expect((courses.get('MBBS') ?? 0) + (courses.get('BDS') ?? 0)).toBe(8_871);
    expect(
      rti?.allotments.filter(
        (record) =>
          /ayu|homo?eo|unani/i.test(record.institute.name) &&
          ['MBBS', 'BDS'].includes(record.course.name),
      ),
    ).toEqual([]);
    const bahubali = rti?.allotments.find((record) =>
      record.institute.name.startsWith('Bahubali Vidyapeetha'),
    );
    expect(bahubali?.course).toMatchObject({ name: 'BAMS', level: 'UG' });
    expect(rti?.notes).toEqual([
      'no round or course stated: held seats after the last round, the course read from the college name',
      '3887 categories recovered from college-name text run into them',
      '2578 rows\' categories lost in the source (stored as "Not stated")',
    ]);
    const r2 = parts.find((part) => part.fileName === 'kea_2023_R2.csv');
    expect(r2?.notes).toEqual([]);
    const bmc = r2?.fees.find(
      (fee) => fee.institute.name.startsWith('Bangalore Medical College') && fee.category === 'GM',
    );
    expect(bmc?.feeYears).toEqual([60_100]);
  });
});

describe('writing the new kinds', () => {
  let database: TestDatabase;
  const summaries: ImportSummary[] = [];
  const query = async <T>(text: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.handle.db.execute(text));

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
    const db = database.handle.db;
    await runImport(db, 'mcc-profiles', [
      sharedData('mcc-neet-pg-institute-profiles', 'institutes.txt'),
    ]);
    summaries.push(
      await runImport(db, 'mcc-allotments', [
        sharedData('mcc-neet-pg-allotments', '2023-round-3.json'),
        sharedData('mcc-neet-pg-allotments-by-round', 'counselling_aiq_2023_chunk3.parquet'),
      ]),
      await runImport(db, 'mcc-ug-allotments', [
        sharedData('mcc-neet-ug-allotments', 'mcc_2024_STRAY.csv'),
        sharedData('mcc-neet-ug-allotments', 'mcc_2025_R2.csv'),
      ]),
      await runImport(db, 'karnataka-allotments', [
        sharedData('karnataka-neet-pg-allotments', 'counselling_kea_2023_chunk1.parquet'),
        sharedData('karnataka-neet-ug', 'allotments', 'kea_2023_R2.csv'),
      ]),
    );
  }, 1_200_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('summarises each file by counselling', () => {
    const figures = summaries.flatMap((summary) =>
      summary.files.map((file) => [
        file.fileName,
        file.counsellingId,
        file.rowsRead,
        file.rowsImported,
      ]),
    );
    expect(figures).toEqual([
      ['2023-round-3.json', 'mcc-neet-pg', 10_013, 10_013],
      ['counselling_aiq_2023_chunk3.parquet', 'mcc-neet-pg', 13_968, 13_968],
      ['mcc_2024_STRAY.csv', 'mcc-neet-ug', 252, 252],
      ['mcc_2025_R2.csv', 'mcc-neet-ug', 15_321, 15_320],
      ['counselling_kea_2023_chunk1.parquet', 'karnataka-neet-pg', 5_616, 5_616],
      ['counselling_kea_2023_chunk1.parquet', 'karnataka-neet-mds', 1_425, 1_425],
      ['kea_2023_R2.csv', 'karnataka-neet-ug', 8_014, 8_014],
    ]);
  });

  it('gives institutes the type and management their names, seats and courses say', async () => {
    const kinds = await query<{ type: string | null; management: string | null; count: number }>(
      sql`SELECT type, management, count(*)::int AS count FROM institute GROUP BY 1, 2`,
    );
    const count = (type: string | null, management: string | null) =>
      kinds.find((row) => row.type === type && row.management === management)?.count ?? 0;
    // MCC's deemed universities (their own quota), KEA's private colleges (private seat codes),
    // colleges named Government; where nothing says, nothing is set.
    expect(count('Medical College', 'Deemed')).toBeGreaterThan(10);
    expect(count('Medical College', 'Private')).toBeGreaterThan(10);
    expect(count('Dental College', 'Government')).toBeGreaterThan(0);
    expect(count('Medical College', 'Government')).toBeGreaterThan(10);
    expect(count('DNB Hospital', null)).toBeGreaterThan(10);
    const named = await query<{ type: string | null; management: string | null }>(
      sql`SELECT type, management FROM institute WHERE name ILIKE 'Government Medical College%Kozhikode%' OR name ILIKE 'Government Medical College, Calicut%' LIMIT 1`,
    );
    expect(named).toEqual([{ type: 'Medical College', management: 'Government' }]);
  });

  it('keeps "after Round 3" and "Round 3 allotments" apart in rounds and closing ranks', async () => {
    const rounds = await query<{ round: number; label: string }>(
      sql`SELECT round, label FROM counselling_round WHERE counselling_id = 'mcc-neet-pg' AND year = 2023 ORDER BY round`,
    );
    expect(rounds).toEqual([
      { round: 3, label: 'Round 3' },
      { round: allotted(3), label: 'Round 3 allotments' },
      { round: allotted(STRAY_ROUND), label: 'Stray allotments' },
      { round: allotted(SPECIAL_STRAY_ROUND), label: 'Special Stray allotments' },
    ]);
    const seats = await query<{ round: number; seats: number }>(
      sql`SELECT round, sum(seats)::int AS seats FROM closing_rank WHERE counselling_id = 'mcc-neet-pg' AND year = 2023 AND round IN (3, ${allotted(3)}) GROUP BY round ORDER BY round`,
    );
    // The chunk holds 10,348 of Round 3's 12,658 allotments; nothing of one list is added to the other.
    expect(seats).toEqual([
      { round: 3, seats: 10_013 },
      { round: allotted(3), seats: 10_348 },
    ]);
  });

  it('gives each counselling its level and makes one institute of one college across counsellings', async () => {
    const levels = await query<{ id: string; level: string }>(
      sql`SELECT id, level FROM counselling ORDER BY id`,
    );
    expect(levels).toEqual([
      { id: 'karnataka-neet-mds', level: 'PG' },
      { id: 'karnataka-neet-pg', level: 'PG' },
      { id: 'karnataka-neet-ug', level: 'UG' },
      { id: 'mcc-neet-pg', level: 'PG' },
      { id: 'mcc-neet-ug', level: 'UG' },
    ]);
    const shared = await query<{ counsellings: string }>(sql`
      SELECT string_agg(DISTINCT a.counselling_id, ',' ORDER BY a.counselling_id) AS counsellings
      FROM allotment a JOIN institute i ON i.id = a.institute_id
      WHERE i.name ILIKE 'Bangalore Medical College%' GROUP BY i.id`);
    expect(shared).toEqual([
      { counsellings: 'karnataka-neet-pg,karnataka-neet-ug,mcc-neet-pg,mcc-neet-ug' },
    ]);
  });
});
