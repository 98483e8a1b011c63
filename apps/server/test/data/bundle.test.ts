import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/common/logger';
import { buildConfig, parseEnv } from '../../src/config/env';
import {
  BUNDLE_DIR,
  dumpDataTables,
  importBundleSources,
  readBundleManifest,
  readBundleTable,
} from '../../src/data/bundle';
import { databaseIsEmpty, seedDemoData, RealDataPresentError } from '../../src/data/demo/seed';
import { prepareDatabase } from '../../src/data/prepare';
import { rowsOf } from '../../src/data/sql-batch';
import { institute } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { sharedDataDir } from '../helpers/shared-data';

// The snapshot in data/bundle must be what the importers make of the source files today, and a
// first start must load exactly that (docs/decisions/0033-real-data-bundle.md).

/** The first line where two tables differ, or null: a readable failure for 300,000 lines. */
function firstDifference(actual: readonly string[], expected: readonly string[]) {
  const length = Math.max(actual.length, expected.length);
  for (let index = 0; index < length; index += 1) {
    if (actual[index] !== expected[index]) {
      return { line: index, actual: actual[index] ?? null, expected: expected[index] ?? null };
    }
  }
  return null;
}

function withoutRunTimes(line: string): string {
  const row = JSON.parse(line) as Record<string, unknown>;
  delete row.started_at;
  delete row.finished_at;
  return JSON.stringify(row);
}

const config = (firstStartData: string) =>
  buildConfig(
    parseEnv({
      FIRST_START_DATA: firstStartData,
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
    }),
  );

describe('the real-data bundle', () => {
  let imported: TestDatabase;
  let started: TestDatabase;

  beforeAll(async () => {
    imported = await createTestDatabase({ statementTimeoutMs: 1_200_000 });
    await importBundleSources(imported.handle.db, sharedDataDir);
    started = await createTestDatabase({ statementTimeoutMs: 1_200_000 });
    // A user exists before the first start: the data is loaded all the same.
    await started.handle.db.execute(
      sql`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
        VALUES ('early-user', 'Early User', 'early@example.com', true, now(), now())`,
    );
    await prepareDatabase(started.handle, config('bundle'), createLogger('silent'));
  }, 1_800_000);
  afterAll(async () => {
    await imported?.dispose();
    await started?.dispose();
  });

  it('holds, table by table and row by row, what the importers make of the source files', async () => {
    const fresh = await dumpDataTables(imported.handle.db, { withRunTimes: false });
    const manifest = await readBundleManifest();
    expect(Object.keys(manifest.tables).sort()).toEqual([...fresh.keys()].sort());
    for (const [table, lines] of fresh) {
      const stored = await readBundleTable(BUNDLE_DIR, table);
      // Import times aside, compared as the same JSON text on both sides.
      const [actual, comparable] =
        table === 'import_run'
          ? [lines.map(withoutRunTimes), stored.map(withoutRunTimes)]
          : [lines, stored];
      expect({ table, difference: firstDifference(actual, comparable) }).toEqual({
        table,
        difference: null,
      });
      expect(manifest.tables[table]).toBe(lines.length);
    }
    expect(manifest.tables.allotment).toBeGreaterThan(300_000);
  });

  it('is what a first start loads, whether or not users exist', async () => {
    const loaded = await dumpDataTables(started.handle.db, { withRunTimes: true });
    for (const [table, lines] of loaded) {
      const stored = await readBundleTable(BUNDLE_DIR, table);
      expect({ table, difference: firstDifference(lines, stored) }).toEqual({
        table,
        difference: null,
      });
    }
  });

  it('leaves the database as it is on the next start, and new rows take new ids', async () => {
    const count = async () =>
      Number(
        rowsOf<{ rows: string }>(
          await started.handle.db.execute(sql`SELECT count(*) AS rows FROM allotment`),
        )[0]?.rows,
      );
    const before = await count();
    await prepareDatabase(started.handle, config('bundle'), createLogger('silent'));
    expect(await count()).toBe(before);
    const [created] = await started.handle.db
      .insert(institute)
      .values({ name: 'A New Institute', nameKey: 'anewinstitute' })
      .returning({ id: institute.id });
    const [highest] = rowsOf<{ id: number }>(
      await started.handle.db.execute(
        sql`SELECT max(id) AS id FROM institute WHERE name <> 'A New Institute'`,
      ),
    );
    expect(created?.id).toBeGreaterThan(Number(highest?.id));
  });

  it('is never mixed with generated data', async () => {
    expect(await databaseIsEmpty(started.handle.db)).toBe(false);
    await expect(seedDemoData(started.handle.db, { allotments: 2000 })).rejects.toBeInstanceOf(
      RealDataPresentError,
    );
    const [demo] = rowsOf<{ rows: string }>(
      await started.handle.db.execute(sql`SELECT count(*) AS rows FROM counselling WHERE is_demo`),
    );
    expect(Number(demo?.rows)).toBe(0);
  });
});
