import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePurchaseResponse } from '@seatscope/shared';
import {
  BACKUP_FORMAT,
  BackupError,
  LEFT_OUT_OF_BACKUPS,
  appliedMigration,
  restoreBackup,
  writeBackup,
  type BackupHeader,
} from '../../src/data/backup';
import { setYearComplete } from '../../src/data/completed-years';
import { runImport } from '../../src/data/import-runner';
import { rowsOf } from '../../src/data/sql-batch';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { codeMigrations } from '../../src/db/migrations';
import * as schema from '../../src/db/schema';
import { warmPredictions } from '../../src/domain/predictions';
import { addUpdate } from '../../src/domain/updates';
import { createTestApp, type TestApp } from '../helpers/app';
import { CHOICE_COUNSELLING, insertChoiceFixture } from '../helpers/choice-list-fixture';
import { grantAdmin } from '../helpers/data-fixture';
import { readMccRows, writeImportFile } from '../helpers/mcc-file';
import { onTestServer, testServerUrl } from '../helpers/postgres-template';
import { postJson } from '../helpers/requests';

// npm run admin -- backup / restore (docs/decisions/0074-backup-and-restore.md): everything in
// the database in one file that restores on either engine.

/** Every table the Drizzle schema declares. */
const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

/** Every row of every table but those backups leave out, as PostgreSQL's JSON, in UTC. */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const tables: Record<string, string[]> = {};
    for (const table of schemaTables) {
      if (table in LEFT_OUT_OF_BACKUPS) continue;
      const result = await tx.execute(
        sql`SELECT to_jsonb(t)::text AS line FROM ${sql.identifier(table)} t ORDER BY 1`,
      );
      tables[table] = rowsOf<{ line: string }>(result).map((row) => row.line);
    }
    return tables;
  });
}

/** A backup's header and its row lines. */
async function readBackupFile(file: string): Promise<{ header: BackupHeader; rows: string[] }> {
  const [first = '', ...rows] = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0);
  return { header: JSON.parse(first) as BackupHeader, rows };
}

const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe('backup and restore', { timeout: 300_000 }, () => {
  let t: TestApp;
  let folder: string;
  const opened: DatabaseHandle[] = [];
  const serverDatabases: string[] = [];

  /** A new, empty database that nothing has migrated: a data folder, or one on the server. */
  async function emptyDatabase(engine: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
    let handle: DatabaseHandle;
    if (engine === 'pglite') {
      const pgliteDir = await mkdtemp(path.join(folder, 'pglite-'));
      handle = await openDatabase({ pgliteDir, statementTimeoutMs: 30_000 });
    } else {
      const name = `seatscope_backup_${randomBytes(6).toString('hex')}`;
      await onTestServer(`CREATE DATABASE ${name}`);
      serverDatabases.push(name);
      handle = await openDatabase({
        url: testServerUrl(name).toString(),
        statementTimeoutMs: 30_000,
      });
    }
    opened.push(handle);
    return handle;
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'seatscope-backup-'));
    t = await createTestApp();
    const db = t.database.handle.db;
    // Users with sessions, an admin, a purchase paid, a choice list, imported data, an update.
    const buyer = await t.signUp({ email: 'buyer@example.com' });
    const admin = await t.signUp({ email: 'admin@example.com' });
    await t.signUp({ email: 'reader@example.com' });
    await grantAdmin(db, admin.userId);
    const purchase = await postJson(t, '/api/purchases', buyer, { packageId: 'pg' });
    const { id } = ((await purchase.json()) as CreatePurchaseResponse).purchase;
    expect((await postJson(t, `/api/purchases/${id}/simulate-success`, buyer)).status).toBe(200);
    const rows = (await readMccRows('2023-stray.json')).slice(0, 300);
    await runImport(db, 'mcc-allotments', [
      await writeImportFile(folder, '2023-round-2.json', rows),
    ]);
    const fixture = await insertChoiceFixture(db);
    const choices = await t.request(`/api/choice-lists/${CHOICE_COUNSELLING}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie },
      body: JSON.stringify({ options: fixture.keys.slice(0, 3) }),
    });
    expect(choices.status).toBe(200);
    await setYearComplete(db, 'mcc-neet-pg', 2023, true);
    // A DeepScan fit stored, which backups leave out (derived).
    const scan = await t.request(
      '/api/predictions?counselling=mcc-neet-pg&rank=1000&category=Open',
      { headers: { cookie: buyer.cookie } },
    );
    expect(scan.status).toBe(200);
    expect(await warmPredictions(db, 'mcc-neet-pg')).toBe('fitted');
    await addUpdate(db, { type: 'Results', title: 'Round 2 results', body: 'Out today.' });
    await db.insert(schema.paymentEvent).values({
      provider: 'razorpay',
      eventKey: 'payment.captured:pay_1',
      type: 'payment.captured',
      providerPaymentId: 'pay_1',
    });
    await db.insert(schema.paymentIncident).values({
      provider: 'razorpay',
      providerPaymentId: 'pay_1',
      userId: buyer.userId,
      packageId: 'pg',
      amountPaise: 176_882,
      currency: 'INR',
      reason: 'already_paid',
      action: 'refunded',
    });
    // Rows of the tables no step above writes, so that every table crosses the round trip.
    await db.insert(schema.verification).values({
      id: 'v1',
      identifier: 'reset-password:token',
      value: buyer.userId,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    const [university] = await db
      .insert(schema.university)
      .values({ name: 'Kerala University of Health Sciences', nameKey: 'kuhs', state: 'Kerala' })
      .returning();
    const [run] = await db.select().from(schema.importRun).limit(1);
    const [seat] = await db.select().from(schema.allotment).limit(1);
    if (!university || !run || !seat) throw new Error('the import wrote nothing');
    await db.insert(schema.listedClosingRank).values({
      counsellingId: seat.counsellingId,
      year: seat.year,
      round: seat.round,
      instituteId: seat.instituteId,
      courseId: seat.courseId,
      quota: seat.quota,
      allottedCategory: seat.allottedCategory,
      closingAiRank: 12_345,
      list: 'derived-list',
      importRunId: run.id,
      sourceRow: 2,
    });
    await db.insert(schema.rateLimit).values({
      id: 'r1',
      key: 'backup-test/sign-in/email',
      count: 2,
      lastRequest: 1_800_000_000_000,
    });
    await db.insert(schema.notification).values({
      userId: buyer.userId,
      counsellingId: seat.counsellingId,
      year: seat.year,
      round: seat.round,
      title: 'MCC NEET PG 2023 Round 2 results are in',
      body: 'Your list has options with a closing rank in it.',
      mailPending: false,
    });
    await db.insert(schema.closingRankReview).values({
      counsellingId: seat.counsellingId,
      year: seat.year,
      round: seat.round,
      instituteId: seat.instituteId,
      courseId: seat.courseId,
      quota: seat.quota,
      allottedCategory: seat.allottedCategory,
      rankType: 'ai',
      value: 12_345,
      verdict: 'confirmed',
      reviewedBy: 'operator',
      reason: 'Checked against the published list.',
    });
  }, 300_000);

  afterAll(async () => {
    for (const handle of opened) await handle.close();
    await t?.dispose();
    for (const name of serverDatabases) {
      await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await rm(folder, { recursive: true, force: true });
  });

  it(`restores on ${onServer ? 'the other engine' : 'a new data folder'} and back, every row the same`, async () => {
    const source = t.database.handle;
    // With a server, the round trip crosses engines: PGlite -> PostgreSQL -> PGlite, or back.
    const other = onServer ? (source.kind === 'pglite' ? 'postgres' : 'pglite') : source.kind;
    const original = await everyRow(source.db);
    const first = path.join(folder, 'first.seatscope.gz');
    const written = await writeBackup(source, first);
    expect((await stat(first)).mode & 0o777).toBe(0o600);

    // Every table of the schema is in the file, or left out on purpose.
    expect(
      [
        ...written.header.tables.map((table) => table.name),
        ...Object.keys(LEFT_OUT_OF_BACKUPS),
      ].sort(),
    ).toEqual(schemaTables);
    expect(written.header.migration).toEqual(codeMigrations().at(-1));
    expect(written.rows).toBeGreaterThan(300);
    const empty = Object.entries(original).filter(([, lines]) => lines.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);

    const middle = await emptyDatabase(other);
    const restored = await restoreBackup(middle, first);
    expect(restored.rows).toBe(written.rows);
    expect(await everyRow(middle.db)).toEqual(original);
    // The stored DeepScan fit stayed behind: the restored server fits again.
    const storedFits = async (db: Database) =>
      Number(
        rowsOf<{ fits: number }>(
          await db.execute(sql`SELECT count(*)::int AS fits FROM deepscan_fit`),
        )[0]?.fits,
      );
    expect(await storedFits(source.db)).toBe(1);
    expect(await storedFits(middle.db)).toBe(0);

    const second = path.join(folder, 'second.seatscope.gz');
    await writeBackup(middle, second);
    const [a, b] = [await readBackupFile(first), await readBackupFile(second)];
    expect(b.header.tables).toEqual(a.header.tables);
    expect(b.rows).toEqual(a.rows);

    const last = await emptyDatabase(source.kind);
    await restoreBackup(last, second);
    expect(await everyRow(last.db)).toEqual(original);
    expect(await appliedMigration(last.db)).toEqual(codeMigrations().at(-1));

    // Sequences moved past the restored ids: the next row takes a new one.
    const ids = original.update?.map((line) => (JSON.parse(line) as { id: number }).id) ?? [];
    const added = await addUpdate(last.db, { type: 'Update', title: 'After', body: 'Restored.' });
    expect(added.id).toBeGreaterThan(Math.max(...ids));
  });

  it('refuses a database that holds users or data, and changes nothing', async () => {
    const file = path.join(folder, 'refused.seatscope.gz');
    await writeBackup(t.database.handle, file);
    const before = await everyRow(t.database.handle.db);
    await expect(restoreBackup(t.database.handle, file)).rejects.toThrow(
      /Nothing was restored: the database is not empty \(.*\buser\b.*hold rows\)/,
    );
    expect(await everyRow(t.database.handle.db)).toEqual(before);
  });

  it('refuses a backup made by a newer SeatScope, or a file that is none, changing nothing', async () => {
    const newest = codeMigrations().at(-1);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      migration: { tag: '9999_from_the_future', when: (newest?.when ?? 0) + 1 },
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      tables: [],
    };
    const future = path.join(folder, 'future.seatscope.gz');
    await writeFile(future, gzipSync(`${JSON.stringify(header)}\n`));
    // Both are refused before the target is looked at, so the test app's own database serves.
    const target = t.database.handle;
    const before = await everyRow(target.db);
    await expect(restoreBackup(target, future)).rejects.toThrow(
      /made by a newer SeatScope .*9999_from_the_future.*up to 0\d+_/,
    );
    const notGzip = path.join(folder, 'notes.txt');
    await writeFile(notGzip, 'not a backup\n');
    await expect(restoreBackup(target, notGzip)).rejects.toBeInstanceOf(BackupError);
    expect(await everyRow(target.db)).toEqual(before);
    expect(await appliedMigration(target.db)).toEqual(newest);
  });

  // Its databases are embedded ones of its own, whichever engine the project tests.
  it('restores a backup of an older migration, then migrates it forward', async () => {
    const migrations = codeMigrations();
    const older = migrations.at(-2);
    if (!older) throw new Error('no older migration');
    const source = await openDatabase({ statementTimeoutMs: 30_000 });
    opened.push(source);
    await source.migrate(older.tag);
    await source.db.insert(schema.user).values({ id: 'u1', name: 'Asha', email: 'a@example.com' });
    await source.db
      .insert(schema.counselling)
      .values({ id: 'old-pg', name: 'Old PG', level: 'PG', type: 'State' });
    const file = path.join(folder, 'older.seatscope.gz');
    const written = await writeBackup(source, file);
    expect(written.header.migration).toEqual(older);

    const target = await openDatabase({ statementTimeoutMs: 30_000 });
    opened.push(target);
    const restored = await restoreBackup(target, file);
    expect(restored.migratedTo).toEqual(migrations.at(-1));
    expect(await appliedMigration(target.db)).toEqual(migrations.at(-1));
    const users = await target.db.select().from(schema.user);
    expect(users.map((user) => user.email)).toEqual(['a@example.com']);
  });
});
