import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDataTables } from '../../src/data/bundle';
import {
  ImportRefusedError,
  parseFile,
  readSourceFile,
  runImport,
  type ImportSummary,
} from '../../src/data/import-runner';
import { BadFileError } from '../../src/data/import-kind-names';
import type { ParsedFile } from '../../src/data/parsed-records';
import { MOP_UP_ROUND, STRAY_ROUND, roundOfList } from '../../src/data/rounds';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { sharedData } from '../helpers/shared-data';

// KEA NEET UG closing-rank lists (karnataka-neet-ug), official and derived, from the real files;
// which list a round shows (docs/decisions/0038-closing-rank-lists.md); KEA college codes as
// institute aliases, through which the seat matrix finds its colleges.

const allotted = (round: number) => roundOfList(round, 'allotted');
const closingRanksFile = (name: string) => sharedData('karnataka-neet-ug', 'closing-ranks', name);

async function parseList(filePath: string): Promise<ParsedFile> {
  const parsed = await parseFile('karnataka-closing-ranks', await readSourceFile(filePath), {});
  if (Array.isArray(parsed)) throw new Error('one part expected');
  return parsed;
}

function rowsPerRound(parsed: ParsedFile): Record<number, number> {
  const perRound: Record<number, number> = {};
  for (const row of parsed.closingRanks) perRound[row.round] = (perRound[row.round] ?? 0) + 1;
  return perRound;
}

describe('KEA UG closing-rank lists', () => {
  it('reads every row of each real list into its year and rounds', async () => {
    const figures: Record<string, unknown[]> = {};
    for (const name of [
      'kea_2020_closing_ranks.csv',
      'kea_2021_closing_ranks.csv',
      'kea_2022_closing_ranks.csv',
      'kea_2023_closing_ranks.csv',
      'kea_2023_derived_closing_ranks.csv',
      'kea_2024_closing_ranks.csv',
      'kea_2024_derived_closing_ranks.csv',
    ]) {
      const parsed = await parseList(closingRanksFile(name));
      figures[name] = [
        parsed.counselling?.id,
        parsed.year,
        parsed.closingRanks[0]?.list,
        parsed.rowsRead,
        parsed.rejections.length,
        rowsPerRound(parsed),
      ];
    }
    const ug = 'karnataka-neet-ug';
    expect(figures).toEqual({
      'kea_2020_closing_ranks.csv': [
        ...[ug, 2020, 'official', 3_480, 0],
        { [allotted(1)]: 1_734, [allotted(2)]: 1_746 },
      ],
      'kea_2021_closing_ranks.csv': [
        ...[ug, 2021, 'official', 3_466, 0],
        { [allotted(1)]: 1_752, [allotted(2)]: 1_714 },
      ],
      'kea_2022_closing_ranks.csv': [
        ...[ug, 2022, 'official', 3_726, 0],
        { [allotted(1)]: 1_882, [allotted(2)]: 1_844 },
      ],
      'kea_2023_closing_ranks.csv': [...[ug, 2023, 'official', 2_032, 0], { [allotted(1)]: 2_032 }],
      'kea_2023_derived_closing_ranks.csv': [
        ...[ug, 2023, 'derived-list', 2_139, 0],
        { [allotted(2)]: 2_009, [allotted(MOP_UP_ROUND)]: 107, [allotted(STRAY_ROUND)]: 23 },
      ],
      'kea_2024_closing_ranks.csv': [
        ...[ug, 2024, 'official', 4_125, 0],
        { [allotted(1)]: 2_096, [allotted(2)]: 2_029 },
      ],
      'kea_2024_derived_closing_ranks.csv': [
        ...[ug, 2024, 'derived-list', 693, 0],
        { [allotted(2)]: 569, [allotted(MOP_UP_ROUND)]: 97, [allotted(STRAY_ROUND)]: 27 },
      ],
    });
  });

  it('decodes KEA seat codes as the allotments are, the seat type telling NRI seats apart', async () => {
    const parsed = await parseList(closingRanksFile('kea_2020_closing_ranks.csv'));
    expect(parsed.notes).toEqual([]);
    const seat = (code: string, category: string, quota: string) =>
      parsed.closingRanks.find(
        (row) =>
          row.collegeCode === code &&
          row.round === allotted(1) &&
          row.allottedCategory === category &&
          row.quota === quota,
      )?.closingAiRank;
    expect({
      '1G': seat('M001', 'Cat-1', 'Government'),
      '2AK': seat('M001', 'Cat-2A Kannada Medium', 'Government'),
      '2ARH': parsed.closingRanks.some((row) => row.allottedCategory === 'Cat-2A Rural HK'),
      SCG: seat('M001', 'Cat-SC', 'Government'),
      // KEA lists NRI under both seat types for one college: two seats.
      'NRI (seat type NRI)': seat('M002', 'NRI', 'NRI'),
      'NRI (seat type PRIV)': seat('M002', 'NRI', 'Private'),
    }).toEqual({
      '1G': 9_433,
      '2AK': expect.any(Number) as number,
      '2ARH': true,
      SCG: expect.any(Number) as number,
      'NRI (seat type NRI)': 608_167,
      'NRI (seat type PRIV)': 18_940,
    });
    expect(
      new Set(
        parsed.closingRanks
          .filter(
            (row) => ['GMP', 'OPN'].includes(row.allottedCategory) || row.quota !== 'Government',
          )
          .map((row) => `${row.quota}: ${row.allottedCategory}`),
      ),
    ).toEqual(
      new Set([
        'Private (government quota): GM',
        'Private (government quota): GM HK',
        'Private: Open',
        'Private: NRI',
        'Private: Others',
        'NRI: NRI',
        'Others: Others',
        ...['MA', 'MC', 'ME', 'MK', 'MM', 'MU'].map((code) => `Minority: Minority ${code}`),
        'Minority: Minority ME HK',
        'Minority: Minority MM HK',
        ...[2, 3, 4, 5, 6].map((tier) => `Private: RC${tier}`),
      ]),
    );
    const first = parsed.closingRanks[0];
    expect([first?.course.name, first?.institute.name, first?.institute.sourceCode]).toEqual([
      'MBBS',
      'Bangalore Medical College',
      'karnataka:M001',
    ]);
  });

  it('reads a derived list: courses with their seat type, colleges by code only', async () => {
    const parsed = await parseList(closingRanksFile('kea_2024_derived_closing_ranks.csv'));
    const first = parsed.closingRanks[0];
    expect([
      first?.course.name,
      first?.institute.sourceCode,
      first?.institute.codeOnly,
      first?.round,
    ]).toEqual(['MBBS', 'karnataka:M001', true, allotted(MOP_UP_ROUND)]);
  });
});

describe('refusing damaged closing-rank lists', () => {
  let database: TestDatabase;
  let folder: string;
  let header: string;
  let lines: string[];
  const snapshot = async () => dumpDataTables(database.handle.db, { withRunTimes: true });
  /** A file named `name` holding the header and `rows`. */
  const listOf = async (name: string, rows: readonly string[]) => {
    const filePath = path.join(folder, name);
    await writeFile(filePath, `${[header, ...rows].join('\n')}\n`);
    return filePath;
  };
  const refusalOf = (filePath: string) =>
    runImport(database.handle.db, 'karnataka-closing-ranks', [filePath]).catch(
      (error: unknown) => error,
    );

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-kea-closing-'));
    [header = '', ...lines] = (
      await readFile(closingRanksFile('kea_2023_closing_ranks.csv'), 'utf8')
    )
      .trim()
      .split('\n');
  }, 600_000);
  afterAll(async () => {
    await database?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a list mixing years, naming them', async () => {
    const mixed = await listOf('kea_2023_closing_ranks.csv', [
      ...lines.slice(0, 10),
      ...lines.slice(10, 20).map((line) => line.replace(/^2023,/, '2024,')),
    ]);
    const refusal = await refusalOf(mixed);
    expect(refusal).toBeInstanceOf(BadFileError);
    expect((refusal as Error).message).toMatch(
      /kea_2023_closing_ranks\.csv: a closing-rank list holds one year \(found: 2023, 2024\)/,
    );
  });

  it('refuses a list whose ranks are not numbers, and one with too many, changing nothing', async () => {
    const before = await snapshot();
    const textRank = (line: string) => line.replace(/,\d+$/, ',not given');
    const none = await refusalOf(await listOf('kea_2023_closing_ranks.csv', lines.map(textRank)));
    expect(none).toBeInstanceOf(BadFileError);
    expect((none as Error).message).toMatch(
      /no row could be read: closing_rank "not given" is not a positive whole number/,
    );
    const some = await refusalOf(
      await listOf(
        'kea_2023_closing_ranks.csv',
        lines.map((line, index) => (index % 10 === 0 ? textRank(line) : line)),
      ),
    );
    expect(some).toBeInstanceOf(ImportRefusedError);
    expect((some as Error).message).toMatch(
      /204 of 2,032 rows rejected \(more than 2%\): 204 x closing_rank "not given" is not a positive whole number/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a derived list whose college codes no institute carries yet, changing nothing', async () => {
    const before = await snapshot();
    const refusal = await refusalOf(closingRanksFile('kea_2024_derived_closing_ranks.csv'));
    expect(refusal).toBeInstanceOf(BadFileError);
    expect((refusal as Error).message).toMatch(
      /kea_2024_derived_closing_ranks\.csv: 88 college codes name no institute known by its code \(karnataka:D101, .*import a list that names them \(KEA closing ranks or fees\) first/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('writing KEA UG closing ranks beside the allotments', () => {
  let database: TestDatabase;
  const summaries: ImportSummary[] = [];
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.handle.db.execute(statement));

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
    const db = database.handle.db;
    await runImport(db, 'karnataka-allotments', [
      sharedData('karnataka-neet-ug', 'allotments', 'kea_2023_R1.csv'),
    ]);
    // The derived lists come first on the command line: the import writes them after the lists
    // that name their colleges.
    summaries.push(
      await runImport(db, 'karnataka-closing-ranks', [
        closingRanksFile('kea_2024_derived_closing_ranks.csv'),
        closingRanksFile('kea_2022_closing_ranks.csv'),
        closingRanksFile('kea_2023_closing_ranks.csv'),
        closingRanksFile('kea_2024_closing_ranks.csv'),
      ]),
      await runImport(db, 'karnataka-seat-matrix', [
        sharedData('karnataka-neet-ug', 'seat-matrix', 'kea_2022_seat_matrix.csv'),
      ]),
    );
  }, 600_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('summarises each list', () => {
    expect(
      summaries[0]?.files.map((file) => [file.fileName, file.rowsRead, file.rowsImported]),
    ).toEqual([
      ['kea_2024_derived_closing_ranks.csv', 693, 693],
      ['kea_2022_closing_ranks.csv', 3_726, 3_726],
      ['kea_2023_closing_ranks.csv', 2_032, 2_032],
      ['kea_2024_closing_ranks.csv', 4_125, 4_125],
    ]);
    expect(summaries[0]?.derivedCounsellings).toEqual(['karnataka-neet-ug']);
  });

  it('shows one source per round: the official list over the allotments, a derived list only alone', async () => {
    const shown = await query<{ year: number; round: number; source: string; cells: number }>(sql`
      SELECT year, round, source, count(*)::int AS cells FROM closing_rank
      WHERE counselling_id = 'karnataka-neet-ug' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
    expect(shown).toEqual([
      { year: 2022, round: allotted(1), source: 'official', cells: 1_882 },
      { year: 2022, round: allotted(2), source: 'official', cells: 1_844 },
      { year: 2023, round: allotted(1), source: 'official', cells: 2_032 },
      { year: 2024, round: allotted(1), source: 'official', cells: 2_096 },
      { year: 2024, round: allotted(2), source: 'official', cells: 2_029 },
      { year: 2024, round: allotted(MOP_UP_ROUND), source: 'derived-list', cells: 97 },
      { year: 2024, round: allotted(STRAY_ROUND), source: 'derived-list', cells: 27 },
    ]);
    // Every list's rows are kept, shown or not: 2024 Round 2 has both.
    const kept = await query<{ list: string; rows: number }>(sql`
      SELECT list, count(*)::int AS rows FROM listed_closing_rank
      WHERE year = 2024 AND round = ${allotted(2)} GROUP BY 1 ORDER BY 1`);
    expect(kept).toEqual([
      { list: 'derived-list', rows: 569 },
      { list: 'official', rows: 2_029 },
    ]);
    // Bangalore Medical College's general merit MBBS seat: the official 2023 Round 1 rank, not
    // the one its allotments give, in the Cutoff Ranks row.
    const [bmc] = await query<{ ranks: Record<string, number> }>(sql`
      SELECT r.ai_ranks AS ranks FROM cutoff_row r
        JOIN institute_alias a ON a.institute_id = r.institute_id AND a.source_text = 'karnataka:M001'
      WHERE r.counselling_id = 'karnataka-neet-ug' AND r.quota = 'Government'
        AND r.allotted_category = 'GM'`);
    expect(bmc?.ranks).toMatchObject({ [`2023-${allotted(1)}`]: 2_995 });
    const rounds = await query<{ label: string }>(sql`
      SELECT label FROM counselling_round WHERE counselling_id = 'karnataka-neet-ug'
      ORDER BY year, round`);
    expect(rounds.map((round) => round.label)).toEqual([
      'Round 1 allotments',
      'Round 2 allotments',
      'Round 1 allotments',
      'Round 1 allotments',
      'Round 2 allotments',
      'Mop-up allotments',
      'Stray allotments',
    ]);
  });

  it('gives each KEA college code one institute, which the seat matrix finds by code', async () => {
    const [codes] = await query<{ codes: number; institutes: number }>(sql`
      SELECT count(*)::int AS codes, count(DISTINCT institute_id)::int AS institutes
      FROM institute_alias WHERE source_text LIKE 'karnataka:%'`);
    expect(codes).toEqual({ codes: 105, institutes: 105 });
    const [seats] = await query<{ institutes: number; listed: number; withAllotments: number }>(sql`
      SELECT count(DISTINCT s.institute_id)::int AS institutes,
        count(DISTINCT s.institute_id) FILTER (WHERE EXISTS (SELECT 1 FROM listed_closing_rank l
          WHERE l.institute_id = s.institute_id AND l.list = 'official'))::int AS listed,
        count(DISTINCT s.institute_id) FILTER (WHERE EXISTS (SELECT 1 FROM allotment a
          WHERE a.institute_id = s.institute_id))::int AS "withAllotments"
      FROM seat_matrix s WHERE s.counselling_id = 'karnataka-neet-ug' AND NOT s.derived`);
    // 99 codes, 99 institutes, each an institute of the official lists; 38 of them hold
    // allotments of the one allotment list imported here (2023 Round 1).
    expect(seats).toEqual({ institutes: 99, listed: 99, withAllotments: 38 });
  });
});
