import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_CAPABILITIES, type DataScreen } from '@seatscope/shared';
import { runImport } from '../../src/data/import-runner';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import { readMccRows, writeImportFile } from '../helpers/mcc-file';

// An import on PostgreSQL while the server serves (docs/decisions/0075-imports-while-serving.md):
// readers go on with the data they had and switch to the new data when the import commits,
// with no error and no answer that mixes the two (rows of one state beside a total of the other).
// PostgreSQL only (vitest.config.ts): the embedded database serves one process, which the
// import command cannot open while the server runs.

const COUNSELLING = 'mcc-neet-pg';
// The screens an allotment list feeds (it carries no fees for Financials & Bonds).
const SCREENS: DataScreen[] = ['allotments', 'cutoffs', 'seat-matrix'];

/** Distinct questions, so that the answer cache does not answer them all from one read. */
const QUESTIONS = SCREENS.flatMap((screen) =>
  SCREEN_CAPABILITIES[screen].sorts.flatMap((field) =>
    (['asc', 'desc'] as const).flatMap((direction) =>
      [40, 75, 100].map(
        (pageSize) =>
          `/api/${screen}?counselling=${COUNSELLING}&sort=${field}.${direction}&pageSize=${pageSize}`,
      ),
    ),
  ),
);

/** An answer without the row ids, which a re-import gives anew. */
function withoutIds(body: unknown): string {
  return JSON.stringify(body, (key, value: unknown) => (key === 'id' ? undefined : value));
}

describe('an import while the server serves', () => {
  let t: TestApp;
  let reader: TestUser;
  let folder: string;
  let smaller: string;
  let larger: string;

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-import-while-serving-'));
    // Two versions of the seats held after MCC NEET PG 2023 Round 3 that differ in rows and
    // totals; each import of one replaces the other.
    const rows = await readMccRows('2023-stray.json');
    smaller = await writeImportFile(
      await mkdtemp(path.join(folder, 'a-')),
      '2023-round-3.json',
      rows.slice(0, 300),
    );
    larger = await writeImportFile(
      await mkdtemp(path.join(folder, 'b-')),
      '2023-round-3.json',
      rows.slice(100, 460),
    );
    reader = await t.signUp();
    await grantPackage(t.database.handle.db, reader.userId);
  }, 600_000);
  afterAll(async () => {
    await t?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  async function ask(url: string) {
    const response = await t.request(url, { headers: { cookie: reader.cookie } });
    return { url, status: response.status, body: withoutIds(await response.json()) };
  }

  /** Every question's answer once the data holds `file` and nothing is being written. */
  async function answersWith(file: string) {
    await runImport(t.database.handle.db, 'mcc-allotments', [file]);
    const answers = new Map<string, string>();
    for (const url of QUESTIONS) {
      const answer = await ask(url);
      expect(answer.status, url).toBe(200);
      answers.set(url, answer.body);
    }
    return answers;
  }

  it('answers every read from the data before or after the import, never a mix, never an error', async () => {
    // Institutes an import creates stay when a later one replaces its rows: both states are
    // taken once each file has been imported.
    await runImport(t.database.handle.db, 'mcc-allotments', [smaller]);
    const after = await answersWith(larger);
    const before = await answersWith(smaller);
    for (const url of QUESTIONS) expect(before.get(url), url).not.toBe(after.get(url));

    let reads = 0;
    // Four imports, each replacing the round the one before wrote, while two readers ask.
    for (const file of [larger, smaller, larger, smaller]) {
      let importing = true;
      const imported = runImport(t.database.handle.db, 'mcc-allotments', [file]).finally(() => {
        importing = false;
      });
      const readWhileImporting = async (offset: number) => {
        for (let index = offset; importing; index += 1) {
          const url = QUESTIONS[index % QUESTIONS.length] ?? '';
          const answer = await ask(url);
          reads += 1;
          expect(answer.status, url).toBe(200);
          expect([before.get(url), after.get(url)], url).toContain(answer.body);
        }
      };
      await Promise.all([imported, readWhileImporting(0), readWhileImporting(7)]);
    }
    expect(reads).toBeGreaterThan(QUESTIONS.length);
  }, 600_000);
});
