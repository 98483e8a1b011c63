import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PredictionPage } from '@seatscope/shared';
import { selectRows } from '../../src/db/rows';
import { dataVersion } from '../../src/domain/data-screens';
import { deepScanFitCounts, warmPredictions } from '../../src/domain/predictions';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { reopenTestDatabase } from '../helpers/database';
import {
  FIXTURE_COUNSELLING,
  deriveClosingRanks,
  grantPackage,
  insertDataFixture,
} from '../helpers/data-fixture';

// DeepScan's fits kept per data version (docs/decisions/0089-fits-kept-per-data-version.md): a
// server that starts over a database whose data has not changed answers from the fit a process
// stored, fitting nothing; a fit is never read at another data version, nor by other code.
describe('DeepScan fits kept per data version', () => {
  let t: TestApp;
  let paidUser: TestUser;
  const restarted: TestApp[] = [];
  const prediction = `/api/predictions?counselling=${FIXTURE_COUNSELLING}&rank=1000&category=Open&pageSize=500`;

  const get = async (app: TestApp) => {
    const response = await app.request(prediction, { headers: { cookie: paidUser.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as PredictionPage;
  };
  /** A server started again over the database as it is now. */
  const restart = async () => {
    const app = await createTestApp({}, {}, { database: await reopenTestDatabase(t.database) });
    restarted.push(app);
    return app;
  };
  const storedFits = async (app: TestApp) =>
    selectRows(
      app.database.handle.db,
      sql`select counselling_id as "counselling", data_version::text as "version", format
        from deepscan_fit order by data_version`,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    await insertDataFixture(t.database.handle.db);
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  });
  afterAll(async () => {
    for (const app of restarted) await app.dispose();
    await t.dispose();
  });

  it('after a restart at the same data version, answers from the stored fit without fitting', async () => {
    const db = t.database.handle.db;
    const first = await get(t);
    expect(first.total).toBeGreaterThan(0);
    expect(deepScanFitCounts(db)).toEqual({ fitted: 1, readFromStore: 0 });
    // The warm step waits for the store the request left running.
    expect(await warmPredictions(db, FIXTURE_COUNSELLING)).toBe('fitted');
    const version = await dataVersion(db);
    expect((await storedFits(t)).map((row) => row.version)).toEqual([version]);

    const again = await restart();
    expect(await get(again)).toEqual(first);
    expect(deepScanFitCounts(again.database.handle.db)).toEqual({ fitted: 0, readFromStore: 1 });
    // And the warmer of a restarted server reads it too.
    const warmed = await restart();
    expect(await warmPredictions(warmed.database.handle.db, FIXTURE_COUNSELLING)).toBe(
      'stored fit',
    );
    expect(await get(warmed)).toEqual(first);
  });

  it('after a data change, fits again and stores the new version in place of the old', async () => {
    const db = t.database.handle.db;
    const before = await get(t);
    const [newest] = await selectRows(
      db,
      sql`select max(year) as "year" from allotment where counselling_id = ${FIXTURE_COUNSELLING}`,
    );
    const latest = Number(newest?.year);
    const oldVersion = await dataVersion(db);
    await db.execute(
      sql`delete from allotment where counselling_id = ${FIXTURE_COUNSELLING} and year = ${latest}`,
    );
    await deriveClosingRanks(db);
    const newVersion = await dataVersion(db);
    expect(newVersion).not.toBe(oldVersion);

    // A server started after the change finds no fit of its version: the old one is not read.
    const again = await restart();
    const after = await get(again);
    expect(deepScanFitCounts(again.database.handle.db)).toEqual({ fitted: 1, readFromStore: 0 });
    expect(before.basedOnYears).toContain(latest);
    expect(after.basedOnYears).not.toContain(latest);
    expect(await warmPredictions(again.database.handle.db, FIXTURE_COUNSELLING)).toBe('fitted');
    // The server that ran on meets the new version too: on PostgreSQL it reads the fit the
    // other process stored; on PGlite, whose restart is a copy of the folder, it fits its own.
    // Either way the new version's fit replaces the old one.
    const shared = t.database.handle.kind === 'postgres';
    expect(await get(t)).toEqual(after);
    expect(deepScanFitCounts(db)).toEqual(
      shared ? { fitted: 1, readFromStore: 1 } : { fitted: 2, readFromStore: 0 },
    );
    expect(await warmPredictions(db, FIXTURE_COUNSELLING)).toBe(shared ? 'stored fit' : 'fitted');
    expect((await storedFits(t)).map((row) => row.version)).toEqual([newVersion]);

    const later = await restart();
    expect(await get(later)).toEqual(after);
    expect(deepScanFitCounts(later.database.handle.db)).toEqual({ fitted: 0, readFromStore: 1 });
  });

  it('does not read a fit stored by other code (another format), and fits instead', async () => {
    const expected = await get(t);
    await t.database.handle.db.execute(sql`update deepscan_fit set format = '0.other-code'`);
    const [stored] = await storedFits(t);
    expect(stored?.format).toBe('0.other-code');

    const again = await restart();
    expect(await get(again)).toEqual(expected);
    expect(deepScanFitCounts(again.database.handle.db)).toEqual({ fitted: 1, readFromStore: 0 });
  });
});
