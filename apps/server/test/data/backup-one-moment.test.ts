import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup, type BackupHeader } from '../../src/data/backup';
import * as schema from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

// A backup taken on PostgreSQL while the server runs is one moment of it
// (docs/decisions/0074-backup-and-restore.md). PostgreSQL only: an embedded database cannot be
// written by another connection while it is read (vitest.config.ts, postgresOnlyTests).
describe('backup while the server runs', () => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-backup-moment-'));
    t = await createTestApp();
    await t.signUp({ email: 'first@example.com' });
    await t.signUp({ email: 'second@example.com' });
  }, 120_000);

  afterAll(async () => {
    await t?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up one moment of a server that another connection writes to meanwhile', async () => {
    const db = t.database.handle.db;
    const count = async (table: PgTable) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    const [users, profiles] = [await count(schema.user), await count(schema.profile)];
    const file = path.join(folder, 'moment.seatscope.gz');
    let wrote = false;
    // Once the backup has read `user`, a user and their profile are added and committed before
    // it reads `profile`: the file must hold neither.
    await writeBackup(t.database.handle, file, undefined, async (table) => {
      if (table !== 'user') return;
      await db.transaction(async (tx) => {
        await tx
          .insert(schema.user)
          .values({ id: 'late', name: 'Late', email: 'late@example.com' });
        await tx.insert(schema.profile).values({ userId: 'late', email: 'late@example.com' });
      });
      wrote = true;
    });
    expect(wrote).toBe(true);
    expect([await count(schema.user), await count(schema.profile)]).toEqual([
      users + 1,
      profiles + 1,
    ]);
    const [first = '', ...rows] = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0);
    const header = JSON.parse(first) as BackupHeader;
    const counted = (name: string) => header.tables.find((table) => table.name === name)?.rows;
    expect([counted('user'), counted('profile')]).toEqual([users, profiles]);
    expect(rows.some((line) => line.includes('late@example.com'))).toBe(false);
  });
});
