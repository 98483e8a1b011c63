import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCounsellingSchema } from '@seatscope/shared';
import { readColumnMapping, type ColumnMapping } from '../../src/data/importers/mapped-table';
import { runImport } from '../../src/data/import-runner';
import {
  KEA_ROUND_LIST_MAPPING,
  KEA_UG_LIST_MAPPING,
} from '../../src/data/importers/karnataka-allotments';
import { TELANGANA_MAPPING } from '../../src/data/importers/telangana-allotments';
import { rowsOf } from '../../src/data/sql-batch';
import { addCounselling, counsellingForTableImport } from '../../src/domain/added-counsellings';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { repositoryRoot, sharedData } from '../helpers/shared-data';

// A counselling is data, not code (docs/decisions/0088-a-counselling-is-data.md): KEA's real
// 2023 NEET PG list, read through the worked example's mapping (docs/adding-a-counselling.md)
// into a counselling added like any new state's, gives the rows the built-in KEA kind gives;
// so do KEA's NEET UG lists and Telangana's, each through the mapping its built-in kind runs on
// (docs/decisions/0090-built-in-kinds-on-mappings.md, docs/decisions/0097-kea-kinds-on-mappings.md).

const KEA_PG_2023 = sharedData(
  'karnataka-neet-pg-allotments',
  'counselling_kea_2023_chunk1.parquet',
);
const EXAMPLE_MAP = path.join(repositoryRoot, 'docs', 'examples', 'kea-neet-pg-2023.map.json');
/** KEA NEET UG lists of the collector's layout that state their fees. */
const KEA_UG = ['kea_2023_MOPUP.csv', 'kea_2023_STRAY.csv', 'kea_2025_R3.csv'].map((name) =>
  sharedData('karnataka-neet-ug', 'allotments', name),
);
const KEA_UG_MAP = path.join(repositoryRoot, 'docs', 'examples', 'kea-neet-ug.map.json');
const TELANGANA = sharedData('telangana-neet-pg-allotments');
const TELANGANA_MAP = path.join(repositoryRoot, 'docs', 'examples', 'telangana-neet-pg.map.json');

describe('a list read through a column mapping', () => {
  let database: TestDatabase;
  let folder: string;
  let example: ColumnMapping;
  const db = () => database.handle.db;

  async function importTable(counselling: string, files: string[], mapping: ColumnMapping) {
    const target = await counsellingForTableImport(db(), counselling);
    if (!target) throw new Error(`no counselling ${counselling}`);
    return runImport(db(), 'table', files, { table: { mapping, ...target } });
  }
  /** A counselling's allotments as a screen shows them, in one order. */
  async function allotmentsOf(...counsellings: string[]) {
    const result = await db().execute(sql`
      select ai_rank, counselling_rank, year, round, institute_id, course_id, quota,
        allotted_category, course_text, remarks
      from allotment where counselling_id in (${sql.join(
        counsellings.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by year, round, ai_rank, counselling_rank, institute_id, course_id, quota,
        allotted_category`);
    return rowsOf<Record<string, unknown>>(result);
  }
  const add = (fields: Record<string, unknown>) =>
    addCounselling(db(), newCounsellingSchema.parse(fields));
  /**
   * A built-in kind's import of files, then the same files read through its worked example's
   * mapping into a counselling added as new; the example must be the kind's own mapping.
   */
  async function importBothWays(
    kind: 'karnataka-allotments' | 'telangana-allotments',
    files: string[],
    added: Record<string, unknown> & { id: string },
    [mapFile, builtInMapping]: [string, ColumnMapping],
  ) {
    await runImport(db(), kind, files);
    await add(added);
    const mapping = readColumnMapping(mapFile, await readFile(mapFile, 'utf8'));
    expect(mapping).toEqual(builtInMapping);
    return importTable(added.id, files, mapping);
  }

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 300_000 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-table-'));
    example = readColumnMapping(EXAMPLE_MAP, await readFile(EXAMPLE_MAP, 'utf8'));
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('reads KEA NEET PG 2023 as a new counselling into the rows the built-in kind gives', async () => {
    // The worked example is the mapping the built-in kind reads KEA's round-wise lists by.
    const summary = await importBothWays(
      'karnataka-allotments',
      [KEA_PG_2023],
      { id: 'kea-as-new', name: 'KEA as new', level: 'pg', state: 'Karnataka', ranks: ['ai'] },
      [EXAMPLE_MAP, KEA_ROUND_LIST_MAPPING],
    );
    expect(summary.rowsRead).toBe(7041);
    expect(summary.rowsRejected).toBe(0);
    // Every institute met the one the built-in import made, by name and place.
    expect(summary.institutes.created).toBe(0);
    // The built-in kind splits KEA's list into its PG and MDS counsellings by course.
    const builtIn = await allotmentsOf('karnataka-neet-pg', 'karnataka-neet-mds');
    expect(builtIn).toHaveLength(7041);
    expect(await allotmentsOf('kea-as-new')).toEqual(builtIn);
  }, 300_000);

  it('reads KEA NEET UG lists as a new counselling into the rows the built-in kind gives', async () => {
    const summary = await importBothWays(
      'karnataka-allotments',
      KEA_UG,
      {
        id: 'kea-ug-as-new',
        name: 'KEA UG as new',
        level: 'ug',
        state: 'Karnataka',
        ranks: ['ai'],
      },
      [KEA_UG_MAP, KEA_UG_LIST_MAPPING],
    );
    expect(summary.rowsRead).toBe(889 + 151 + 967);
    expect(summary.rowsRejected).toBe(0);
    expect(summary.institutes.created).toBe(0);
    const builtIn = await allotmentsOf('karnataka-neet-ug');
    expect(builtIn).toHaveLength(889 + 151 + 967);
    expect(await allotmentsOf('kea-ug-as-new')).toEqual(builtIn);
  }, 300_000);

  it('reads Telangana NEET PG through its mapping and grammars into the rows the built-in kind gives', async () => {
    // The worked example is the mapping the built-in kind runs on.
    const summary = await importBothWays(
      'telangana-allotments',
      [TELANGANA],
      {
        id: 'telangana-as-new',
        name: 'Telangana as new',
        level: 'pg',
        state: 'Telangana',
        ranks: ['state'],
      },
      [TELANGANA_MAP, TELANGANA_MAPPING],
    );
    expect(summary.files).toHaveLength(16);
    expect(summary.rowsRead).toBe(11_628);
    expect(summary.rowsRejected).toBe(0);
    // Every college met the one the built-in import made, by its Telangana code.
    expect(summary.institutes.created).toBe(0);
    const builtIn = await allotmentsOf('telangana-neet-pg');
    expect(builtIn.length).toBeGreaterThan(11_000);
    expect(await allotmentsOf('telangana-as-new')).toEqual(builtIn);
  }, 300_000);

  it('refuses a grammar for a column the mapping does not name', () => {
    expect(() =>
      readColumnMapping(
        'grammar.json',
        JSON.stringify({
          columns: { stateRank: 'rank', instituteName: 'college', course: 'course' },
          grammars: { category: 'telangana-adm-details' },
        }),
      ),
    ).toThrow(/grammars\.category: a grammar for category, which columns does not name/);
  });

  it('refuses a mapping that names a column the file lacks, naming the column', async () => {
    await add({ id: 'missing-column', name: 'Missing column', level: 'pg', state: 'Karnataka' });
    const mapping = { ...example, columns: { ...example.columns, course: 'Course Name' } };
    await expect(importTable('missing-column', [KEA_PG_2023], mapping)).rejects.toThrow(
      /reads course from column "Course Name", which the file does not have/,
    );
    expect(await allotmentsOf('missing-column')).toEqual([]);
  });

  it('refuses ranks that are not numbers, naming the column and the rows', async () => {
    await add({ id: 'not-numbers', name: 'Not numbers', level: 'pg', state: 'Karnataka' });
    const mapping = { ...example, columns: { ...example.columns, aiRank: 'category' } };
    await expect(importTable('not-numbers', [KEA_PG_2023], mapping)).rejects.toThrow(
      /column "category" \(aiRank\) does not hold ranks: 7041 of 7041 rows are not whole numbers \(rows 1, 2, 3, 4, 5, \.\.\.; row 1 reads "OPN"\)/,
    );
    expect(await allotmentsOf('not-numbers')).toEqual([]);
  });

  it('refuses a rank the counselling does not publish', async () => {
    await add({
      id: 'state-only',
      name: 'State only',
      level: 'pg',
      state: 'Karnataka',
      ranks: ['state'],
    });
    await expect(importTable('state-only', [KEA_PG_2023], example)).rejects.toThrow(
      /State only publishes no All India Rank: map stateRank, not aiRank/,
    );
  });

  it('refuses a file with more than 2% of its rows rejected, writing nothing', async () => {
    await add({ id: 'few-rejected', name: 'Few rejected', level: 'ug', state: 'Goa' });
    const lines = ['Rank,College,Course,Category,Round'];
    for (let rank = 1; rank <= 40; rank += 1) lines.push(`${rank},Goa Medical College,MBBS,GEN,1`);
    lines.push('41,,MBBS,GEN,1', '42,,MBBS,GEN,1');
    const file = path.join(folder, 'goa-2024.csv');
    await writeFile(file, lines.join('\n'));
    const mapping = readColumnMapping(
      'goa.json',
      JSON.stringify({
        columns: {
          stateRank: 'Rank',
          instituteName: 'College',
          course: 'Course',
          category: 'Category',
          round: 'Round',
        },
      }),
    );
    await expect(importTable('few-rejected', [file], mapping)).rejects.toThrow(
      /goa-2024\.csv: 2 of 42 rows rejected \(more than 2%\): 2 x the institute is empty/,
    );
    expect(await allotmentsOf('few-rejected')).toEqual([]);
  });
});
