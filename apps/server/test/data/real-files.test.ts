import { readFile } from 'node:fs/promises';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_FIGURES } from '@seatscope/shared';
import { createLogger } from '../../src/common/logger';
import { buildConfig, parseEnv } from '../../src/config/env';
import {
  BUNDLE_DIR,
  BUNDLE_RUN_KIND,
  bundleIdentity,
  dumpDataTables,
  importBundleSources,
  readBundleManifest,
  readBundleTable,
} from '../../src/data/bundle';
import { databaseIsEmpty, seedDemoData, RealDataPresentError } from '../../src/data/demo/seed';
import type { ImportSummary } from '../../src/data/import-runner';
import type { ImportKind } from '../../src/data/import-kind-names';
import { prepareDatabase } from '../../src/data/prepare';
import { listOfRound, STRAY_ROUND } from '../../src/data/rounds';
import { rowsOf } from '../../src/data/sql-batch';
import {
  allotment,
  closingRank,
  counsellingRound,
  course,
  fee,
  institute,
  university,
} from '../../src/db/schema';
import { openDatabase } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { allotmentFeeCopies } from '../helpers/fee-copy';
import { sharedData, sharedDataDir } from '../helpers/shared-data';

// Every real file under ../shared/data, imported once for this file as the bundle is built
// (importBundleSources: profiles first, so the allotment files meet institutes that carry MCC
// codes), then checked against the source; and the snapshot in data/bundle must be what the
// importers make of them today, and what a first start loads
// (docs/decisions/0033-real-data-bundle.md). One import serves both: it is the longest step of
// the suite.

/** The first line where two tables differ, or null: a readable failure for 300,000 lines. */
function firstDifference(actual: readonly string[], expected: readonly string[]) {
  const length = Math.max(actual.length, expected.length);
  for (let index = 0; index < length; index += 1) {
    if (actual[index] !== expected[index]) {
      return { line: index, actual: actual[index] ?? null, expected: expected[index] ?? null };
    }
  }
  return null;
}

function withoutRunTimes(line: string): string {
  const row = JSON.parse(line) as Record<string, unknown>;
  delete row.started_at;
  delete row.finished_at;
  return JSON.stringify(row);
}

const config = (firstStartData: string) =>
  buildConfig(
    parseEnv({
      FIRST_START_DATA: firstStartData,
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
    }),
  );

// file: [rows read, imported, rejected]
const EXPECTED_FILES: Record<string, [number, number, number]> = {
  'institutes.txt': [1941, 1938, 3],
  '2022-round-3.json': [8606, 8606, 0],
  '2022-stray.json': [2035, 2035, 0],
  '2023-round-3.json': [10013, 10013, 0],
  '2023-stray.json': [2858, 2858, 0],
  '2022-cq-p1.json': [865, 865, 0],
  '2022-cq-p2.json': [1138, 1138, 0],
  '2022-cq-p3.json': [1154, 1154, 0],
  '2022-cq-p5.json': [11, 11, 0],
  '2022-mq-p1.json': [336, 336, 0],
  '2022-mq-p2.json': [412, 412, 0],
  '2022-mq-p3.json': [482, 482, 0],
  '2022-mq-stray.json': [517, 517, 0],
  '2023-cq-p1.json': [986, 986, 0],
  '2023-cq-p2.json': [1036, 1036, 0],
  '2023-cq-p3.json': [1300, 1300, 0],
  '2023-cq-stray.json': [1289, 1289, 0],
  '2023-mq-p1.json': [416, 416, 0],
  '2023-mq-p2.json': [572, 572, 0],
  '2023-mq-p3.json': [557, 557, 0],
  '2023-mq-stray.json': [557, 557, 0],
  'inicet-pg-allotments.csv': [4666, 4666, 0],
  'neet-ss-allotments.csv': [11143, 11143, 0],
  'ug-medical-dental-fees.csv': [605, 605, 0],
  'pg-institute-bonds.json': [1651, 1651, 0],
  'pg-course-types.json': [106, 106, 0],
};

/** The allotments of one round of one counselling's year. */
const inRound = (counsellingId: string, year: number, round: number) =>
  and(
    eq(allotment.counsellingId, counsellingId),
    eq(allotment.year, year),
    eq(allotment.round, round),
  );

/** The kinds whose rows are allotments, one row each. */
const ALLOTMENT_KINDS = new Set<ImportKind>([
  'mcc-allotments',
  'telangana-allotments',
  'inicet-allotments',
  'neet-ss-allotments',
  'mcc-ug-allotments',
  'karnataka-allotments',
]);

let database: TestDatabase;
const summaries = new Map<ImportKind, ImportSummary>();

beforeAll(async () => {
  database = await createTestDatabase({ statementTimeoutMs: 1_200_000 });
  const imported = await importBundleSources(database.handle.db, sharedDataDir);
  for (const summary of imported.summaries) summaries.set(summary.kind, summary);
}, 1_800_000);
afterAll(async () => {
  await database?.dispose();
});

/** How many institutes a counselling's allotments name in each of two years, and in both. */
async function collegesOfTwoYears(counselling: string, earlier: number, later: number) {
  const [colleges] = await query<{ earlier: string; later: string; both: string }>(sql`
    SELECT count(*) FILTER (WHERE in_earlier) AS earlier, count(*) FILTER (WHERE in_later) AS later,
      count(*) FILTER (WHERE in_earlier AND in_later) AS both
    FROM (SELECT bool_or(year = ${earlier}) AS in_earlier, bool_or(year = ${later}) AS in_later
      FROM allotment WHERE counselling_id = ${counselling} GROUP BY institute_id) AS college`);
  return {
    earlier: Number(colleges?.earlier),
    later: Number(colleges?.later),
    both: Number(colleges?.both),
  };
}

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.handle.db.execute(text));
}

describe('figures per file', () => {
  it('reads, imports and rejects exactly what each file holds', () => {
    const profiles = summaries.get('mcc-profiles');
    const pdfs = profiles?.files.filter((file) => file.fileName.endsWith('.pdf')) ?? [];
    expect(pdfs).toHaveLength(1615);
    // One institute a profile, but MCC's test entry (docs/decisions/0063-what-names-a-university.md).
    const read = pdfs.filter((file) => file.rowsRead === 1 && file.rowsImported === 1);
    expect(read).toHaveLength(1614);
    const figures = Object.fromEntries(
      [...summaries.values()]
        .flatMap((summary) => summary.files)
        .filter((file) => !file.fileName.endsWith('.pdf'))
        .map((file) => [file.fileName, [file.rowsRead, file.rowsImported, file.rowsRejected]]),
    );
    // The files of the newer kinds have figures of their own (mcc-and-kea-lists.test.ts and others).
    const named = Object.fromEntries(
      Object.keys(EXPECTED_FILES).map((fileName) => [fileName, figures[fileName]]),
    );
    expect(named).toEqual(EXPECTED_FILES);
  });

  it('counts the fees read as numbers and those kept as text', () => {
    const bonds = summaries
      .get('pg-bonds')
      ?.files.find((file) => file.fileName === 'pg-institute-bonds.json');
    // The bond list's "1" and "00" fees are placeholders: text, never numbers.
    expect(bonds?.fees.numbers).toBeGreaterThan(400);
    expect(bonds?.fees.textOnly).toBeGreaterThan(0);
    expect((bonds?.fees.numbers ?? 0) + (bonds?.fees.textOnly ?? 0)).toBeLessThanOrEqual(
      bonds?.rowsImported ?? 0,
    );
  });

  it('gives each rejection its line and reason', () => {
    const codes = summaries
      .get('mcc-profiles')
      ?.files.find((file) => file.fileName === 'institutes.txt');
    expect(codes?.rejections).toEqual([
      { row: 201, reason: 'MCC code 700491 already given on line 200' },
      { row: 1354, reason: "a test entry of MCC's system, not an institute" },
      { row: 1378, reason: 'MCC code 901693 already given on line 1327' },
    ]);
    const testProfile = summaries
      .get('mcc-profiles')
      ?.files.find((file) => file.fileName === '701722_profile.pdf');
    expect(testProfile).toMatchObject({
      rowsImported: 0,
      notes: ["a test entry of MCC's system, not an institute: not read"],
    });
  });

  it('stores every imported row with its import run and source row', async () => {
    // A row of a column-shifted MCC UG list gives two allotments (the previous round's seat and
    // the new round's), so rows are counted by their source row, not by allotment.
    const [row] = await query<{ total: string; traced: string; rows: string }>(
      sql`SELECT count(*) AS total,
          count(*) FILTER (WHERE import_run_id IS NOT NULL AND source_row IS NOT NULL) AS traced,
          count(DISTINCT (import_run_id, source_row)) AS rows
        FROM allotment`,
    );
    const allotmentFiles = [...summaries.values()]
      .filter(({ kind }) => ALLOTMENT_KINDS.has(kind))
      .flatMap((summary) => summary.files);
    expect(Number(row?.rows)).toBe(
      allotmentFiles.reduce((total, file) => total + file.rowsImported, 0),
    );
    expect(Number(row?.rows)).toBeGreaterThan(300_000);
    expect(row?.traced).toBe(row?.total);
  });

  it('stores every imported fee row with its source row, and pages for PDF rows only', async () => {
    const rows = await query<{ pdf: boolean; total: number; rows: number; paged: number }>(
      sql`select r.file_name ilike '%.pdf' as "pdf", count(*)::int as "total",
          count(f.source_row)::int as "rows",
          count(*) filter (where f.source_page is not null or f.box_pages is not null)::int
            as "paged"
        from fee f join import_run r on r.id = f.import_run_id
        group by 1 order by 1`,
    );
    const [lists, profiles] = rows;
    expect(lists).toMatchObject({ pdf: false, rows: lists?.total, paged: 0 });
    expect(lists?.total).toBeGreaterThan(1000);
    // One fee row a profile, every one with the page of its fee table.
    expect(profiles).toEqual({ pdf: true, total: 1614, rows: 1614, paged: 1614 });
  });
});

describe('spot checks against the source', () => {
  it('AIR 69 in 2023 round 3 is Maulana Azad Medical College, MD Dermatology, Open, All India', async () => {
    const rows = await database.handle.db
      .select({
        institute: institute.name,
        mccCode: institute.mccCode,
        state: allotment.state,
        courseText: allotment.courseText,
        courseName: allotment.courseName,
        quota: allotment.quota,
        category: allotment.allottedCategory,
      })
      .from(allotment)
      .innerJoin(institute, eq(institute.id, allotment.instituteId))
      .where(and(inRound('mcc-neet-pg', 2023, 3), eq(allotment.aiRank, 69)));
    const codes = await readFile(
      sharedData('mcc-neet-pg-institute-profiles', 'institutes.txt'),
      'utf8',
    );
    const maulanaAzad = codes
      .split('\n')
      .find((line) => line.includes('Maulana Azad Medical College') && line.endsWith('110002'));
    expect(rows).toEqual([
      {
        institute: 'Maulana Azad Medical College',
        mccCode: maulanaAzad?.split('|')[0],
        state: 'Delhi (NCT)',
        courseText: 'MD DERMATOLOGY',
        courseName: expect.stringMatching(/^MD Dermatology/),
        quota: 'All India',
        category: 'Open',
      },
    ]);
  });

  it('a bucket closing rank is the largest rank of the source rows in that bucket', async () => {
    const source = JSON.parse(
      await readFile(sharedData('mcc-neet-pg-allotments', '2023-round-3.json'), 'utf8'),
    ) as {
      Rank: number;
    }[];
    const stored = await database.handle.db
      .select({
        sourceRow: allotment.sourceRow,
        instituteId: allotment.instituteId,
        courseId: allotment.courseId,
        quota: allotment.quota,
        category: allotment.allottedCategory,
      })
      .from(allotment)
      .where(inRound('mcc-neet-pg', 2023, 3));
    const expected = new Map<string, { closing: number; opening: number; seats: number }>();
    for (const row of stored) {
      const rank = source[(row.sourceRow ?? 0) - 1]?.Rank ?? -1;
      const key = `${row.instituteId}|${row.courseId}|${row.quota}|${row.category}`;
      const bucket = expected.get(key) ?? {
        closing: 0,
        opening: Number.MAX_SAFE_INTEGER,
        seats: 0,
      };
      expected.set(key, {
        closing: Math.max(bucket.closing, rank),
        opening: Math.min(bucket.opening, rank),
        seats: bucket.seats + 1,
      });
    }
    const derived = await database.handle.db
      .select()
      .from(closingRank)
      .where(
        and(
          eq(closingRank.counsellingId, 'mcc-neet-pg'),
          eq(closingRank.year, 2023),
          eq(closingRank.round, 3),
        ),
      );
    expect(derived).toHaveLength(expected.size);
    for (const bucket of derived) {
      const key = `${bucket.instituteId}|${bucket.courseId}|${bucket.quota}|${bucket.allottedCategory}`;
      expect({
        key,
        closing: bucket.closingAiRank,
        opening: bucket.openingAiRank,
        seats: bucket.seats,
      }).toEqual({
        key,
        ...expected.get(key),
      });
    }
  });

  it('repairs names broken by PDF extraction and matches them to their MCC code', async () => {
    const [kolkata] = await database.handle.db
      .select({
        name: institute.name,
        mccCode: institute.mccCode,
        state: institute.state,
        pin: institute.pin,
      })
      .from(allotment)
      .innerJoin(institute, eq(institute.id, allotment.instituteId))
      .where(
        eq(
          allotment.instituteText,
          'MEDICA L COLLEG E, KOLKAT A,MEDIC AL COLLEG E, KOLKAT A, West Bengal, 700073',
        ),
      )
      .limit(1);
    expect(kolkata).toMatchObject({
      name: expect.stringMatching(/^Medical College,? Kolkata$/i),
      state: 'West Bengal',
      pin: '700073',
    });
    expect(kolkata?.mccCode).toMatch(/^\d+$/);
  });

  it('matches MCC allotment institutes to MCC codes: one row per institute', async () => {
    const [mcc] = await query<{ institutes: string; unmatched: string }>(sql`
      SELECT count(DISTINCT a.institute_id) AS institutes,
        count(DISTINCT a.institute_id) FILTER (WHERE i.mcc_code IS NULL) AS unmatched
      FROM allotment a JOIN institute i ON i.id = a.institute_id WHERE a.counselling_id = 'mcc-neet-pg'`);
    const [all] = await query<{ institutes: string; coded: string }>(
      sql`SELECT count(*) AS institutes, count(mcc_code) AS coded FROM institute`,
    );
    // An MCC text whose name shares no distinctive word with its code-list entry (a renamed
    // hospital, `Agarsen` for `Agrasen`) stays apart (docs/decisions/0039-one-row-per-institute.md).
    expect({
      mccAllotments: Number(mcc?.institutes),
      unmatched: Number(mcc?.unmatched),
      institutes: Number(all?.institutes),
      coded: Number(all?.coded),
    }).toEqual({ mccAllotments: 1451, unmatched: 28, institutes: 3810, coded: 1938 });
  });

  it("places MCC NEET UG's short names in their states and keeps a college one row across years", async () => {
    // 2020-2024 write `Saveetha Medical College, Chennai`, 2025 MCC's full text with state and
    // PIN (docs/decisions/0062-a-short-names-state-from-its-place.md).
    const [placed] = await query<{ total: string; placed: string }>(sql`
      SELECT count(*) AS total, count(*) FILTER (WHERE i.state IS NOT NULL) AS placed
      FROM allotment a JOIN institute i ON i.id = a.institute_id
      WHERE a.counselling_id = 'mcc-neet-ug'`);
    expect({ total: Number(placed?.total), placed: Number(placed?.placed) }).toEqual({
      total: 205_316,
      placed: 202_719,
    });
    // Towns of two states, placed by the institute the name is short for, and a state named
    // among the words (a mention's text with no state ends with `|`) (docs/decisions/0064-a-short-name-meets-its-whole-import.md).
    const states = await query<{ text: string; state: string | null }>(sql`
      SELECT DISTINCT a.institute_text AS text, i.state
      FROM allotment a JOIN institute i ON i.id = a.institute_id
      WHERE a.counselling_id = 'mcc-neet-ug' AND a.institute_text IN (
        'Kasturba Medical College, Manipal Univ., Manipal|', 'AIIMS, Kalyani|', 'AIIMS, Deogarh|',
        'Vardhman Mahavir Medical College and Safdarjung Hospital New Delhi, VMMC|')
      ORDER BY 1`);
    expect(states).toEqual([
      { text: 'AIIMS, Deogarh|', state: 'Jharkhand' },
      { text: 'AIIMS, Kalyani|', state: 'West Bengal' },
      { text: 'Kasturba Medical College, Manipal Univ., Manipal|', state: 'Karnataka' },
      {
        text: 'Vardhman Mahavir Medical College and Safdarjung Hospital New Delhi, VMMC|',
        state: 'Delhi (NCT)',
      },
    ]);
    expect(await collegesOfTwoYears('mcc-neet-ug', 2024, 2025)).toEqual({
      earlier: 716,
      later: 593,
      both: 546,
    });
  });

  it("keeps a college on its row when a later year's list leaves its town out", async () => {
    // KEA's 2023 lists write `A J INSTITUTE OF DENTAL SCIENCES,MANGALORE`, its 2024 dental list
    // `A J INSTITUTE OF DENTAL SCIENCES` (docs/decisions/0050-a-place-the-other-name-leaves-out.md).
    // Of 35 colleges a year, those left apart are named by no distinctive word (`College of Dental
    // Sciences`, `Government Dental College`) or fit two colleges (`Manipal College of Dental
    // Science`, at Manipal and at Mangalore), or are spelled otherwise.
    expect(await collegesOfTwoYears('karnataka-neet-mds', 2023, 2024)).toEqual({
      earlier: 35,
      later: 35,
      both: 30,
    });
  });

  it('never puts a dental college on the medical college of its town or founder', async () => {
    // `GOA DENTAL COLLEGE & HOSPITAL` (MCC NEET UG, at Goa Medical College's PIN) and 25 other
    // texts sat on medical colleges (docs/decisions/0050-a-place-the-other-name-leaves-out.md).
    const onMedical = await query<{ source: string; name: string }>(sql`
      SELECT al.source_text AS source, i.name
      FROM institute_alias al JOIN institute i ON i.id = al.institute_id
      WHERE split_part(al.source_text, ',', 1) ~* '\mdental\M'
        AND i.name ~* '\mmedical\M' AND i.name !~* 'dental'`);
    expect(onMedical).toEqual([]);
  });

  it('never merges two institutes: Shadan is not NIMS, Suryapet is not Nizamabad', async () => {
    // docs/decisions/0039-one-row-per-institute.md: these were merged by similar names before.
    const rows = await query<{ source: string; institute: number; code: string | null }>(sql`
      SELECT al.source_text AS source, al.institute_id AS institute, i.mcc_code AS code
      FROM institute_alias al JOIN institute i ON i.id = al.institute_id
      WHERE al.source_text IN ('telangana:NIMS(001)', 'telangana:SHDN(060)',
        'telangana:GMSR(018)', 'Govt Med Coll, Suryapet|Telangana')`);
    const of = (source: string) => rows.find((row) => row.source === source);
    expect(of('telangana:SHDN(060)')?.institute).not.toBe(of('telangana:NIMS(001)')?.institute);
    // Suryapet's college by its own MCC code, never Nizamabad's 701190.
    expect(of('telangana:GMSR(018)')?.code).toBe('701716');
    expect(of('Govt Med Coll, Suryapet|Telangana')?.code).toBe('701716');
  });

  it('keeps the National Board of Examinations as one university, whatever the spelling', async () => {
    const rows = await query<{ name: string; state: string | null }>(sql`
      SELECT name, state FROM university
      WHERE name ~* 'national board|nation board|nat board|\\mnbe|\\mdnb'`);
    expect(rows).toEqual([
      { name: 'National Board of Examinations in Medical Sciences', state: null },
    ]);
  });

  it('keeps a university the profiles spell many ways as one row', async () => {
    const rows = await query<{ name: string; state: string | null }>(sql`
      SELECT name, state FROM university
      WHERE name ~* 'muhs|mahara?s[a-z]{0,3}tra univ|abvmu|atal [bv]ihari|rguhs|rajiv gandhi university of health'
      ORDER BY name`);
    expect(rows).toEqual([
      { name: 'Atal Bihari Vajpayee Medical University', state: 'Uttar Pradesh' },
      { name: 'Maharashtra University of Health Sciences', state: 'Maharashtra' },
      { name: 'Rajiv Gandhi University of Health Sciences', state: 'Karnataka' },
    ]);
  });

  it('makes no university of a placeholder, a hospital or a government, and gives universities the type they show', async () => {
    const placeholders = await query<{ name: string }>(sql`
      SELECT name FROM university
      WHERE name ~* '^(not ?applicable|none|nill?|na|mci|mcc|x+)$'
        OR (name ~* 'hospital|government|govt|council' AND name !~* 'univ')`);
    expect(placeholders).toEqual([]);
    // A person, an abbreviation or a date is no university either: every row says it is one,
    // or is an institute that is its own university (docs/decisions/0063-what-names-a-university.md).
    const unnamed = await query<{ name: string }>(sql`
      SELECT name FROM university
      WHERE name !~* 'univ|vidyapee?th|vishwavidyalaya|academy|deemed|higher education|institute of .*scien|national institute|national board|aiims|jipmer|pgimer|nimhans'`);
    expect(unnamed).toEqual([]);
    const kgmu = await query<{ university: string | null }>(sql`
      SELECT u.name AS university FROM institute i LEFT JOIN university u ON u.id = i.university_id
      WHERE i.mcc_code = '700366'`);
    expect(kgmu).toEqual([{ university: 'King Georges Medical University' }]);
    const types = await query<{ type: string }>(sql`
      SELECT DISTINCT type FROM university WHERE type IS NOT NULL ORDER BY 1`);
    expect(types.map((row) => row.type)).toEqual(
      expect.arrayContaining(['Deemed University', 'Health Sciences University', 'National Board']),
    );
    const kinds = await query<{ typed: number; managed: number; total: number }>(sql`
      SELECT count(type)::int AS typed, count(management)::int AS managed, count(*)::int AS total
      FROM institute`);
    // Most institutes' courses say their type; who runs them is said for fewer.
    expect(kinds[0]?.typed).toBeGreaterThan((kinds[0]?.total ?? 0) * 0.7);
    expect(kinds[0]?.managed).toBeGreaterThan((kinds[0]?.total ?? 0) * 0.2);
  });

  it('keeps the source course text beside the normalised course', async () => {
    const rows = await query<{ course_text: string }>(sql`
      SELECT DISTINCT a.course_text FROM allotment a JOIN course c ON c.id = a.course_id
      WHERE c.name = 'MS Obstetrics and Gynaecology' ORDER BY 1`);
    expect(rows.map((row) => row.course_text)).toEqual(
      expect.arrayContaining([
        'MD/MS OBSTETRICS & GYNAECOLOGY',
        'OBG (021) - MS(OBSTETRICS AND GYNAECOLOGY)',
      ]),
    );
  });
});

describe('Telangana seats', () => {
  it('decodes quota, category and phase, keeping the seat category apart from the candidate', async () => {
    const rows = await database.handle.db
      .select({
        quota: allotment.quota,
        category: allotment.allottedCategory,
        candidate: allotment.candidateCategory,
      })
      .from(allotment)
      .where(inRound('telangana-neet-pg', 2023, 2))
      .groupBy(allotment.quota, allotment.allottedCategory, allotment.candidateCategory);
    expect(rows).toEqual(
      expect.arrayContaining([
        { quota: 'Management Quota 1', category: 'Open', candidate: null },
        { quota: 'Competent Authority (Local)', category: 'BC-B Female', candidate: null },
      ]),
    );
    const rounds = await database.handle.db
      .select({
        year: counsellingRound.year,
        round: counsellingRound.round,
        label: counsellingRound.label,
      })
      .from(counsellingRound)
      .where(eq(counsellingRound.counsellingId, 'telangana-neet-pg'))
      .orderBy(counsellingRound.year, counsellingRound.round);
    expect(rounds.map((round) => `${round.year} ${round.label}`)).toEqual([
      '2022 Phase 1',
      '2022 Phase 2',
      '2022 Phase 3',
      '2022 Phase 5',
      '2022 Stray',
      '2023 Phase 1',
      '2023 Phase 2',
      '2023 Phase 3',
      '2023 Stray',
    ]);
  });

  it('closes MCC rounds with the stray round last', async () => {
    const rounds = await database.handle.db
      .select({
        year: counsellingRound.year,
        round: counsellingRound.round,
        short: counsellingRound.shortLabel,
      })
      .from(counsellingRound)
      .where(eq(counsellingRound.counsellingId, 'mcc-neet-pg'))
      .orderBy(counsellingRound.year, counsellingRound.round);
    // The lists of seats held after a round; the round-wise lists of 2023 ("Round 3
    // allotments") are rounds of their own (mcc-and-kea-lists.test.ts).
    expect(rounds.filter(({ round }) => listOfRound(round).list === 'held')).toEqual([
      { year: 2022, round: 3, short: 'R3' },
      { year: 2022, round: STRAY_ROUND, short: 'Stray' },
      { year: 2023, round: 3, short: 'R3' },
      { year: 2023, round: STRAY_ROUND, short: 'Stray' },
    ]);
  });
});

describe('fees, stipends, bonds and courses', () => {
  it('reads the MCC profile of Nalanda Medical College', async () => {
    const [row] = await database.handle.db
      .select({
        name: institute.name,
        university: university.name,
        website: institute.website,
        hostelForMen: institute.hostelForMen,
        admissionFee: fee.admissionFee,
        feeYear1: fee.feeYear1,
        annualFee: fee.annualFee,
        stipends: sql<string>`concat_ws('/', ${fee.stipendYear1}, ${fee.stipendYear2}, ${fee.stipendYear3})`,
        forfeited: fee.amountForfeited,
        sourceRow: fee.sourceRow,
        sourcePage: fee.sourcePage,
        admissionFeePage: sql<number>`(${fee.boxPages} ->> 'admissionFee')::int`,
      })
      .from(institute)
      .innerJoin(
        fee,
        and(eq(fee.instituteId, institute.id), isNull(fee.courseId), isNull(fee.bondYears)),
      )
      .leftJoin(university, eq(university.id, institute.universityId))
      .where(eq(institute.mccCode, '700109'));
    expect(row).toEqual({
      name: 'Nalanda Medical College, Patna',
      university: 'Bihar University of Health Sciences',
      website: 'www.nmchpatna.org',
      hostelForMen: true,
      // The amount paid at admission as published; the year-1 and annual boxes are "0".
      admissionFee: 42200,
      feeYear1: null,
      annualFee: null,
      stipends: '82000/90200/99220',
      forfeited: 32200,
      sourceRow: 1,
      sourcePage: 1,
      admissionFeePage: 1,
    });
  });

  it("gives each profile's money boxes the page of its PDF that writes them", async () => {
    const rows = await query<{
      fileName: string;
      sourcePage: number | null;
      boxPages: Record<string, number> | null;
      amounts: Record<string, number | null>;
    }>(
      sql`select r.file_name as "fileName", f.source_page as "sourcePage",
          f.box_pages as "boxPages", to_jsonb(f) as "amounts"
        from fee f join import_run r on r.id = f.import_run_id
        where r.kind = 'mcc-profiles' and r.file_name ilike '%.pdf'`,
    );
    expect(rows).toHaveLength(1614);
    const misplaced: string[] = [];
    const pagesSeen = new Set<number>();
    for (const row of rows) {
      const document = await getDocumentProxy(
        new Uint8Array(await readFile(sharedData('mcc-neet-pg-institute-profiles', row.fileName))),
        { verbosity: 0 },
      );
      // Amounts as digits: "1,50,000" and "150000" alike.
      const pages = (await extractText(document, { mergePages: false })).text.map((page) =>
        page.replace(/[,\s]/g, ''),
      );
      await document.destroy();
      if (row.sourcePage === null || row.sourcePage < 1 || row.sourcePage > pages.length) {
        misplaced.push(`${row.fileName}: fee table on page ${row.sourcePage} of ${pages.length}`);
      }
      // Every box with an amount has a page, and the page writes the amount.
      for (const figure of INSTITUTE_FIGURES) {
        const amount = row.amounts[fee[figure].name] ?? null;
        const page = row.boxPages?.[figure] ?? null;
        if (amount === null) {
          if (page !== null) misplaced.push(`${row.fileName}: ${figure} has a page, no amount`);
          continue;
        }
        if (figure === 'bondYears' || figure === 'bondPenalty' || figure === 'hostelFee') {
          misplaced.push(`${row.fileName}: a profile states no ${figure}`);
          continue;
        }
        // Dollars may carry cents ("1841.68"): the amount stored is the nearest whole one.
        const text = page === null ? '' : (pages[page - 1] ?? '');
        const onItsPage =
          text.includes(String(amount)) ||
          (text.match(/\d+\.\d+/g) ?? []).some((number) => Math.round(Number(number)) === amount);
        if (page === null || !onItsPage) {
          misplaced.push(`${row.fileName}: ${figure} ${amount} is not on page ${page}`);
        }
        if (page !== null) pagesSeen.add(page);
      }
    }
    expect(misplaced).toEqual([]);
    // The boxes stand on two pages (the annual fee and the later NRI fees on the second).
    expect([...pagesSeen].sort()).toEqual([1, 2]);
  });

  it('reads UG fees with notes and missing beds', async () => {
    const rows = await database.handle.db
      .select({ fee: fee.feeYear1, text: fee.feeText, beds: fee.beds, quota: fee.quota })
      .from(fee)
      .innerJoin(institute, eq(institute.id, fee.instituteId))
      .where(and(eq(fee.counsellingId, 'mcc-neet-ug'), eq(institute.name, 'AN Magadh, Gaya')));
    expect(rows).toEqual([{ fee: 6000, text: '₹6,000*', beds: null, quota: 'AI' }]);
  });

  // docs/decisions/0021-numbers-people-pay-for.md: the bond list's fees of "1" (and "00", "54",
  // ...) are placeholders; where no other source gives the fee, the row keeps the text.
  it('keeps placeholder fees as text, never as numbers', async () => {
    const [counts] = await query<Record<string, number>>(
      sql`select count(*) filter (where fee_text = '1' and fee_year_1 is null)::int as "ones",
          count(*) filter (where fee_year_1 < 100)::int as "tiny"
        from fee`,
    );
    expect(counts?.tiny).toBe(0);
    expect(counts?.ones).toBeGreaterThan(0);
  });

  it('mends the breaks of the known-break dictionary in institute names', async () => {
    const [counts] = await query<Record<string, number>>(
      sql`select count(*) filter (where name ~* 'supersp eciality|multispec iality|researc h\\M')::int
            as "broken",
          count(*) filter (where name ~* 'superspeciality')::int as "mended"
        from institute`,
    );
    expect(counts?.broken).toBe(0);
    expect(counts?.mended).toBeGreaterThan(0);
  });

  it('reads PG bond years and penalties written with commas', async () => {
    const rows = await database.handle.db
      .select({
        bondYears: fee.bondYears,
        penalty: fee.bondPenalty,
        stipend: fee.stipendYear1,
        fee: fee.feeYear1,
      })
      .from(fee)
      .innerJoin(institute, eq(institute.id, fee.instituteId))
      .where(
        and(isNotNull(fee.bondYears), eq(institute.name, 'Government Medical College Kozhikode')),
      );
    expect(rows).toEqual([{ bondYears: 3, penalty: 5_000_000, stipend: 57_876, fee: 110_160 }]);
  });

  it("keeps every allotment's copy of its seat's fee in step with the fee rows", async () => {
    const copies = await allotmentFeeCopies(database.handle.db);
    expect(copies.stale).toBe(0);
    expect(copies.withFee).toBeGreaterThan(1000);
  });

  it('gives courses their clinical type', async () => {
    const rows = await database.handle.db
      .select({ name: course.name, clinicalType: course.clinicalType })
      .from(course)
      .where(eq(course.name, 'MD Anatomy'));
    expect(rows).toEqual([{ name: 'MD Anatomy', clinicalType: 'Pre-Clinical' }]);
  });
});

describe('the real-data bundle', () => {
  let started: TestDatabase;

  beforeAll(async () => {
    started = await createTestDatabase({ statementTimeoutMs: 1_200_000 });
    // A user exists before the first start: the data is loaded all the same.
    await started.handle.db.execute(
      sql`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
        VALUES ('early-user', 'Early User', 'early@example.com', true, now(), now())`,
    );
    // The first start runs on the server's own connections, with its request timeout
    // (STATEMENT_TIMEOUT_MS); the checks below read with a long one.
    const server =
      started.handle.kind === 'postgres'
        ? await openDatabase({
            url: started.handle.url,
            statementTimeoutMs: config('bundle').STATEMENT_TIMEOUT_MS,
          })
        : started.handle;
    try {
      await prepareDatabase(server, config('bundle'), createLogger('silent'));
    } finally {
      if (server !== started.handle) await server.close();
    }
  }, 1_800_000);
  afterAll(async () => {
    await started?.dispose();
  });

  it('holds, table by table and row by row, what the importers make of the source files', async () => {
    const fresh = await dumpDataTables(database.handle.db, { withRunTimes: false });
    const manifest = await readBundleManifest();
    expect(Object.keys(manifest.tables).sort()).toEqual([...fresh.keys()].sort());
    for (const [table, lines] of fresh) {
      const stored = await readBundleTable(BUNDLE_DIR, table);
      // Import times aside, compared as the same JSON text on both sides.
      const [actual, comparable] =
        table === 'import_run'
          ? [lines.map(withoutRunTimes), stored.map(withoutRunTimes)]
          : [lines, stored];
      expect({ table, difference: firstDifference(actual, comparable) }).toEqual({
        table,
        difference: null,
      });
      expect(manifest.tables[table]).toBe(lines.length);
    }
    expect(manifest.tables.allotment).toBeGreaterThan(300_000);
  });

  it('is what a first start loads, whether or not users exist', async () => {
    const loaded = await dumpDataTables(started.handle.db, { withRunTimes: true });
    // The first start's own record of the bundle it loaded (docs/decisions/0072-what-is-live.md)
    // is not part of the snapshot.
    const isBundleRun = (line: string) =>
      (JSON.parse(line) as { kind: string }).kind === BUNDLE_RUN_KIND;
    for (const [table, lines] of loaded) {
      const stored = await readBundleTable(BUNDLE_DIR, table);
      const actual = table === 'import_run' ? lines.filter((line) => !isBundleRun(line)) : lines;
      expect({ table, difference: firstDifference(actual, stored) }).toEqual({
        table,
        difference: null,
      });
    }
    const manifest = await readBundleManifest();
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    const bundleRuns = (loaded.get('import_run') ?? [])
      .filter(isBundleRun)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(bundleRuns).toEqual([
      expect.objectContaining({
        sha256: await bundleIdentity(),
        rows_imported: rows,
        rows_rejected: 0,
      }),
    ]);
  });

  it('leaves the database as it is on the next start, and new rows take new ids', async () => {
    const count = async () =>
      Number(
        rowsOf<{ rows: string }>(
          await started.handle.db.execute(sql`SELECT count(*) AS rows FROM allotment`),
        )[0]?.rows,
      );
    const before = await count();
    await prepareDatabase(started.handle, config('bundle'), createLogger('silent'));
    expect(await count()).toBe(before);
    const [created] = await started.handle.db
      .insert(institute)
      .values({ name: 'A New Institute', nameKey: 'anewinstitute' })
      .returning({ id: institute.id });
    const [highest] = rowsOf<{ id: number }>(
      await started.handle.db.execute(
        sql`SELECT max(id) AS id FROM institute WHERE name <> 'A New Institute'`,
      ),
    );
    expect(created?.id).toBeGreaterThan(Number(highest?.id));
  });

  it('is never mixed with generated data', async () => {
    expect(await databaseIsEmpty(started.handle.db)).toBe(false);
    await expect(seedDemoData(started.handle.db, { allotments: 2000 })).rejects.toBeInstanceOf(
      RealDataPresentError,
    );
    const [demo] = rowsOf<{ rows: string }>(
      await started.handle.db.execute(sql`SELECT count(*) AS rows FROM counselling WHERE is_demo`),
    );
    expect(Number(demo?.rows)).toBe(0);
  });
});
