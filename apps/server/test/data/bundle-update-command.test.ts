import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleIdentity, loadBundle } from '../../src/data/bundle';
import { openDatabase } from '../../src/db/client';
import { bundleSubset, readBundleRows, writeBundleRows } from '../helpers/bundles';
import { runCommand } from '../helpers/commands';

// `npm run data -- update-bundle` as an operator runs it, on an embedded database of its own that
// loaded an older bundle: INI-CET alone; the newer adds NEET SS
// (docs/operations.md#upgrading).
const entry = path.resolve('apps/server/src/cli/data.ts');

describe('npm run data -- update-bundle', { timeout: 300_000 }, () => {
  let folder: string;
  let newerDir: string;
  const data = (args: string[]) => runCommand(entry, args, { DATA_DIR: path.join(folder, 'data') });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-update-bundle-'));
    const real = await readBundleRows();
    const olderDir = path.join(folder, 'older');
    newerDir = path.join(folder, 'newer');
    await writeBundleRows(
      olderDir,
      bundleSubset(real, (run) => run.counselling_id === 'inicet-pg'),
    );
    await writeBundleRows(
      newerDir,
      bundleSubset(real, (run) => ['inicet-pg', 'neet-ss'].includes(String(run.counselling_id))),
    );
    const handle = await openDatabase({
      pgliteDir: path.join(folder, 'data', 'pglite'),
      statementTimeoutMs: 0,
    });
    try {
      await handle.migrate();
      await loadBundle(handle.db, olderDir);
    } finally {
      await handle.close();
    }
  }, 300_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('prints what a dry run would change, applies it, then has nothing to change', async () => {
    // One at a time: the embedded database belongs to one process.
    const dryRun = await data(['update-bundle', '--dry-run', '--from', newerDir]);
    expect(dryRun.code, dryRun.output).toBe(0);
    const lines = dryRun.output.split('\n');
    expect(lines).toContain('Round lists:');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}neet-ss +2024 +Round 1 +held +added +0 +[\d,]+$/),
    );
    expect(lines.filter((line) => line.includes('inicet-pg'))).toEqual([]);
    expect(dryRun.output).toContain('Dry run: nothing was changed.');

    const applied = await data(['update-bundle', '--from', newerDir]);
    expect(applied.code, applied.output).toBe(0);
    expect(applied.output).toContain(
      'Updated: accounts, purchases, choice lists and lists imported by hand are kept.',
    );
    const status = await data(['status']);
    expect(status.output).toContain(`identity ${await bundleIdentity(newerDir)}`);
    expect(status.output).toMatch(/^neet-ss +2024 +Round 2 +held/m);

    const again = await data(['update-bundle', '--dry-run', '--from', newerDir]);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(
      "The data holds this release's bundle already: nothing to change.",
    );
  });

  it('refuses a folder that holds no bundle, changing nothing', async () => {
    const refused = await data(['update-bundle', '--from', folder]);
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      `Nothing was changed. ${folder} holds no bundle (no manifest.json).`,
    );
  });
});
