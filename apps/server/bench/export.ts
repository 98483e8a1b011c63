/**
 * `npm run bench:export`: the Seat Allocation CSV export over HTTP, as a PG-package account
 * downloads it, with the production statement cap (2 s): the real MCC NEET PG allotments (the
 * real-data bundle, loaded as a first start does) and a synthetic counselling of 1,000,000
 * allotments, in a throwaway PostgreSQL database. Prints per export the status, rows, seconds,
 * rows/s, and the process's resident memory before and at its peak while the file streamed
 * (docs/decisions/0067-exports-of-any-size.md). Figures, not assertions.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * BENCH_SYNTHETIC_ALLOTMENTS overrides the synthetic size.
 */
import { loadBundle } from '../src/data/bundle';
import { insertSyntheticAllotments } from '../test/helpers/synthetic-allotments';
import { signedInBenchApp } from './signed-in-app';
import { listening, withThrowawayDatabase } from './throwaway-server';

const SYNTHETIC_ALLOTMENTS = Number(process.env.BENCH_SYNTHETIC_ALLOTMENTS ?? 1_000_000);
const MB = 1024 * 1024;

/** Downloads one export, counting its lines as they arrive, with the RSS sampled meanwhile. */
async function download(label: string, port: number, path: string, cookie: string) {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  let lines = 0;
  let bytes = 0;
  let failure = '';
  if (response.status !== 200) {
    failure = ` ${await response.text()}`;
  } else if (response.body) {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      }
    } catch (error) {
      failure = ` (stream broken: ${String(error)})`;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = Math.max(0, lines - 1);
  console.log(
    `${label}: ${response.status}${failure}; ${rows} rows, ${(bytes / MB).toFixed(1)} MB in ` +
      `${seconds.toFixed(2)} s (${Math.round(rows / seconds)} rows/s); RSS ` +
      `${Math.round(rssBefore / MB)} MB before, peak ${Math.round(rssPeak / MB)} MB`,
  );
}

async function main() {
  await withThrowawayDatabase(async (handle, loader) => {
    await loadBundle(loader.db);
    await insertSyntheticAllotments(handle, 'bench-synthetic', SYNTHETIC_ALLOTMENTS);
    const { app, cookie, sessionEvents } = await signedInBenchApp(handle);
    const exports = {
      'MCC NEET PG allotments (real)': '/api/allotments/export.csv?counselling=mcc-neet-pg',
      'MCC NEET PG, sorted by AI rank descending':
        '/api/allotments/export.csv?counselling=mcc-neet-pg&sort=aiRank.desc',
      [`synthetic, ${SYNTHETIC_ALLOTMENTS} allotments`]:
        '/api/allotments/export.csv?counselling=bench-synthetic',
    };
    await listening(app, async (port) => {
      for (const [label, path] of Object.entries(exports)) {
        await download(label, port, path, cookie);
      }
    });
    await sessionEvents.close();
  });
}

await main();
