import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { BUNDLE_DIR, loadBundle } from '../src/data/bundle';
import { planBundleUpdate, updateFromBundle } from '../src/data/bundle-update';
import {
  bundleSubset,
  readBundleRows,
  renumbered,
  withoutInstitute,
  writeBundleRows,
} from '../test/helpers/bundles';

// `npm run bench:bundle-update [-- --postgres URL]`: the real bundle applied as an upgrade over
// a database loaded from an older copy of it (without Karnataka PG, without one Telangana
// institute's rows, its ids numbered otherwise, an institute under another name), on a fresh
// embedded database (or a throwaway PostgreSQL database). Prints the time of each step and what
// the update changed. Figures, not assertions (docs/decisions/0076-upgrades-keep-everything.md).
const { values } = parseArgs({ options: { postgres: { type: 'string' } } });

const dir = await mkdtemp(path.join(os.tmpdir(), 'seatscope-bundle-update-'));
const real = await readBundleRows();
const runs = new Map((real.get('import_run') ?? []).map((run) => [run.id, run]));
const counsellingsOf = new Map<number, Set<unknown>>();
for (const row of real.get('allotment') ?? []) {
  const id = Number(row.institute_id);
  const set = counsellingsOf.get(id) ?? new Set();
  set.add(runs.get(row.import_run_id)?.counselling_id);
  counsellingsOf.set(id, set);
}
const telanganaOnly = [...counsellingsOf]
  .filter(([, set]) => set.size === 1 && set.has('telangana-neet-pg'))
  .map(([id]) => id)
  .sort((left, right) => left - right);
const [gone, renamed] = telanganaOnly;
if (gone === undefined || renamed === undefined) throw new Error('no Telangana institutes');
const olderDir = path.join(dir, 'older');
await writeBundleRows(
  olderDir,
  renumbered(
    withoutInstitute(
      bundleSubset(real, (run) => run.counselling_id !== 'karnataka-neet-pg'),
      gone,
    ),
    100_000,
    { id: renamed, name: 'An Older Name' },
  ),
);

const handle = await openDatabase(
  values.postgres
    ? { url: values.postgres, statementTimeoutMs: 0 }
    : { pgliteDir: path.join(dir, 'pglite'), statementTimeoutMs: 0 },
);
const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};
try {
  await handle.migrate();
  console.log(`database: ${values.postgres ? 'PostgreSQL' : 'PGlite'}`);
  await time('load the older copy', () => loadBundle(handle.db, olderDir));
  const steps: { step: string; at: number }[] = [];
  const plan = await time('dry run', () => planBundleUpdate(handle.db));
  const result = await time('update', () =>
    updateFromBundle(handle.db, BUNDLE_DIR, (step) =>
      steps.push({ step: JSON.stringify(step), at: performance.now() }),
    ),
  );
  for (const [index, { step, at }] of steps.entries()) {
    const next = steps[index + 1]?.at;
    if (next !== undefined) console.log(`  ${step}: ${((next - at) / 1000).toFixed(1)} s`);
  }
  const changes = (change: string) => plan.lists.filter((list) => list.change === change);
  for (const change of ['added', 'replaced', 'removed']) {
    const lists = changes(change);
    const before = lists.reduce((sum, list) => sum + list.rowsBefore, 0);
    const after = lists.reduce((sum, list) => sum + list.rowsAfter, 0);
    console.log(`lists ${change}: ${lists.length}, rows ${before} -> ${after}`);
  }
  console.log(`files: ${JSON.stringify(plan.files)}`);
  console.log(`institutes: ${JSON.stringify(result.plan.institutes)}`);
  console.log(`courses: ${JSON.stringify(result.plan.courses)}`);
  console.log(`universities: ${JSON.stringify(result.plan.universities)}`);
  const again = await time('a second run (up to date)', () => updateFromBundle(handle.db));
  console.log(`up to date: ${again.plan.upToDate}`);
} finally {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
}
