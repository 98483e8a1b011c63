import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { onTestServer, testServerUrl } from './postgres-template';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and drops the throwaway database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (project api-postgres)
 * a database created on the TEST_DATABASE_URL server and dropped afterwards; on both engines a
 * copy of one migrated in the project's global setup.
 */
export async function createTestDatabase(
  options: {
    statementTimeoutMs?: number;
    /** PostgreSQL only: the URL the app connects through (e.g. a test's TCP proxy). */
    rewriteUrl?: (url: URL) => URL;
  } = {},
): Promise<TestDatabase> {
  const statementTimeoutMs = options.statementTimeoutMs ?? 30_000;
  if (process.env.TEST_DB !== 'postgres') {
    // A copy of the migrated database the project's global setup made (pglite-template.ts).
    const pgliteDump = new Blob([await readFile(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ statementTimeoutMs, pgliteDump });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const name = `seatscope_t_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated database the project's global setup made (postgres-template.ts).
  await onTestServer(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = testServerUrl(name);
  const appUrl = options.rewriteUrl ? options.rewriteUrl(url) : url;
  const handle = await openDatabase({ url: appUrl.toString(), statementTimeoutMs });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The same database opened again, as a restarted server opens it: its own connection and none
 * of the caches the first one filled. On PGlite, whose folder one process holds, a copy of it as
 * it is now; on PostgreSQL, new connections to it. Dispose of it before the original.
 */
export async function reopenTestDatabase(database: TestDatabase): Promise<TestDatabase> {
  const { handle } = database;
  const statementTimeoutMs = 30_000;
  const reopened =
    handle.kind === 'pglite'
      ? await openDatabase({
          statementTimeoutMs,
          pgliteDump: await handle.client.dumpDataDir('none'),
        })
      : await openDatabase({ url: handle.url, statementTimeoutMs });
  return { handle: reopened, dispose: () => reopened.close() };
}
