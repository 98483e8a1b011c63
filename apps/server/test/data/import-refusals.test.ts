import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDataTables } from '../../src/data/bundle';
import { ImportRefusedError, runImport } from '../../src/data/import-runner';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readMccRows, writeImportFile, type MccRow } from '../helpers/mcc-file';
import { sharedData } from '../helpers/shared-data';

// An import either lands whole or changes nothing, and a file that would damage what is there is
// refused (docs/decisions/0033-real-data-bundle.md): a real file cut short, a file whose every row
// is invalid, a file with half its institute names blank.

describe('imports that would damage the data', () => {
  let database: TestDatabase;
  let folder: string;
  let rows: MccRow[];
  /** Every data table, row by row, with the import times. */
  const snapshot = async () => dumpDataTables(database.handle.db, { withRunTimes: true });

  /** A file of the same name (so the same year and round) holding `content`. */
  const variant = (content: object) => writeImportFile(folder, '2023-stray.json', content);

  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: 600_000 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-refusals-'));
    const source = sharedData('mcc-neet-pg-allotments', '2023-stray.json');
    rows = await readMccRows('2023-stray.json');
    await runImport(database.handle.db, 'mcc-allotments', [source]);
  }, 600_000);
  afterAll(async () => {
    await database?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses the real file cut to 1,000 rows, changing nothing, and takes it with --force', async () => {
    const before = await snapshot();
    const cut = await variant(rows.slice(0, 1000));
    const refusal = await runImport(database.handle.db, 'mcc-allotments', [cut]).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect((refusal as Error).message).toMatch(
      /2023-stray\.json: would replace 2,858 rows \(from 2023-stray\.json\) with 1,000, fewer than 80% of them/,
    );
    expect(await snapshot()).toEqual(before);

    const forced = await runImport(database.handle.db, 'mcc-allotments', [cut], { force: true });
    expect(forced.rowsImported).toBe(1000);
    expect((await snapshot()).get('allotment')).toHaveLength(1000);
    // The whole file again: more rows than it replaces, no refusal.
    const whole = await runImport(database.handle.db, 'mcc-allotments', [await variant(rows)]);
    expect(whole.rowsImported).toBe(2858);
  });

  it('refuses a file whose every row is invalid, changing nothing', async () => {
    const before = await snapshot();
    const invalid = await variant(rows.map((row) => ({ ...row, Rank: 'not a rank', Course: '' })));
    const refusal = await runImport(database.handle.db, 'mcc-allotments', [invalid]).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect((refusal as Error).message).toMatch(/2,858 of 2,858 rows rejected \(more than 2%\)/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file with half its institute names blank, naming the reason with its count', async () => {
    const before = await snapshot();
    const halfBlank = await variant(
      rows.map((row, index) => (index % 2 === 0 ? { ...row, Institute: '' } : row)),
    );
    const refusal = await runImport(database.handle.db, 'mcc-allotments', [halfBlank]).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect((refusal as Error).message).toMatch(
      /1,429 of 2,858 rows rejected \(more than 2%\): 1,429 x /,
    );
    expect(await snapshot()).toEqual(before);
  });
});
