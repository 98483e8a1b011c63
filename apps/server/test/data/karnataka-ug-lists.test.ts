import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseFile,
  readSourceFile,
  runImport,
  type ImportSummary,
} from '../../src/data/import-runner';
import { BadFileError } from '../../src/data/import-kind-names';
import { roundOfList } from '../../src/data/rounds';
import { FEE_SOURCE_PRECEDENCE } from '../../src/db/seat-fee';
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

describe('KEA UG seat matrix before the lists that name its colleges', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('is refused, naming the codes no institute carries, and writes nothing', async () => {
    const refusal = await runImport(database.handle.db, 'karnataka-seat-matrix', [
      sharedData('karnataka-neet-ug', 'seat-matrix', 'kea_2022_seat_matrix.csv'),
    ]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BadFileError);
    expect((refusal as Error).message).toMatch(
      /^kea_2022_seat_matrix\.csv: 99 college codes name no institute known by its code/,
    );
    const [counts] = rowsOf<{ institutes: number; seats: number }>(
      await database.handle.db.execute(
        sql`SELECT (SELECT count(*) FROM institute)::int AS institutes, (SELECT count(*) FROM seat_matrix)::int AS seats`,
      ),
    );
    expect(counts).toEqual({ institutes: 0, seats: 0 });
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

  it('reads the 2023 list, which names its colleges by KEA code only: the year from its file name, the seat type from the course', async () => {
    const parsed = await parseOne('karnataka-fees', 'fees', 'kea_2023_fees.csv');
    expect([parsed.year, parsed.rowsRead, parsed.fees.length, parsed.rejections]).toEqual([
      2023,
      93,
      93,
      [],
    ]);
    expect(parsed.fees.every((fee) => fee.institute.codeOnly === true)).toBe(true);
    const feesOf = (code: string) =>
      parsed.fees
        .filter((fee) => fee.institute.sourceCode === `karnataka:${code}`)
        .map((fee) => [fee.quota, fee.feeYears[0], fee.course?.name, fee.feeText]);
    // Bangalore Medical College, a government college; M002 (Dr. B.R. Ambedkar) also has
    // private seats, so its government seats are the private college's.
    expect(feesOf('M001')).toEqual([['Government', 60_100, 'MBBS', '2023 fee per year']]);
    expect(feesOf('M002').map(([quota, fee]) => [quota, fee])).toEqual([
      ['Private', 1_092_852],
      ['Private (government quota)', 141_446],
    ]);
  });

  it('asks for the year of a list that has no year column when its file name gives none', async () => {
    const file = await readSourceFile(sharedData('karnataka-neet-ug', 'fees', 'kea_2023_fees.csv'));
    const undated = { ...file, name: 'kea_fees.csv' };
    await expect(
      Promise.resolve().then(() => parseFile('karnataka-fees', undated, {})),
    ).rejects.toThrow(/needs its year in the file name .*give --year/);
    const given = await parseFile('karnataka-fees', undated, { year: 2023 });
    expect(Array.isArray(given) ? null : given.year).toBe(2023);
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
      // The lists that name the colleges first: they give the KEA codes the seat matrix finds
      // its colleges by (the fee list names all but one, M089).
      await runImport(db, 'karnataka-fees', [
        sharedData('karnataka-neet-ug', 'fees', 'kea_2022_fees.csv'),
      ]),
    );
    await runImport(db, 'karnataka-closing-ranks', [
      sharedData('karnataka-neet-ug', 'closing-ranks', 'kea_2022_closing_ranks.csv'),
      sharedData('karnataka-neet-ug', 'closing-ranks', 'kea_2024_closing_ranks.csv'),
    ]);
    summaries.push(
      await runImport(db, 'karnataka-seat-matrix', [
        sharedData('karnataka-neet-ug', 'seat-matrix', 'kea_2022_seat_matrix.csv'),
      ]),
    );
    // Codes only: after the lists that name the colleges (M091-M093: the 2024 closing ranks).
    await runImport(db, 'karnataka-fees', [
      sharedData('karnataka-neet-ug', 'fees', 'kea_2023_fees.csv'),
    ]);
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
        'kea_2022_fees.csv',
        282,
        280,
        [
          { row: 197, reason: 'fee "8" is not an amount' },
          { row: 254, reason: 'fee "0" is not an amount' },
        ],
        ["4 fees recovered from digits run into the college's town"],
      ],
      [
        'kea_2022_seat_matrix.csv',
        2_944,
        2_944,
        [],
        ['914 TOTAL rows (sums of the rows above) not read'],
      ],
    ]);
  });

  it("matches the fee lists' colleges with the allotments', and the seat matrix's by KEA code", async () => {
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
    // The 2022 fees name colleges as the allotment lists do (38 of their 98 met in the Round 1
    // list; two KEA codes are two institutes however alike their names), the 2023 fees add four
    // colleges by code (M089, M091-M093); the seat matrix abbreviates names (`BMC, Bangalore`)
    // and finds each of its 99 colleges by the KEA code a named list gave it
    // (docs/decisions/0038-closing-rank-lists.md).
    expect(matched).toEqual([
      { source: 'fee', institutes: 102, matched: 38 },
      { source: 'seats', institutes: 99, matched: 38 },
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

  it("gives a seat the newest list's fee: 2023's, its college found by KEA code", async () => {
    const fees = rowsOf<{ institute: number; fee: number; text: string }>(
      await database.handle.db.execute(sql`
        SELECT f.institute_id AS institute, f.fee_year_1 AS fee, f.fee_text AS text
        FROM fee f
          JOIN institute i ON i.id = f.institute_id
          LEFT JOIN import_run fee_run ON fee_run.id = f.import_run_id
        WHERE f.counselling_id = 'karnataka-neet-ug' AND f.quota = 'Government'
          AND i.name LIKE 'Bangalore Medical College%'
        ORDER BY ${FEE_SOURCE_PRECEDENCE}`),
    );
    expect(fees.map(({ fee, text }) => [fee, text])).toEqual([
      [60_100, '2023 fee per year'],
      [59_850, '2022 fee per year'],
    ]);
    expect(new Set(fees.map(({ institute }) => institute)).size).toBe(1);
  });
});
