import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { App } from '../src/http/app';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * `run` over a throwaway, migrated database on the BENCH_DATABASE_URL server (default
 * postgres://postgres@127.0.0.1:5432/postgres) with the production statement timeout (2 s),
 * and a loader connection to it without one; the database is dropped afterwards.
 */
export async function withThrowawayDatabase(
  run: (handle: DatabaseHandle, loader: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const name = `seatscope_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), statementTimeoutMs: 2000 });
  try {
    await handle.migrate();
    const loader = await openDatabase({ url: url.toString(), statementTimeoutMs: 0 });
    try {
      await run(handle, loader);
    } finally {
      await loader.close();
    }
  } finally {
    await handle.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The app listening on a free local port while `run` runs. */
export async function listening(app: App, run: (port: number) => Promise<void>): Promise<void> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  try {
    await run(typeof address === 'object' && address ? address.port : 0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
