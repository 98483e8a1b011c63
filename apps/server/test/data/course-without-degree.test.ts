import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/data/import-runner';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertChoiceFixture } from '../helpers/choice-list-fixture';
import { readMccRows, writeImportFile } from '../helpers/mcc-file';

// An import works out every institute's kind from the degree types of its courses
// (apps/server/src/data/derive.ts); a course whose degree type is not known (the choice fixture's
// courses have none) is left out of that, never a reason for the import to fail.
describe('an import beside courses of no known degree type', () => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-degree-'));
    t = await createTestApp();
    await insertChoiceFixture(t.database.handle.db);
  }, 120_000);

  afterAll(async () => {
    await t?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports, and the institutes of those courses keep their rows', async () => {
    const rows = (await readMccRows('2023-stray.json')).slice(0, 50);
    const summary = await runImport(t.database.handle.db, 'mcc-allotments', [
      await writeImportFile(folder, '2023-round-2.json', rows),
    ]);
    expect(summary.rowsImported).toBeGreaterThan(40);
  });
});
