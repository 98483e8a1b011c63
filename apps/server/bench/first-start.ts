import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { loadBundle } from '../src/data/bundle';

// `npm run bench:first-start [-- --postgres URL]`: loads the real-data bundle into a fresh
// embedded database (or a throwaway PostgreSQL database) as a first start does, and prints the
// time of each phase and the CPU time used. Figures, not assertions.
const { values } = parseArgs({ options: { postgres: { type: 'string' } } });

const dir = await mkdtemp(path.join(os.tmpdir(), 'seatscope-first-start-'));
const started = performance.now();
const handle = await openDatabase(
  values.postgres
    ? { url: values.postgres, statementTimeoutMs: 0 }
    : { pgliteDir: path.join(dir, 'pglite'), statementTimeoutMs: 0 },
);
await handle.migrate();
const migrated = performance.now();
const phases: { phase: string; from: number }[] = [];
const cpuBefore = process.cpuUsage();
const manifest = await loadBundle(handle.db, undefined, (progress) => {
  phases.push({ phase: `${progress.table} (${progress.rows})`, from: performance.now() });
});
const loaded = performance.now();
const cpu = process.cpuUsage(cpuBefore);
await handle.close();
await rm(dir, { recursive: true, force: true });

const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
console.log(`database: ${values.postgres ? 'PostgreSQL' : 'PGlite'}; ${rows} rows`);
console.log(`migrate: ${Math.round(migrated - started)} ms`);
for (const [index, { phase, from }] of phases.entries()) {
  const to = phases[index + 1]?.from ?? loaded;
  console.log(`${phase.padEnd(28)} ${Math.round(to - from)} ms`);
}
console.log(
  `load total: ${Math.round(loaded - migrated)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU in this process`,
);
