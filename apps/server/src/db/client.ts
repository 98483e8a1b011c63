import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS_FOLDER, migrationsFolderThrough } from './migrations';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The node-postgres pool under a database opened on PostgreSQL; null for PGlite and for a
 * transaction (which runs on one checked-out connection, not the pool).
 */
export function poolOf(db: Database): pg.Pool | null {
  return '$client' in db && db.$client instanceof pg.Pool ? db.$client : null;
}

/**
 * Runs `apply` on the committed migrations folder, or on one that stops at the migration
 * `through` (a restore of an older backup, docs/decisions/0074-backup-and-restore.md).
 */
async function withMigrationsFolder(
  through: string | undefined,
  apply: (migrationsFolder: string) => Promise<void>,
): Promise<void> {
  if (through === undefined) return apply(MIGRATIONS_FOLDER);
  const folder = await migrationsFolderThrough(through);
  try {
    await apply(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

interface HandleBase {
  db: Database;
  /**
   * Applies the committed SQL migrations that have not run yet; with `through`, none after the
   * migration of that tag.
   */
  migrate(through?: string): Promise<void>;
  /**
   * Runs `work` on a session without the request timeouts: migrations and the first start's
   * load (bulk inserts, VACUUM) run for minutes on real data, past the seconds a request may take.
   */
  withoutTimeouts<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes the connections; closing again waits for the first close. */
  close(): Promise<void>;
}

/** `close` run once, however often it is called (a shutdown and a test's cleanup may both ask). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  client: PGlite;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  pool: pg.Pool;
  url: string;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /** PGlite: start from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  pgliteDump?: Blob | undefined;
  statementTimeoutMs: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.statementTimeoutMs);
  return openPglite(options.pgliteDir, options.pgliteDump, options.statementTimeoutMs);
}

async function openPglite(
  dir: string | undefined,
  dump: Blob | undefined,
  statementTimeoutMs: number,
) {
  let unlock: (() => void) | null = null;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    // One process at a time (docs/decisions/0028-mail-and-embedded-database-lock.md).
    unlock = lockDataDir(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, loadDataDir: dump, extensions: { pg_trgm } });
  } catch (error) {
    unlock?.();
    throw error;
  }
  await client.exec(`SET statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const handle: PgliteHandle = {
    kind: 'pglite',
    client,
    db,
    migrate: (through) =>
      handle.withoutTimeouts(() =>
        withMigrationsFolder(through, (migrationsFolder) =>
          migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
        ),
      ),
    // One connection: the timeout is lifted for the work and set again after it.
    withoutTimeouts: async (work) => {
      await client.exec('SET statement_timeout = 0');
      try {
        return await work(db);
      } finally {
        await client.exec(`SET statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
      }
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        unlock?.();
      }
    }),
  };
  return handle;
}

/**
 * `work` on a connection of its own, without the pool's client-side query timeout or the
 * server-side statement timeout: long DDL, backfills and bulk loads.
 */
async function withoutTimeoutsOn<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    return await work(client);
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, statementTimeoutMs: number) {
  // Every wait on the database is bounded, so a slow or vanished database answers 503 instead of
  // piling requests up (docs/decisions/0020-safe-by-default.md): a statement is cancelled by the
  // server after statementTimeoutMs; a database that no longer answers at all (dropped silently,
  // no RST) is given up by the client a little later; waiting for a free connection or a new
  // one ends a little after a running statement must have ended. A request thus waits at most
  // about twice the statement timeout.
  const clientGrace = Math.min(500, statementTimeoutMs);
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: statementTimeoutMs + clientGrace,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + clientGrace,
    // Idle connections to a vanished server are found by TCP keepalive and replaced.
    keepAlive: true,
    keepAliveInitialDelayMillis: 1000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const handle: PostgresHandle = {
    kind: 'postgres',
    pool,
    url,
    db,
    migrate: (through) =>
      withoutTimeoutsOn(url, (client) =>
        withMigrationsFolder(through, (migrationsFolder) =>
          migratePg(drizzlePg({ client, schema }), { migrationsFolder }),
        ),
      ),
    withoutTimeouts: (work) =>
      withoutTimeoutsOn(url, (client) =>
        work(drizzlePg({ client, schema }) as unknown as Database),
      ),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
  };
  return handle;
}
