import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataStatusSchema } from '@seatscope/shared';
import { runCommand } from '../helpers/commands';
import { readMccRows, writeImportFile } from '../helpers/mcc-file';

// `npm run data -- status` as an operator runs it, after an import into an embedded database of
// its own (docs/operations.md#what-is-live).
const entry = path.resolve('apps/server/src/cli/data.ts');

describe('npm run data -- status', { timeout: 300_000 }, () => {
  let folder: string;
  const data = (args: string[]) => runCommand(entry, args, { DATA_DIR: path.join(folder, 'data') });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-status-'));
    const rows = (await readMccRows('2023-stray.json'))
      .slice(0, 100)
      .map((row, index) => (index === 9 ? { ...row, Rank: 'not a rank' } : row));
    const file = await writeImportFile(folder, '2023-round-2.json', rows);
    const imported = await data(['import', 'mcc-allotments', file]);
    expect(imported.code, imported.output).toBe(0);
  }, 300_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("prints with --json the API's answer, and a table on a terminal", async () => {
    // One at a time: the embedded database belongs to one process.
    const json = await data(['status', '--json']);
    const text = await data(['status']);
    expect(json.code, json.output).toBe(0);
    const status = dataStatusSchema.parse(JSON.parse(json.output));
    expect(status.bundle).toBeNull();
    expect(status.lists).toEqual([
      {
        counselling: 'mcc-neet-pg',
        year: 2023,
        round: 2,
        roundLabel: 'Round 2',
        list: 'held',
        kind: 'mcc-allotments',
        source: '2023-round-2.json',
        importedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        rows: 99,
        rejected: 1,
        suspect: 0,
      },
    ]);

    expect(text.code, text.output).toBe(0);
    const lines = text.output.split('\n');
    expect(lines[0]).toBe('Bundle: none (the data did not come from data/bundle)');
    expect(lines[2]).toMatch(
      /^counselling +year +round +list +rows +rejected +suspect +imported +source$/,
    );
    expect(lines[3]).toMatch(
      /^mcc-neet-pg +2023 +Round 2 +held +99 +1 +0 +\d{4}-\d\d-\d\d \d\d:\d\d UTC +2023-round-2\.json$/,
    );
    expect(text.output).toContain('1 list live. Suspect: closing ranks marked suspect');
  });
});
