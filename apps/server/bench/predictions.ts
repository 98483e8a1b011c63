/**
 * `npm run bench:predictions`: Rank DeepScan (`GET /api/predictions`, 500-row pages) over the
 * demo data set in a throwaway PostgreSQL database. Prints the first request after the load
 * (it loads and fits the counselling's closing ranks, then kept until the data changes, and
 * stores the fit), the longest the event loop was held during it (other requests wait that
 * long), and p50/p95 of later requests over ranks, categories, sorts and filters. Target: p95
 * <= 200 ms at 1,000,000 allotments. Then the same for the Rank Mapping Tool
 * (`GET /api/rank-mapping`); the first request after a restart at the same data version, from
 * the stored fit and, for comparison, with none stored; and the first request after a data
 * change committed while the server runs (the latest year reopened, as an import's commit
 * notifies the server), once its warmer has DeepScan ready, with how long after the commit
 * that was; then pages with that year under way. Target: a first answer within 1 s
 * (docs/decisions/0089-fits-kept-per-data-version.md).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * BENCH_ALLOTMENTS the size (default 1,000,000).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createLogger } from '../src/common/logger';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { setYearComplete } from '../src/data/completed-years';
import { seedDemoData } from '../src/data/demo/seed';
import { dataVersion } from '../src/domain/data-screens';
import { deepScanFitCounts, warmPredictions } from '../src/domain/predictions';
import { signedInBenchApp } from './signed-in-app';

const environment = process.env;
const SERVER_URL = environment.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ALLOTMENTS = Number(environment.BENCH_ALLOTMENTS ?? 1_000_000);
const SAMPLES = 60;
const COUNSELLING = 'demo-mcc-neet-pg';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function onServer(statement: (admin: pg.Client) => Promise<unknown>, url = SERVER_URL) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await statement(admin);
  } finally {
    await admin.end();
  }
}

interface LogRecord {
  msg?: string;
  counselling?: string;
  dataVersion?: string;
  from?: string;
}

/** A logger that keeps its records, and waits for one that matches. */
function recordingLogger() {
  const records: LogRecord[] = [];
  const waiters: { matches: (record: LogRecord) => boolean; resolve: (r: LogRecord) => void }[] =
    [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const record = JSON.parse(line) as LogRecord;
        records.push(record);
        for (const waiter of waiters.filter((w) => w.matches(record))) waiter.resolve(record);
      }
      done();
    },
  });
  return {
    logger: createLogger('info', destination),
    until(matches: (record: LogRecord) => boolean): Promise<LogRecord> {
      const found = records.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}

async function main() {
  const name = `seatscope_bench_pred_${randomBytes(4).toString('hex')}`;
  await onServer((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), statementTimeoutMs: 600_000 });
  try {
    await handle.migrate();
    const started = performance.now();
    await seedDemoData(handle.db, { allotments: ALLOTMENTS });
    await onServer((admin) => admin.query('VACUUM ANALYZE'), url.toString());
    console.log(
      `loaded ${ALLOTMENTS.toLocaleString('en-IN')} demo allotments in ${Math.round((performance.now() - started) / 1000)} s`,
    );

    // Every request computed: the answer cache would serve repeats without the model.
    const { app, cookie, sessionEvents } = await signedInBenchApp(handle, { cacheAnswers: false });
    const closing: (() => Promise<unknown>)[] = [() => sessionEvents.close()];

    type BenchApp = Awaited<ReturnType<typeof signedInBenchApp>>;
    const request = async (
      path: string,
      on: Pick<BenchApp, 'app' | 'cookie'> = { app, cookie },
    ) => {
      const before = performance.now();
      const response = await on.app.request(`http://localhost:3000${path}`, {
        headers: { cookie: on.cookie },
      });
      const body = (await response.json()) as { rows?: unknown[]; total?: number };
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return {
        ms: performance.now() - before,
        rows: body.rows?.length ?? 0,
        total: body.total ?? 0,
      };
    };
    const base = `/api/predictions?counselling=${COUNSELLING}&pageSize=500`;
    const firstRequest = async (label: string, on?: Pick<BenchApp, 'app' | 'cookie'>) => {
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const first = await request(`${base}&rank=20000&category=Open`, on);
      // A block that lasts until the answer is only sampled when the loop is free again.
      await delay(50);
      loopDelay.disable();
      console.log(
        `first request, ${label}: ${first.ms.toFixed(0)} ms, ${first.total} options; ` +
          `event loop held at most ${(loopDelay.max / 1e6).toFixed(0)} ms at a time`,
      );
    };
    /** The server started again over the same database: its own connections, no caches. */
    const restartedApp = async (options: Parameters<typeof signedInBenchApp>[1] = {}) => {
      const reopened: DatabaseHandle = await openDatabase({
        url: url.toString(),
        statementTimeoutMs: 600_000,
      });
      const restarted = await signedInBenchApp(reopened, { cacheAnswers: false, ...options });
      // Closed last to first: the handle after the warmer and the event streams.
      closing.push(
        () => reopened.close(),
        () => restarted.dataWarmer?.close() ?? Promise.resolve(),
        () => restarted.sessionEvents.close(),
      );
      return { ...restarted, db: reopened.db };
    };
    const fitCounts = (db: typeof handle.db) => {
      const { fitted, readFromStore } = deepScanFitCounts(db);
      return `(this process: ${fitted} fitted, ${readFromStore} read from the store)`;
    };

    await firstRequest('after the load (nothing stored: load, fit, then store)');
    // The store is written after the answer; the warm step waits for it.
    await warmPredictions(handle.db, COUNSELLING);
    const [size] = await selectRows(
      handle.db,
      sql`select count(*)::int as "fits", coalesce(sum(octet_length(fit)), 0)::int as "bytes" from deepscan_fit`,
    );
    console.log(
      `stored fits: ${Number(size?.fits)}, ${(Number(size?.bytes) / 1e6).toFixed(2)} MB gzip'd`,
    );
    const sorts = [
      'chance.desc',
      'probability.desc',
      'expectedClosingRank.asc',
      'fee.asc',
      'institute.asc',
    ];
    const categories = ['Open', 'OBC', 'SC', 'EWS'];
    const windows = [500, 1000, 5000];
    const measure = async (
      label: string,
      pathOf: (i: number) => string,
      on?: Pick<BenchApp, 'app' | 'cookie'>,
    ) => {
      const timings: number[] = [];
      let rows = 0;
      for (let i = 0; i < SAMPLES; i += 1) {
        const result = await request(pathOf(i), on);
        timings.push(result.ms);
        rows += result.rows;
      }
      timings.sort((a, b) => a - b);
      return {
        request: label,
        samples: SAMPLES,
        'mean rows': Math.round(rows / SAMPLES),
        'p50 ms': Number(percentile(timings, 50).toFixed(1)),
        'p95 ms': Number(percentile(timings, 95).toFixed(1)),
      };
    };
    const rankOf = (i: number) => 1000 + ((i * 7919) % 100_000);
    console.table([
      await measure('500-row page (ranks, categories, sorts, pages, quota filter)', (i) => {
        const sort = sorts[i % sorts.length] ?? 'chance.desc';
        const category = categories[i % categories.length] ?? 'Open';
        const filter = i % 5 === 0 ? '&quota=All%20India' : '';
        return `${base}&rank=${rankOf(i)}&category=${category}&sort=${sort}&page=${1 + (i % 3)}${filter}`;
      }),
      // The Rank Mapping Tool over the same allotments (docs/decisions/0022-rank-tools.md).
      await measure('rank mapping, 100 groups (ranks, windows, pages, category filter)', (i) => {
        const filter = i % 4 === 0 ? '&category=OBC' : '';
        return `/api/rank-mapping?counselling=${COUNSELLING}&pageSize=100&rank=${rankOf(i)}&window=${windows[i % windows.length] ?? 1000}&page=${1 + (i % 2)}${filter}`;
      }),
    ]);

    const fromStore = await restartedApp();
    await firstRequest('after a restart, same data version (the stored fit)', fromStore);
    console.log(`  ${fitCounts(fromStore.db)}`);
    await handle.db.execute(sql`delete from deepscan_fit`);
    const nothingStored = await restartedApp();
    await firstRequest(
      'after a restart with no fit stored (as every restart was before)',
      nothingStored,
    );
    console.log(`  ${fitCounts(nothingStored.db)}`);
    await warmPredictions(nothingStored.db, COUNSELLING);

    // A data change committed while a server with its warmer runs, as an import's commit: the
    // trigger's NOTIFY starts the warm of the new version, DeepScan beside the screens.
    const log = recordingLogger();
    const serving = await restartedApp({ warmCaches: true, logger: log.logger });
    await serving.dataWarmer?.untilWarm();
    const [latest] = await selectRows(
      handle.db,
      sql`select max(year)::int as "year" from counselling_round where counselling_id = ${COUNSELLING}`,
    );
    const latestYear = Number(latest?.year);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const committed = performance.now();
    await setYearComplete(handle.db, COUNSELLING, latestYear, false);
    const changed = await dataVersion(handle.db);
    const warm = await log.until(
      (record) =>
        record.msg === 'DeepScan warm' &&
        record.counselling === COUNSELLING &&
        record.dataVersion === changed,
    );
    const readyAfter = performance.now() - committed;
    loopDelay.disable();
    console.log(
      `after a data change (${latestYear} reopened): DeepScan warm ${readyAfter.toFixed(0)} ms after the commit ` +
        `(${warm.from ?? '?'} in the background; event loop held at most ${(loopDelay.max / 1e6).toFixed(0)} ms at a time meanwhile)`,
    );
    await firstRequest(`after the data change, ${latestYear} under way`, serving);
    console.log(`  ${fitCounts(serving.db)}`);
    console.table([
      await measure(
        `500-row page, ${latestYear} under way`,
        (i) => {
          const category = categories[i % categories.length] ?? 'Open';
          return `${base}&rank=${rankOf(i)}&category=${category}&page=${1 + (i % 3)}`;
        },
        serving,
      ),
    ]);
    for (const close of closing.reverse()) await close();
  } finally {
    await handle.close();
    await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
