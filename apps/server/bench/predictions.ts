/**
 * `npm run bench:predictions`: Rank DeepScan (`GET /api/predictions`, 500-row pages) over the
 * demo data set in a throwaway PostgreSQL database. Prints the first request after the load
 * (it loads and fits the counselling's closing ranks, then kept until the data changes), the
 * longest the event loop was held during it (other requests wait that long), and p50/p95 of
 * later requests over ranks, categories, sorts and filters. Target: p95 <= 200 ms
 * at 1,000,000 allotments. Then the same for the Rank Mapping Tool (`GET /api/rank-mapping`),
 * and DeepScan again with the latest year under way (its rounds published).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * BENCH_ALLOTMENTS the size (default 1,000,000).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { setYearComplete } from '../src/data/completed-years';
import { seedDemoData } from '../src/data/demo/seed';
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

    const request = async (path: string) => {
      const before = performance.now();
      const response = await app.request(`http://localhost:3000${path}`, { headers: { cookie } });
      const body = (await response.json()) as { rows?: unknown[]; total?: number };
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return {
        ms: performance.now() - before,
        rows: body.rows?.length ?? 0,
        total: body.total ?? 0,
      };
    };
    const base = `/api/predictions?counselling=${COUNSELLING}&pageSize=500`;
    const firstRequest = async (label: string) => {
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const first = await request(`${base}&rank=20000&category=Open`);
      // A block that lasts until the answer is only sampled when the loop is free again.
      await delay(50);
      loopDelay.disable();
      console.log(
        `first request, ${label} (load and fit): ${first.ms.toFixed(0)} ms, ${first.total} options; ` +
          `event loop held at most ${(loopDelay.max / 1e6).toFixed(0)} ms at a time`,
      );
    };
    await firstRequest('before the counselling');
    const sorts = [
      'chance.desc',
      'probability.desc',
      'expectedClosingRank.asc',
      'fee.asc',
      'institute.asc',
    ];
    const categories = ['Open', 'OBC', 'SC', 'EWS'];
    const windows = [500, 1000, 5000];
    const measure = async (label: string, pathOf: (i: number) => string) => {
      const timings: number[] = [];
      let rows = 0;
      for (let i = 0; i < SAMPLES; i += 1) {
        const result = await request(pathOf(i));
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

    // The same with the latest year under way (docs/decisions/0073-in-season-forecasts.md): its
    // rounds published, so the fits add a model per published round and the anchors.
    const [latest] = await selectRows(
      handle.db,
      sql`select max(year)::int as "year" from counselling_round where counselling_id = ${COUNSELLING}`,
    );
    const latestYear = Number(latest?.year);
    await setYearComplete(handle.db, COUNSELLING, latestYear, false);
    await firstRequest(`${latestYear} under way`);
    console.table([
      await measure(`500-row page, ${latestYear} under way`, (i) => {
        const category = categories[i % categories.length] ?? 'Open';
        return `${base}&rank=${rankOf(i)}&category=${category}&page=${1 + (i % 3)}`;
      }),
    ]);
    await sessionEvents.close();
  } finally {
    await handle.close();
    await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
