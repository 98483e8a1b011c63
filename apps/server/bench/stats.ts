/**
 * `npm run bench:stats`: right after a demo load (80,800 allotments in a throwaway PostgreSQL
 * database), 20 demo users (signed in, no package) reading the data screens for 10 s per page
 * kind, then `/api/stats` under 50 anonymous clients for 10 s: requests/s and p95 latency
 * (docs/security.md#crowds). BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * names the server.
 */
import autocannon from 'autocannon';
import { seedDemoData } from '../src/data/demo/seed';
import { signedInBenchApp } from './signed-in-app';
import { listening, withThrowawayDatabase } from './throwaway-server';

const CONNECTIONS = 50;
const DEMO_USERS = 20;

/** `connections` clients asking for `path` for 10 s: prints requests/s, p95 and failures. */
async function load(
  label: string,
  port: number,
  path: string,
  connections: number,
  headers: Record<string, string> = {},
) {
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections, duration: 10, headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) failures += 1;
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? NaN;
  console.log(
    `${label}, 10 s: ${Math.round(result.requests.average)} req/s, p95 ${p95.toFixed(1)} ms, ` +
      `${result.requests.total} requests, ${failures} not 200`,
  );
}

async function main() {
  await withThrowawayDatabase(async (handle, loader) => {
    await seedDemoData(loader.db, { allotments: 80_800 });
    const { app, cookie, sessionEvents } = await signedInBenchApp(handle, { withPackage: false });
    const demoPages = {
      'default page': '/api/allotments?counselling=demo-mcc-neet-pg',
      'filtered by state': '/api/allotments?counselling=demo-mcc-neet-pg&state=Kerala',
      'cutoffs, fee sort': '/api/cutoffs?counselling=demo-mcc-neet-pg&sort=fee.desc',
    };
    await listening(app, async (port) => {
      for (const [label, path] of Object.entries(demoPages)) {
        await load(`${DEMO_USERS} demo users, ${label}`, port, path, DEMO_USERS, { cookie });
      }
      await load(`/api/stats, ${CONNECTIONS} anonymous clients`, port, '/api/stats', CONNECTIONS);
    });
    await sessionEvents.close();
  });
}

await main();
