/**
 * `npm run bench:api`: the data-screen API over the demo data set at 1,000,000 allotments in a
 * throwaway PostgreSQL database. Prints, per request type, p50/p95 at one connection with every
 * answer computed (no answer cache) and the database's own execution time (EXPLAIN ANALYZE of the
 * statements the request ran); then, for the server as it runs (answers kept per data version,
 * caches warmed on data changes, docs/decisions/0044-throughput.md), requests/s and latency at
 * 32 connections for /api/health, the default page, a filtered fee-sorted deep page, a data
 * screen's 15 first-load requests, the server-rendered College Explorer and landing page (after
 * `npm run build`), and the first request after a data change. Targets: issue 18, in the table.
 * Then the workload in which no two requests are alike (distinct-requests.ts, issue 41), at
 * 1,000,000 allotments and on the bundled real data, each in its own database.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * BENCH_ALLOTMENTS overrides the size. BENCH_KEEP_DATABASE=<name> loads into that database once
 * and reuses it on later runs instead of a throwaway one (for comparing changes);
 * BENCH_KEEP_BUNDLE_DATABASE=<name> the same for the bundled real data. BENCH_WORKLOADS picks the
 * parts (below).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type PostgresHandle } from '../src/db/client';
import { seedDemoData } from '../src/data/demo/seed';
import { loadBundle } from '../src/data/bundle';
import { webServerDistDir } from '../src/http/web-pages';
import { signedInBenchApp } from './signed-in-app';
import { distinctWorkload, recordStatements } from './distinct-requests';

// A benchmark script's own settings, read once here.
const environment = process.env;
const SERVER_URL = environment.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ALLOTMENTS = Number(environment.BENCH_ALLOTMENTS ?? 1_000_000);
const KEEP_DATABASE = environment.BENCH_KEEP_DATABASE;
// BENCH_ONLY=<regular expression>: only the request types whose label matches.
const ONLY = environment.BENCH_ONLY ? new RegExp(environment.BENCH_ONLY) : undefined;
// BENCH_WORKLOADS=<comma-separated>: which parts run, of `requests` (each request type at one
// connection), `throughput` (32 connections, repeated requests) and `distinct` (no two requests
// alike, at 1,000,000 allotments and on the bundled real data); all three unless told.
const WORKLOADS = new Set(
  (environment.BENCH_WORKLOADS ?? 'requests,throughput,distinct').split(',').map((w) => w.trim()),
);
// BENCH_DATA=<comma-separated>: the data sets, of `demo` (1,000,000 allotments) and `bundle`
// (the bundled real data, the distinct workload only); both unless told.
const DATA_SETS = new Set(
  (environment.BENCH_DATA ?? 'demo,bundle').split(',').map((d) => d.trim()),
);
// BENCH_KEEP_BUNDLE_DATABASE=<name>: as BENCH_KEEP_DATABASE, for the bundled real data.
const KEEP_BUNDLE_DATABASE = environment.BENCH_KEEP_BUNDLE_DATABASE;
const SAMPLES = 20;
const COUNSELLING = 'demo-mcc-neet-pg';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Statements on a short-lived connection without timeouts, to the server's maintenance database
 * unless told otherwise: an admin connection held idle through a load of several minutes is one
 * more thing that can drop.
 */
async function onServer(
  statement: (admin: pg.Client) => Promise<unknown>,
  databaseUrl = SERVER_URL,
): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    await statement(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Milliseconds for a fixed piece of CPU work. This machine's speed changes with its neighbours
 * (the same code measured 340 and 600 req/s an hour apart), so compare runs alongside it.
 */
function cpuProbeMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let index = 0; index < 300_000_000; index += 1) sum += index % 7;
  if (sum < 0) throw new Error('unreachable');
  return Math.round(performance.now() - started);
}

/**
 * A benchmark database, migrated: the one named by `keep` (`variable` names its setting), made
 * if missing, or a throwaway one; with its allotments counted, to tell whether to load it.
 */
async function openBenchDatabase(keep: string | undefined, variable: string) {
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) {
    throw new Error(`${variable} must be a plain lower-case database name.`);
  }
  const name = keep ?? `seatscope_bench_${randomBytes(4).toString('hex')}`;
  await onServer(async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = (await openDatabase({
    url: url.toString(),
    statementTimeoutMs: 5000,
  })) as PostgresHandle;
  await handle.migrate();
  const loaded = await handle.pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM allotment',
  );
  return { name, url, handle, allotments: loaded.rows[0]?.count ?? 0 };
}

async function main() {
  console.log(`CPU probe: ${cpuProbeMs()} ms (lower is a faster machine)`);
  if (DATA_SETS.has('demo')) await onTheDemoData();
  if (DATA_SETS.has('bundle') && WORKLOADS.has('distinct')) await distinctOnTheBundle();
}

/** Every workload over the demo data set at ALLOTMENTS allotments. */
async function onTheDemoData() {
  const { name, url, handle, allotments } = await openBenchDatabase(
    KEEP_DATABASE,
    'BENCH_KEEP_DATABASE',
  );
  try {
    if (allotments >= ALLOTMENTS) {
      console.log(`reusing ${name} (${allotments.toLocaleString('en-IN')} allotments)`);
    } else {
      const started = performance.now();
      console.log(
        `loading the demo data set at ${ALLOTMENTS.toLocaleString('en-IN')} allotments...`,
      );
      // Loading runs far past the request timeouts: its own connection without them.
      const loader = await openDatabase({ url: url.toString(), statementTimeoutMs: 600_000 });
      try {
        await seedDemoData(loader.db, { allotments: ALLOTMENTS });
      } finally {
        await loader.close();
      }
      // What autovacuum does after a load (it is off on some servers, this one included), and
      // the checkpoint that would otherwise write the load out during the measurements.
      await onServer(async (admin) => {
        await admin.query('VACUUM ANALYZE');
        await admin.query('CHECKPOINT');
      }, url.toString());
      console.log(`loaded in ${Math.round((performance.now() - started) / 1000)} s`);
    }

    // Per request type, computed every time (no answer cache): what the queries cost.
    const computed = await signedInBenchApp(handle, { cacheAnswers: false });
    const { app, cookie } = computed;

    // Records the statements each request runs, for EXPLAIN ANALYZE afterwards.
    const recorder = recordStatements(handle);

    const base = `counselling=${COUNSELLING}`;
    const cutoffResponse = await app.request(
      `http://localhost:3000/api/cutoffs?${base}&pageSize=1`,
      { headers: { cookie } },
    );
    const cutoffRow = (await cutoffResponse.json()) as {
      rows?: { instituteId: number; courseId: number; quotaName: string; category: string }[];
      columns?: { year: number; round: number }[];
    };
    if (!cutoffResponse.ok) console.log(`cutoff pivot answered ${cutoffResponse.status}`);
    const row = cutoffRow.rows?.[0];
    const column = cutoffRow.columns?.[0];
    const detail =
      row && column
        ? `/api/cutoffs/detail?${base}&year=${column.year}&round=${column.round}&institute=${row.instituteId}&course=${row.courseId}&quota=${encodeURIComponent(row.quotaName)}&category=${encodeURIComponent(row.category)}`
        : '';
    const cases: [string, string][] = [
      ['allotments default page', `/api/allotments?${base}`],
      ['allotments filter state', `/api/allotments?${base}&state=Karnataka`],
      ['allotments filter quota', `/api/allotments?${base}&quota=All%20India`],
      ['allotments filter category', `/api/allotments?${base}&category=OBC`],
      ['allotments filter course', `/api/allotments?${base}&course=MD%20General%20Medicine`],
      ['allotments filter year+round', `/api/allotments?${base}&year=2024&round=2`],
      ['allotments institute search', `/api/allotments?${base}&institute=government`],
      ['allotments sort institute', `/api/allotments?${base}&sort=institute.asc`],
      ['allotments sort course', `/api/allotments?${base}&sort=course.desc`],
      ['allotments sort aiRank', `/api/allotments?${base}&sort=aiRank.desc`],
      ['allotments sort counsellingRank', `/api/allotments?${base}&sort=counsellingRank.asc`],
      ['allotments sort fee', `/api/allotments?${base}&sort=fee.desc`],
      ['allotments page 500', `/api/allotments?${base}&page=500`],
      [
        'allotments filter quota, sort fee, page 200',
        `/api/allotments?${base}&quota=All%20India&sort=fee.desc&page=200`,
      ],
      ['allotments search q', `/api/allotments?${base}&q=medical`],
      ['allotments rank range', `/api/allotments?${base}&rankFrom=1000&rankTo=5000`],
      ['seat-matrix default page', `/api/seat-matrix?${base}`],
      ['financials default page', `/api/financials?${base}`],
      ['financials sort fee', `/api/financials?${base}&sort=fee.asc`],
      ['cutoff pivot', `/api/cutoffs?${base}`],
      ['cutoff pivot sort aiRank', `/api/cutoffs?${base}&sort=aiRank.asc`],
      ['cutoff pivot filter state', `/api/cutoffs?${base}&state=Karnataka`],
      ['cutoff pivot filter year+round', `/api/cutoffs?${base}&year=2024&round=2`],
      ['cutoff pivot search q', `/api/cutoffs?${base}&q=medical`],
      ['facets allotments', `/api/allotments/facets?${base}`],
      ['cutoff detail', detail],
    ];

    const table: Record<string, string | number>[] = [];
    for (const [label, path] of cases) {
      if (!path || !WORKLOADS.has('requests') || (ONLY && !ONLY.test(label))) continue;
      // With nothing warm: moving the data version empties the read cache, so this one pays
      // for its exact total and filter options.
      await handle.pool.query('UPDATE data_version SET version = version + 1');
      const coldStarted = performance.now();
      await (
        await app.request(`http://localhost:3000${path}`, { headers: { cookie } })
      ).arrayBuffer();
      const coldMs = performance.now() - coldStarted;
      const timings: number[] = [];
      let status = 0;
      // Only successful answers are timed; a failing request type is shown with its status.
      for (let index = 0; index < SAMPLES + 3; index += 1) {
        const t0 = performance.now();
        const response = await app.request(`http://localhost:3000${path}`, { headers: { cookie } });
        await response.arrayBuffer();
        status = response.status;
        if (index >= 3) timings.push(performance.now() - t0);
      }
      recorder.captured.length = 0;
      await (
        await app.request(`http://localhost:3000${path}`, { headers: { cookie } })
      ).arrayBuffer();
      const statements = recorder.dataStatements();
      let executionMs = 0;
      for (const statement of statements) {
        const result = await handle.pool.query(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const plan = (result.rows[0] as { 'QUERY PLAN'?: { 'Execution Time'?: number }[] })?.[
          'QUERY PLAN'
        ]?.[0];
        executionMs += plan?.['Execution Time'] ?? 0;
      }
      timings.sort((a, b) => a - b);
      table.push({
        request: label,
        status,
        'p50 ms': Number(percentile(timings, 50).toFixed(1)),
        'p95 ms': Number(percentile(timings, 95).toFixed(1)),
        'nothing warm ms': Number(coldMs.toFixed(1)),
        'db exec ms (EXPLAIN ANALYZE, all statements)': Number(executionMs.toFixed(1)),
      });
    }
    recorder.stop();
    if (table.length > 0) {
      console.log('Per request, answers computed every time (one connection):');
      console.table(table);
    }

    // The server as it runs: answers kept per data version, caches warmed on data changes,
    // and the web app served (server-rendered College Explorer) when it is built.
    const webBuilt = existsSync(path.join(webServerDistDir, 'entry-server.js'));
    const served = await signedInBenchApp(handle, { warmCaches: true, serveWeb: webBuilt });
    if (!served.dataWarmer) throw new Error('the warmer did not start');
    await served.dataWarmer.untilWarm();
    const headers = { cookie: served.cookie, 'accept-encoding': 'gzip, deflate, br' };

    // The first request after a data change: a statement on a data table commits (its trigger
    // moves the version and notifies), the server warms, then the first reader asks.
    const changeStarted = performance.now();
    await handle.pool.query('UPDATE counselling SET name = name WHERE false');
    await served.dataWarmer.untilWarm();
    const warmMs = performance.now() - changeStarted;
    const firstStarted = performance.now();
    const firstAnswer = await served.app.request(`http://localhost:3000/api/allotments?${base}`, {
      headers,
    });
    await firstAnswer.arrayBuffer();
    const firstAfterChangeMs = performance.now() - firstStarted;

    const server = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The same server without the answer cache, for what must be computed each time.
    const computedServer = serve({ fetch: computed.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => computedServer.once('listening', () => resolve()));
    const computedAddress = computedServer.address();
    const computedPort =
      typeof computedAddress === 'object' && computedAddress ? computedAddress.port : 0;

    /**
     * 10 s at 32 connections from a thread of its own, not from the event loop it measures,
     * after 3 s of the same load to open the pool's connections and compile the hot code.
     */
    const load = async (requests: autocannon.Request[], cached: boolean) => {
      const options = {
        url: `http://127.0.0.1:${cached ? port : computedPort}`,
        connections: 32,
        workers: 1,
        headers: cached ? headers : { ...headers, cookie },
        requests,
      };
      await autocannon({ ...options, duration: 3 });
      return autocannon({ ...options, duration: 10 });
    };
    const get = (pathAndQuery: string): autocannon.Request => ({
      method: 'GET',
      path: pathAndQuery,
    });
    // A screen's first load, as the browser asks: the session, the profile, the notices, and
    // for each data screen its counsellings, its first page and its filter options (15).
    const screenLoad = [
      get('/api/session'),
      get('/api/me'),
      get('/api/updates'),
      ...(['allotments', 'cutoffs', 'seat-matrix', 'financials'] as const).flatMap((screen) => [
        get(`/api/counsellings?screen=${screen}`),
        get(`/api/${screen}?${base}`),
        get(`/api/${screen}/facets?${base}`),
      ]),
    ];
    const loads: [string, autocannon.Request[], string][] = [
      ['/api/health (pings the database)', [get('/api/health')], ''],
      [
        'default data page',
        [get(`/api/allotments?${base}`)],
        '>= 1,500 req/s, >= 0.6x health, p97.5 <= 50 ms',
      ],
      [
        'filtered, fee-sorted deep page (page 200, same page each time)',
        [get(`/api/allotments?${base}&quota=All%20India&sort=fee.desc&page=200`)],
        'p97.5 <= 100 ms',
      ],
      [
        'filtered, fee-sorted deep page (page 200, computed every time)',
        [get(`/api/allotments?${base}&quota=All%20India&sort=fee.desc&page=200`)],
        '',
      ],
      ["a data screen's 15 first-load requests, mixed", screenLoad, 'p97.5 <= 100 ms'],
    ];
    if (webBuilt) {
      loads.push(
        ['College Explorer, server-rendered', [get('/app/explore/institutes')], '>= 300 req/s'],
        // Its figures and prices read through the API on every request, the render kept per
        // answer (docs/decisions/0048-public-pages-start-on-first-use.md).
        ['landing page, with its figures', [get('/')], ''],
      );
    }
    const throughput: Record<string, string | number>[] = [];
    let healthRate = 0;
    for (const [label, requests, target] of WORKLOADS.has('throughput') ? loads : []) {
      const result = await load(requests, !label.includes('computed every time'));
      const rate = Math.round(result.requests.average);
      if (label.startsWith('/api/health')) healthRate = rate;
      throughput.push({
        load: label,
        'req/s': rate,
        'x health': healthRate > 0 ? Number((rate / healthRate).toFixed(2)) : '',
        'p50 ms': result.latency.p50,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
        target,
      });
    }
    if (throughput.length > 0) {
      console.log(
        `At 32 connections, ${ALLOTMENTS.toLocaleString('en-IN')} allotments on PostgreSQL, CPU probe ${cpuProbeMs()} ms:`,
      );
      console.table(throughput);
      if (!webBuilt) {
        console.log(
          'College Explorer and the landing page not measured: run `npm run build` first.',
        );
      }
    }
    console.log(
      `After a data change: caches warm ${Math.round(warmMs)} ms after the commit; ` +
        `the first default page then took ${firstAfterChangeMs.toFixed(1)} ms (target <= 50 ms).`,
    );
    if (WORKLOADS.has('distinct')) {
      await distinctWorkload({
        label: `${ALLOTMENTS.toLocaleString('en-IN')} demo allotments`,
        handle,
        port,
        headers,
        computed,
      });
    }

    await new Promise<void>((resolve) => computedServer.close(() => resolve()));
    await stopServing(handle, server, served, computed);
  } finally {
    await closeBenchDatabase(handle, name, KEEP_DATABASE);
  }
}

/** Stops the served app's server, lets requests still running finish, and closes both apps. */
async function stopServing(
  handle: PostgresHandle,
  server: ReturnType<typeof serve>,
  served: Awaited<ReturnType<typeof signedInBenchApp>>,
  computed: Awaited<ReturnType<typeof signedInBenchApp>>,
) {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // Requests a load abandoned at the end may still be running: let them finish before the
  // pool closes under them.
  while (handle.pool.idleCount < handle.pool.totalCount || handle.pool.waitingCount > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await served.dataWarmer?.close();
  await served.sessionEvents.close();
  await computed.sessionEvents.close();
}

/** Closes a benchmark database and drops it unless it is one to keep. */
async function closeBenchDatabase(handle: PostgresHandle, name: string, keep?: string) {
  await handle.close();
  if (!keep) {
    await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/**
 * The distinct workload on the bundled real data (every counselling a fresh install loads),
 * in a database of its own, loaded as a first start loads it.
 */
async function distinctOnTheBundle() {
  const { name, url, handle, allotments } = await openBenchDatabase(
    KEEP_BUNDLE_DATABASE,
    'BENCH_KEEP_BUNDLE_DATABASE',
  );
  try {
    if (allotments > 0) {
      console.log(`reusing ${name} (the bundled real data)`);
    } else {
      const started = performance.now();
      const loader = await openDatabase({ url: url.toString(), statementTimeoutMs: 0 });
      try {
        await loadBundle(loader.db);
      } finally {
        await loader.close();
      }
      await onServer((admin) => admin.query('CHECKPOINT'), url.toString());
      console.log(
        `loaded the bundled real data in ${Math.round((performance.now() - started) / 1000)} s`,
      );
    }
    const computed = await signedInBenchApp(handle, { cacheAnswers: false });
    const served = await signedInBenchApp(handle, { warmCaches: true });
    if (!served.dataWarmer) throw new Error('the warmer did not start');
    await served.dataWarmer.untilWarm();
    const server = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    await distinctWorkload({
      label: 'the bundled real data',
      handle,
      port: typeof address === 'object' && address ? address.port : 0,
      headers: { cookie: served.cookie, 'accept-encoding': 'gzip, deflate, br' },
      computed,
    });
    await stopServing(handle, server, served, computed);
  } finally {
    await closeBenchDatabase(handle, name, KEEP_BUNDLE_DATABASE);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
