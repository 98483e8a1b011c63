/**
 * `npm run bench:stats`: `/api/stats` under 50 anonymous clients for 10 s, over the demo data set
 * (80,800 allotments) in a throwaway PostgreSQL database: requests/s and p95 latency
 * (docs/security.md#crowds). BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * names the server.
 */
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/data/demo/seed';
import { signedInBenchApp } from './signed-in-app';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function main() {
  const name = `seatscope_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), statementTimeoutMs: 2000 });
  try {
    await handle.migrate();
    const loader = await openDatabase({ url: url.toString(), statementTimeoutMs: 3_600_000 });
    try {
      await seedDemoData(loader.db, { allotments: 80_800 });
    } finally {
      await loader.close();
    }
    const { app, sessionEvents } = await signedInBenchApp(handle);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const latencies: number[] = [];
    let failures = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `http://127.0.0.1:${port}/api/stats`, connections: CONNECTIONS, duration: 10 },
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
      `/api/stats, ${CONNECTIONS} anonymous clients, 10 s: ${Math.round(result.requests.average)} req/s, ` +
        `p95 ${p95.toFixed(1)} ms, ${result.requests.total} requests, ${failures} not 200`,
    );
    await sessionEvents.close();
    await new Promise((resolve) => server.close(resolve));
  } finally {
    await handle.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
