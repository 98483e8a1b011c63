import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemoData } from '../src/data/demo/seed';
import { parseImport, runImport } from '../src/data/import-runner';
import { sharedData } from '../test/helpers/shared-data';

// `npm run bench:import [-- --pglite-scale N --postgres-scale N --postgres URL]`: prints
// allotment rows per second into PGlite (batched INSERTs) and into PostgreSQL (COPY; a throwaway
// database it creates and drops), and the time to parse every MCC profile PDF. Figures, not
// assertions.
const { values } = parseArgs({
  options: {
    'pglite-scale': { type: 'string', default: '100000' },
    'postgres-scale': { type: 'string', default: '1000000' },
    /** Rows for the second demo load, into a table that already holds rows. */
    'indexed-scale': { type: 'string', default: '200000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const pgliteScale = Number(values['pglite-scale']);
const postgresScale = Number(values['postgres-scale']);
const indexedScale = Number(values['indexed-scale']);

/**
 * CPU seconds used by this process and by the PostgreSQL backends serving the bench database:
 * the machine is shared, so rows per CPU-second is the figure that does not depend on load.
 */
async function cpuMs(handle: DatabaseHandle): Promise<number> {
  const own = process.cpuUsage();
  let total = (own.user + own.system) / 1000;
  if (handle.kind === 'postgres') {
    const backends = await handle.pool.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
    );
    for (const { pid } of backends.rows) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      // Fields 14 and 15 (utime, stime) in clock ticks of 10 ms, after the ")" that ends the name.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
    }
  }
  return total;
}

const perSecond = (rows: number, ms: number) =>
  Math.round((rows * 1000) / Math.max(ms, 1)).toLocaleString('en-IN');
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';

async function measure(label: string, handle: DatabaseHandle, scale: number): Promise<void> {
  await handle.migrate();
  // Demo rows into an empty table (indexes built once after the load); then real files end to
  // end (read, match, insert, derive); then demo rows again beside them, so every index is
  // maintained row by row.
  await demoRun(label, handle, scale, 'an empty table');
  const cpuBefore = await cpuMs(handle);
  const real = performance.now();
  const summary = await runImport(handle.db, 'mcc-allotments', [
    sharedData('mcc-neet-pg-allotments'),
  ]);
  const realMs = performance.now() - real;
  const cpu = (await cpuMs(handle)) - cpuBefore;
  console.log(
    `${label}, real MCC allotments: ${summary.rowsImported} rows in ${Math.round(realMs)} ms = ${perSecond(summary.rowsImported, realMs)} rows/s wall, ${perSecond(summary.rowsImported, cpu)} rows per CPU-second (read, match, insert, derive; load ${load()})`,
  );
  await demoRun(label, handle, Math.min(scale, indexedScale), 'a table with rows');
}

async function demoRun(label: string, handle: DatabaseHandle, scale: number, into: string) {
  const cpuBefore = await cpuMs(handle);
  const demo = await seedDemoData(handle.db, { allotments: scale });
  const cpu = (await cpuMs(handle)) - cpuBefore;
  console.log(
    `${label}, demo into ${into}: ${demo.allotments.toLocaleString('en-IN')} allotments generated and written in ${demo.insertMs} ms = ${perSecond(demo.allotments, demo.insertMs)} rows/s; ` +
      (demo.indexMs > 0
        ? `indexes and foreign keys rebuilt in ${demo.indexMs} ms, ${perSecond(demo.allotments, demo.insertMs + demo.indexMs)} rows/s with them; `
        : 'indexes maintained row by row; ') +
      `fees and derived tables ${demo.deriveMs} ms; ${perSecond(demo.allotments, cpu)} rows per CPU-second in all (load ${load()})`,
  );
}

const pdfStarted = performance.now();
const pdfCpu = process.cpuUsage();
const profiles = await parseImport('mcc-profiles', [sharedData('mcc-neet-pg-institute-profiles')]);
const pdfCount = profiles.files.filter((file) => file.path.endsWith('.pdf')).length;
console.log(
  `MCC profiles: ${pdfCount} PDFs parsed in ${Math.round(performance.now() - pdfStarted)} ms wall, ${Math.round(process.cpuUsage(pdfCpu).user / 1000)} ms CPU, on ${os.cpus().length} cores (load ${load()})`,
);

const pglite = await openDatabase({ statementTimeoutMs: 3_600_000 });
try {
  await measure('PGlite', pglite, pgliteScale);
} finally {
  await pglite.close();
}

const name = `seatscope_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: values.postgres });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ url: url.toString(), statementTimeoutMs: 3_600_000 });
  try {
    await measure('PostgreSQL', postgres, postgresScale);
  } finally {
    await postgres.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
