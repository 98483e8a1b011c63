import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllotmentPage, PredictionPage } from '@seatscope/shared';
import { createLogger } from '../../src/common/logger';
import { selectRows } from '../../src/db/rows';
import { dataVersion } from '../../src/domain/data-screens';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import {
  FIXTURE_COUNSELLING,
  deriveClosingRanks,
  grantPackage,
  insertDataFixture,
} from '../helpers/data-fixture';

// The warmer fills the read caches at start and after every change a commit announces
// (docs/decisions/0044-throughput.md). What a visitor must see: after a change is warm, every
// screen answers with the changed data, never with what was warmed before it.
interface LogRecord {
  msg?: string;
  dataVersion?: string;
  from?: string;
}

/** A logger that keeps what it was given, and lets a test wait for a record it expects. */
function recordingLogger() {
  const records: LogRecord[] = [];
  const waiters: { matches: (record: LogRecord) => boolean; resolve: () => void }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const record = JSON.parse(line) as LogRecord;
        records.push(record);
        for (const waiter of waiters.filter((w) => w.matches(record))) waiter.resolve();
      }
      done();
    },
  });
  return {
    logger: createLogger('info', destination),
    records,
    /** Resolves once a record matching `matches` has been logged (or already was). */
    until(matches: (record: LogRecord) => boolean): Promise<void> {
      if (records.some(matches)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}

const warmed = (version: string) => (record: LogRecord) =>
  record.msg === 'read caches warm' && record.dataVersion === version;

describe('the read-cache warmer', () => {
  let t: TestApp;
  let paidUser: TestUser;
  const log = recordingLogger();
  const page = `/api/allotments?counselling=${FIXTURE_COUNSELLING}`;
  const prediction = `/api/predictions?counselling=${FIXTURE_COUNSELLING}&rank=1000&category=Open`;

  const get = async <T>(path: string) => {
    const response = await t.request(path, { headers: { cookie: paidUser.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const currentVersion = () => dataVersion(t.database.handle.db);

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { statementTimeoutMs: 600_000 },
      {
        warmCaches: true,
        logger: log.logger,
      },
    );
    await insertDataFixture(t.database.handle.db);
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  });
  afterAll(() => t.dispose());

  it('warms the data as it is once the changes it was told of have settled', async () => {
    await t.dataWarmer?.untilWarm();
    const version = await currentVersion();
    expect(log.records.some(warmed(version))).toBe(true);
    // DeepScan is warmed with the screens, and says where its table came from.
    expect(
      log.records.some(
        (record) =>
          record.msg === 'DeepScan warm' &&
          record.dataVersion === version &&
          record.from === 'fitted',
      ),
    ).toBe(true);
    expect(log.records.filter((record) => record.msg === 'warming the read caches failed')).toEqual(
      [],
    );
  });

  it('after a change any connection commits, warms the new data and answers with it', async () => {
    const db = t.database.handle.db;
    const [newest] = await selectRows(
      db,
      sql`select max(year) as "year" from allotment where counselling_id = ${FIXTURE_COUNSELLING}`,
    );
    const latest = Number(newest?.year);
    const before = await get<AllotmentPage>(`${page}&year=${latest}`);
    const beforePrediction = await get<PredictionPage>(prediction);

    // Another process's import: the commit notifies every server, this one included.
    await db.execute(
      sql`delete from allotment where counselling_id = ${FIXTURE_COUNSELLING} and year = ${latest}`,
    );
    await deriveClosingRanks(db);
    const changed = await currentVersion();
    await log.until(warmed(changed));

    expect(before.total).toBeGreaterThan(0);
    expect((await get<AllotmentPage>(`${page}&year=${latest}`)).total).toBe(0);
    // The DeepScan model was fitted again: the deleted year is gone from what it is based on.
    const afterPrediction = await get<PredictionPage>(prediction);
    expect(beforePrediction.basedOnYears).toContain(latest);
    expect(afterPrediction.basedOnYears).not.toContain(latest);
  });

  it('after several changes in a row, ends with the newest data warm', async () => {
    const db = t.database.handle.db;
    for (let change = 0; change < 3; change += 1) {
      await db.execute(sql`update allotment set ai_rank = ai_rank
        where id = (select min(id) from allotment where counselling_id = ${FIXTURE_COUNSELLING})`);
    }
    const newest = await currentVersion();
    await log.until(warmed(newest));
    await t.dataWarmer?.untilWarm();
    const warms = log.records.filter((record) => record.msg === 'read caches warm');
    expect(warms.at(-1)?.dataVersion).toBe(await currentVersion());
  });
});
