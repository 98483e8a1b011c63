import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseFile,
  readSourceFile,
  runImport,
  type ImportSummary,
} from '../../src/data/import-runner';
import { BadFileError } from '../../src/data/kinds';
import { roundOfList } from '../../src/data/rounds';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { sharedData } from '../helpers/shared-data';

// KEA NEET UG seat matrix and fee lists (karnataka-neet-ug), parsed from the real files and
// written beside the KEA allotments they describe.

const parseOne = async (kind: 'karnataka-seat-matrix' | 'karnataka-fees', ...parts: string[]) => {
  const parsed = await parseFile(
    kind,
    await readSourceFile(sharedData('karnataka-neet-ug', ...parts)),
    {},
  );
  if (Array.isArray(parsed)) throw new Error('one part expected');
  return parsed;
};

describe('KEA UG seat matrix', () => {
  it('reads every seat row of 2022 into its round, decodes KEA categories and leaves TOTAL rows out', async () => {
    const parsed = await parseOne(
      'karnataka-seat-matrix',
      'seat-matrix',
      'kea_2022_seat_matrix.csv',
    );
    expect([
      parsed.counselling?.id,
      parsed.year,
      parsed.rowsRead,
      parsed.rejections.length,
    ]).toEqual(['karnataka-neet-ug', 2022, 2_944, 0]);
    const perRound: Record<number, number> = {};
    for (const seat of parsed.seatMatrix) perRound[seat.round] = (perRound[seat.round] ?? 0) + 1;
    expect(perRound).toEqual({
      [roundOfList(1, 'allotted')]: 2_105,
      [roundOfList(2, 'allotted')]: 839,
    });
    expect(parsed.notes).toEqual(['914 TOTAL rows (sums of the rows above) not read']);
    const bmc = parsed.seatMatrix.filter((seat) => seat.institute.name.startsWith('BMC'));
    expect(
      bmc.find((seat) => seat.category === 'Cat-2A' && seat.round === roundOfList(1, 'allotted')),
    ).toMatchObject({
      quota: 'Government',
      seats: 22,
      course: { name: 'MBBS' },
    });
    expect(parsed.seatMatrix.find((seat) => seat.category === 'Cat-2A Rural HK')?.quota).toBe(
      'Government',
    );
    expect(parsed.seatMatrix.find((seat) => seat.category === 'Open')?.quota).toBe('Private');
  });
});

describe('KEA UG fee lists', () => {
  it("reads the 2020-2022 lists, a private college's government seats as its government quota", async () => {
    const figures = [];
    for (const year of [2020, 2021, 2022]) {
      const parsed = await parseOne('karnataka-fees', 'fees', `kea_${year}_fees.csv`);
      figures.push([
        parsed.fileName,
        parsed.year,
        parsed.rowsRead,
        parsed.fees.length,
        parsed.rejections,
        parsed.notes,
      ]);
    }
    expect(figures).toEqual([
      ['kea_2020_fees.csv', 2020, 148, 148, [], []],
      ['kea_2021_fees.csv', 2021, 294, 294, [], []],
      [
        'kea_2022_fees.csv',
        2022,
        282,
        280,
        [
          { row: 197, reason: 'fee "8" is not an amount' },
          { row: 254, reason: 'fee "0" is not an amount' },
        ],
        ["4 fees recovered from digits run into the college's town"],
      ],
    ]);
    const fees2022 = await parseOne('karnataka-fees', 'fees', 'kea_2022_fees.csv');
    const ambedkar = fees2022.fees.filter((fee) =>
      fee.institute.name.startsWith('Dr. B.R. Ambedkar'),
    );
    expect(ambedkar.map((fee) => [fee.quota, fee.feeYears[0], fee.course?.name])).toEqual([
      ['Private (government quota)', 141_196, 'MBBS'],
      ['Private', 994_406, 'MBBS'],
      ['NRI', 4_012_450, 'MBBS'],
      ['Others', 4_012_450, 'MBBS'],
    ]);
  });

  it('refuses the 2023 list, whose rows name no college', async () => {
    const file = await readSourceFile(sharedData('karnataka-neet-ug', 'fees', 'kea_2023_fees.csv'));
    await expect(
      Promise.resolve().then(() => parseFile('karnataka-fees', file, {})),
    ).rejects.toThrow(BadFileError);
  });
});

describe('writing KEA UG seats and fees', () => {
  let database: TestDatabase;
  const summaries: ImportSummary[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
    const db = database.handle.db;
    summaries.push(
      await runImport(db, 'karnataka-allotments', [
        sharedData('karnataka-neet-ug', 'allotments', 'kea_2023_R1.csv'),
      ]),
      await runImport(db, 'karnataka-seat-matrix', [
        sharedData('karnataka-neet-ug', 'seat-matrix', 'kea_2022_seat_matrix.csv'),
      ]),
      await runImport(db, 'karnataka-fees', [
        sharedData('karnataka-neet-ug', 'fees', 'kea_2022_fees.csv'),
      ]),
    );
  }, 600_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('summarises each file with the institutes it matched', () => {
    expect(
      summaries
        .slice(1)
        .flatMap((summary) => summary.files)
        .map((file) => [
          file.fileName,
          file.rowsRead,
          file.rowsImported,
          file.rejections,
          file.notes,
        ]),
    ).toEqual([
      [
        'kea_2022_seat_matrix.csv',
        2_944,
        2_944,
        [],
        ['914 TOTAL rows (sums of the rows above) not read'],
      ],
      [
        'kea_2022_fees.csv',
        282,
        280,
        [
          { row: 197, reason: 'fee "8" is not an amount' },
          { row: 254, reason: 'fee "0" is not an amount' },
        ],
        ["4 fees recovered from digits run into the college's town"],
      ],
    ]);
  });

  it("matches the fee lists' colleges with the allotments' (the seat matrix abbreviates names)", async () => {
    const matched = rowsOf<{ source: string; institutes: number; matched: number }>(
      await database.handle.db.execute(sql`
        SELECT source, count(DISTINCT institute_id)::int AS institutes,
          count(DISTINCT institute_id) FILTER (WHERE EXISTS (SELECT 1 FROM allotment a
            WHERE a.institute_id = x.institute_id AND a.counselling_id = 'karnataka-neet-ug'))::int AS matched
        FROM (SELECT 'fee' AS source, institute_id FROM fee WHERE counselling_id = 'karnataka-neet-ug'
          UNION ALL SELECT 'seats', institute_id FROM seat_matrix
          WHERE counselling_id = 'karnataka-neet-ug' AND NOT derived) x
        GROUP BY source ORDER BY source`),
    );
    // The fees name colleges as the allotment lists do (38 of 96 met in the Round 1 list); the
    // seat matrix's abbreviations (`BMC, Bangalore`) meet none: its institutes stand alone, and
    // abbreviations whose towns differ in a word (`BGSGIMS, Bangal` against `BGSGIMS,
    // Bangalore`) stay apart too (docs/decisions/0039-one-row-per-institute.md).
    expect(matched).toEqual([
      { source: 'fee', institutes: 96, matched: 38 },
      { source: 'seats', institutes: 102, matched: 0 },
    ]);
  });

  it("stores the seats as Seat Availability rows of the round and the fees as the seats' fees", async () => {
    const rows = rowsOf<{ round: number; seats: number }>(
      await database.handle.db.execute(
        sql`SELECT round, sum(seats)::int AS seats FROM seat_matrix WHERE counselling_id = 'karnataka-neet-ug' AND NOT derived GROUP BY round ORDER BY round`,
      ),
    );
    expect(rows).toEqual([
      { round: roundOfList(1, 'allotted'), seats: 10_953 },
      { round: roundOfList(2, 'allotted'), seats: 3_872 },
    ]);
  });
});
