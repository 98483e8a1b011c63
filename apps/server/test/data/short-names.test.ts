import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/data/import-runner';
import { rowsOf } from '../../src/data/sql-batch';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { writeImportFile } from '../helpers/mcc-file';

// MCC's NEET UG lists of 2020-2024 write a college and its town only; 2025's write MCC's full
// text with state and PIN. A short name is placed by its town among the institutes met before
// it (docs/decisions/0062-a-short-names-state-from-its-place.md), so the files that place their
// colleges are read first, whatever order they are given in.

const HEADER =
  'year,round,authority,counselling_scope,rank_raw,air,rank_type,allotted_quota,college_raw,course,seat_category,candidate_category,status,source_id';

const row = (year: number, round: string, rank: number, college: string) =>
  `${year},${round},MCC,AIQ,${rank},${rank},AIR,All India,"${college}",MBBS,Open,General,Allotted,1`;

describe('a short name in an import that also holds its full text', () => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-short-names-'));
    const shortNames = await writeImportFile(
      folder,
      'mcc_2024_R1.csv',
      [
        HEADER,
        row(2024, 'R1', 12_040, 'DIAMOND HARBOUR GOVT. MEDICAL COLLEGE, DIAMOND HARBOUR'),
        row(2024, 'R1', 13_310, 'DIAMOND HARBOUR GOVT. MEDICAL COLLEGE, DIAMOND HARBOUR'),
      ].join('\n'),
    );
    const fullTexts = await writeImportFile(
      folder,
      'mcc_2025_R2.csv',
      [
        HEADER,
        row(
          2025,
          'R2',
          11_870,
          'DIAMOND HARBOUR GOVT. MEDICAL COLLEGE, DIAMOND HARBOUR , Harindanga, Diamond Harbour, West Bengal, 743331',
        ),
      ].join('\n'),
    );
    // The short-name list is given first.
    await runImport(database.handle.db, 'mcc-ug-allotments', [shortNames, fullTexts]);
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('places the short name in its state and makes one institute of the college', async () => {
    const rows = rowsOf<{ year: number; institute: number; state: string | null }>(
      await database.handle.db.execute(sql`
        SELECT DISTINCT a.year, a.institute_id AS institute, i.state
        FROM allotment a JOIN institute i ON i.id = a.institute_id ORDER BY a.year`),
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.state)).toEqual(['West Bengal', 'West Bengal']);
    expect(rows[0]?.institute).toBe(rows[1]?.institute);
  });
});
