import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of an empty, migrated database on the TEST_DATABASE_URL server (api-postgres). */
    postgresTemplate: string;
  }
}

/** Runs one statement on the TEST_DATABASE_URL server over a connection of its own. */
export async function onTestServer(statement: string): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The TEST_DATABASE_URL server's URL for another database on it. */
export function testServerUrl(database: string): URL {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url;
}

/**
 * Global setup of the api-postgres project: creates and migrates one database on the server, so
 * each test database is `CREATE DATABASE ... TEMPLATE` of it, a file copy on the server, instead
 * of running every migration again (0.27 s against 0.72 s a database on this 2-core machine;
 * docs/decisions/0069-a-faster-ci-run.md). Nothing may stay connected to the template, or
 * PostgreSQL refuses to copy it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `seatscope_template_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: testServerUrl(name).toString(), statementTimeoutMs: 0 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
