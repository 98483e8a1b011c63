import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, parseEnv } from '../../src/config/env';
import { prepareDatabase } from '../../src/data/prepare';
import { createLogger } from '../../src/common/logger';
import { allotment, closingRank, counselling, institute } from '../../src/db/schema';
import { rowsOf } from '../../src/data/sql-batch';
import {
  databaseIsEmpty,
  RealDataPresentError,
  removeDemoData,
  seedDemoData,
} from '../../src/data/demo/seed';
import { runImport } from '../../src/data/import-runner';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { sharedData } from '../helpers/shared-data';
import { allotmentFeeCopies, financialRowCopies } from '../helpers/fee-copy';

const SCALE = 12_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ statementTimeoutMs: 600_000 });
  await seedDemoData(database.handle.db, { allotments: SCALE });
}, 600_000);
afterAll(async () => {
  await database.dispose();
});

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.handle.db.execute(text));
}

describe('demo data', () => {
  it('loads the default of 80,800 allotments on first start', () => {
    expect(parseEnv({}).DEMO_SCALE).toBe(80_800);
  });

  it('generates exactly the requested allotments, marked as demo data', async () => {
    const [rows] = await database.handle.db.select({ value: count() }).from(allotment);
    expect(rows?.value).toBe(SCALE);
    const counsellings = await database.handle.db
      .select({
        id: counselling.id,
        level: counselling.level,
        type: counselling.type,
        state: counselling.state,
        isDemo: counselling.isDemo,
      })
      .from(counselling);
    expect(counsellings.every((row) => row.isDemo)).toBe(true);
    expect(new Set(counsellings.map((row) => row.level))).toEqual(new Set(['PG', 'UG']));
    expect(new Set(counsellings.map((row) => row.type))).toEqual(
      new Set(['All India', 'Deemed', 'AFMS', 'State']),
    );
    expect(
      new Set(counsellings.filter((row) => row.type === 'State').map((row) => row.state)).size,
    ).toBeGreaterThanOrEqual(3);
    const [institutes] = await database.handle.db
      .select({ value: count() })
      .from(institute)
      .where(eq(institute.isDemo, true));
    expect(institutes?.value).toBeGreaterThanOrEqual(600);
  });

  it("writes each allotment with its seat's fee", async () => {
    const copies = await allotmentFeeCopies(database.handle.db);
    expect(copies).toEqual({ stale: 0, withFee: SCALE });
  });

  it("writes Financials & Bonds' rows from its fee rows", async () => {
    const rows = await financialRowCopies(database.handle.db);
    expect(rows.stale).toBe(0);
    expect(rows.rows).toBeGreaterThan(100);
  });

  it('covers three years, rounds 1-3 and stray, quotas and PwD categories', async () => {
    const rounds = await query<{ year: number; round: number }>(
      sql`SELECT DISTINCT year, round FROM counselling_round WHERE counselling_id = 'demo-mcc-neet-pg' ORDER BY 1, 2`,
    );
    expect(rounds.map((row) => `${row.year}/${row.round}`)).toEqual([
      '2023/1',
      '2023/2',
      '2023/3',
      '2023/10',
      '2024/1',
      '2024/2',
      '2024/3',
      '2024/10',
      '2025/1',
      '2025/2',
      '2025/3',
      '2025/10',
    ]);
    const categories = await query<{ allotted_category: string }>(
      sql`SELECT DISTINCT allotted_category FROM allotment`,
    );
    expect(categories.map((row) => row.allotted_category)).toEqual(
      expect.arrayContaining(['Open', 'OBC PwD', 'SC PwD']),
    );
    const [quotas] = await query<{ quotas: string }>(
      sql`SELECT count(DISTINCT quota) AS quotas FROM allotment`,
    );
    expect(Number(quotas?.quotas)).toBeGreaterThanOrEqual(8);
  });

  it('makes closing ranks rise across rounds', async () => {
    const rows = await query<{ round: number; closing: string }>(sql`
      SELECT round, avg(closing_ai_rank) AS closing FROM closing_rank
      WHERE counselling_id = 'demo-mcc-neet-pg' AND year = 2024 GROUP BY round ORDER BY round`);
    const averages = rows.map((row) => Number(row.closing));
    expect(averages).toHaveLength(4);
    expect([...averages].sort((a, b) => a - b)).toEqual(averages);
  });

  it('gives institutes fees, stipends and bonds', async () => {
    const [fees] = await query<{ rows: string; bonded: string; stipends: string }>(sql`
      SELECT count(*) AS rows, count(*) FILTER (WHERE bond_years > 0) AS bonded,
        count(stipend_year_1) AS stipends FROM fee`);
    expect(Number(fees?.rows)).toBeGreaterThan(0);
    expect(Number(fees?.bonded)).toBeGreaterThan(0);
    expect(Number(fees?.stipends)).toBeGreaterThan(0);
  });

  it('is the same data on every run', async () => {
    const checksum = () =>
      query<{ sum: string }>(
        sql`SELECT sum(ai_rank::bigint * (year - 2000) + round) AS sum FROM allotment`,
      );
    const before = await checksum();
    await seedDemoData(database.handle.db, { allotments: SCALE });
    expect(await checksum()).toEqual(before);
  });

  it('gives way to a real import, which removes it in the same transaction', async () => {
    const summary = await runImport(database.handle.db, 'mcc-allotments', [
      sharedData('mcc-neet-pg-allotments', '2023-stray.json'),
    ]);
    expect(summary.rowsImported).toBe(2858);
    const remaining = await database.handle.db
      .select({ id: counselling.id, isDemo: counselling.isDemo })
      .from(counselling);
    expect(remaining).toEqual([{ id: 'mcc-neet-pg', isDemo: false }]);
    const [rows] = await database.handle.db.select({ value: count() }).from(allotment);
    expect(rows?.value).toBe(2858);
    const [demoInstitutes] = await database.handle.db
      .select({ value: count() })
      .from(institute)
      .where(eq(institute.isDemo, true));
    expect(demoInstitutes?.value).toBe(0);
    const [demoFees] = await query<{ value: string }>(
      sql`SELECT count(*) AS value FROM fee WHERE counselling_id LIKE 'demo-%'`,
    );
    expect(Number(demoFees?.value)).toBe(0);
    // The stray round's file states no fees: no Financials & Bonds row is left.
    expect(await financialRowCopies(database.handle.db)).toEqual({ stale: 0, rows: 0 });
    expect(
      await database.handle.db
        .select({ value: count() })
        .from(closingRank)
        .where(eq(closingRank.counsellingId, 'demo-mcc-neet-pg')),
    ).toEqual([{ value: 0 }]);
    // Nor is demo data generated beside real data; nothing changes.
    await expect(seedDemoData(database.handle.db, { allotments: SCALE })).rejects.toBeInstanceOf(
      RealDataPresentError,
    );
    const [after] = await database.handle.db.select({ value: count() }).from(allotment);
    expect(after?.value).toBe(2858);
    expect(await removeDemoData(database.handle.db)).toBe(0);
    expect(await databaseIsEmpty(database.handle.db)).toBe(false);
  });
});

describe('demo data removed', () => {
  it("takes its Financials & Bonds' rows with it", async () => {
    const own = await createTestDatabase({ statementTimeoutMs: 600_000 });
    try {
      await seedDemoData(own.handle.db, { allotments: 2_000 });
      expect((await financialRowCopies(own.handle.db)).rows).toBeGreaterThan(0);
      expect(await removeDemoData(own.handle.db)).toBeGreaterThan(0);
      expect(await financialRowCopies(own.handle.db)).toEqual({ stale: 0, rows: 0 });
    } finally {
      await own.dispose();
    }
  }, 600_000);
});

describe('first start', () => {
  it('loads demo data into an empty database when FIRST_START_DATA asks, and only into an empty one', async () => {
    const fresh = await createTestDatabase({ statementTimeoutMs: 600_000 });
    try {
      const config = buildConfig(
        parseEnv({
          FIRST_START_DATA: 'demo',
          DEMO_SCALE: '2000',
          BETTER_AUTH_SECRET: 'x'.repeat(32),
          LOG_LEVEL: 'silent',
        }),
      );
      const logger = createLogger('silent');
      // The migrated schema's indexes and foreign keys on allotment, by definition.
      const structure = async () =>
        rowsOf<{ definition: string }>(
          await fresh.handle.db.execute(sql`
            SELECT indexdef AS definition FROM pg_indexes WHERE tablename = 'allotment'
            UNION ALL
            SELECT pg_get_constraintdef(oid) FROM pg_constraint
            WHERE conrelid = 'allotment'::regclass AND contype = 'f'
            ORDER BY 1`),
        ).map((row) => row.definition);
      const migrated = await structure();
      expect(migrated.length).toBeGreaterThan(4);
      expect(await databaseIsEmpty(fresh.handle.db)).toBe(true);
      await prepareDatabase(fresh.handle, config, logger);
      const counted = async () =>
        (await fresh.handle.db.select({ value: count() }).from(allotment))[0]?.value;
      expect(await counted()).toBe(2000);
      // The load into the empty table deferred indexes and foreign keys; all are back.
      expect(await structure()).toEqual(migrated);
      await fresh.handle.db.execute(sql`DELETE FROM allotment WHERE round = 10`);
      const remaining = await counted();
      await prepareDatabase(fresh.handle, config, logger);
      expect(await counted()).toBe(remaining);
    } finally {
      await fresh.dispose();
    }
  }, 600_000);
});
