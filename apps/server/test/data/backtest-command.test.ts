import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../helpers/commands';
import { sharedData } from '../helpers/shared-data';

// `npm run backtest` as an operator runs it, on data folders of the real files' layout.
const entry = path.resolve('apps/server/src/cli/backtest.ts');

/** A data folder holding the named folders of the real data (linked, not copied). */
function dataFolderWith(...folders: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seatscope-backtest-'));
  for (const folder of folders) symlinkSync(sharedData(folder), path.join(dir, folder));
  return dir;
}

const backtest = (dataDir: string, args: string[]) =>
  runCommand(entry, ['--data-dir', dataDir, ...args]);

const line = (output: string, start: string) =>
  output.split('\n').find((text) => text.startsWith(start));
const coverage = (output: string) =>
  Number(/^Coverage: ([\d.]+) of options/m.exec(output)?.[1] ?? Number.NaN);

describe('npm run backtest -- --counselling mcc-neet-pg', () => {
  it("reads MCC's round-wise lists beside its after-Round-N lists, and does without them", async () => {
    const args = ['--counselling', 'mcc-neet-pg', '--target-year', '2023'];
    const [both, afterRoundsOnly] = await Promise.all([
      backtest(dataFolderWith('mcc-neet-pg-allotments', 'mcc-neet-pg-allotments-by-round'), args),
      backtest(dataFolderWith('mcc-neet-pg-allotments'), args),
    ]);
    expect(both.code, both.output).toBe(0);
    expect(afterRoundsOnly.code, afterRoundsOnly.output).toBe(0);
    // 2023's round-wise lists are options of the target year too; nothing of their kind came
    // before them, so they are not predicted and the score is nearly the same (0.736 and 0.735
    // when measured): every list of the counselling also enters the judgement of suspect values
    // (docs/decisions/0086-suspect-values.md), which are left out of the learning.
    expect(coverage(both.output)).toBeLessThan(coverage(afterRoundsOnly.output));
    for (const start of ['Brier score:', 'Ratio (model/baseline):', 'Largest calibration gap']) {
      const [withRoundWise, without] = [both.output, afterRoundsOnly.output].map((output) =>
        Number(/(-?[\d.]+)\s*$/.exec(line(output, start) ?? '')?.[1] ?? Number.NaN),
      );
      expect(withRoundWise, start).toBeCloseTo(without ?? Number.NaN, 2);
    }
    // Each command imports the real files into a database of its own first.
  }, 600_000);
});
