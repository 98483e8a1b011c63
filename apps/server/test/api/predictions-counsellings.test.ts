import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PredictionAccuracy, PredictionPage } from '@seatscope/shared';
import { setYearComplete } from '../../src/data/completed-years';
import { runImport } from '../../src/data/import-runner';
import { runBacktest } from '../../src/domain/predictions/backtest';
import {
  everyCounsellingsEvidence,
  loadCounsellingOptions,
  othersThan,
} from '../../src/domain/predictions/options';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import { sharedData } from '../helpers/shared-data';

// Rank DeepScan and its accuracy beyond MCC NEET PG and Telangana: MCC NEET UG (two years of
// its real files, enough to backtest the later one) and Karnataka NEET PG (one year only, so
// predictions but no measured accuracy).
const UG = 'mcc-neet-ug';
const KEA = 'karnataka-neet-pg';

describe('Rank DeepScan for MCC NEET UG and Karnataka NEET PG', () => {
  let t: TestApp;
  let ugUser: TestUser;
  let pgUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    const db = t.database.handle.db;
    await runImport(db, 'mcc-ug-allotments', [
      sharedData('mcc-neet-ug-allotments', 'mcc_2023_R2.csv'),
      sharedData('mcc-neet-ug-allotments', 'mcc_2023_R3.csv'),
      sharedData('mcc-neet-ug-allotments', 'mcc_2024_R2.csv'),
    ]);
    await runImport(db, 'karnataka-allotments', [sharedData('karnataka-neet-pg-allotments')]);
    ugUser = await t.signUp();
    pgUser = await t.signUp();
    await grantPackage(db, ugUser.userId, null, 'ug');
    await grantPackage(db, pgUser.userId, null, 'pg');
  }, 600_000);
  afterAll(() => t.dispose());

  async function get<T>(path: string, user: TestUser) {
    const response = await t.request(path, { headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A category the counselling's options carry, read from its options. */
  async function someCategory(counsellingId: string) {
    const { options } = await loadCounsellingOptions(t.database.handle.db, counsellingId);
    const counts = new Map<string, number>();
    for (const option of options) {
      const category = option.groups.category;
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!top) throw new Error(`${counsellingId} has no options`);
    return top[0];
  }

  it('predicts MCC NEET UG options from its years and measures the latest year', async () => {
    const category = await someCategory(UG);
    const { status, body } = await get<PredictionPage>(
      `/api/predictions?counselling=${UG}&rank=20000&category=${encodeURIComponent(category)}&pageSize=100`,
      ugUser,
    );
    expect(status).toBe(200);
    // No stray round of 2024 is imported: 2024 is the year under way, forecast from 2023 and
    // its own published Round 2 (docs/decisions/0073-in-season-forecasts.md).
    expect(body.targetYear).toBe(2024);
    expect(body.basedOnYears).toEqual([2023]);
    // One earlier year, and no other counselling with a year pair before 2024 to learn from.
    expect(body.oneEarlierYearNote).toBe(
      'This forecast rests on one earlier year (2023): nothing in the data shows yet how far a whole year moves every closing rank, so its chances are rougher than they look.',
    );
    expect(body.knownRounds.length).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThan(10);
    for (const row of body.rows) {
      expect(row.category).toBe(category);
      expect(row.probability).toBeGreaterThanOrEqual(0);
      expect(row.probability).toBeLessThanOrEqual(1);
    }

    // Measured on complete years only: 2024 is under way until it is marked complete.
    const underWay = await get<PredictionAccuracy>(
      `/api/predictions/accuracy?counselling=${UG}`,
      ugUser,
    );
    expect(underWay.body).toMatchObject({ measured: false, targetYear: 2023 });
    await setYearComplete(t.database.handle.db, UG, 2024, true);
    const accuracy = await get<PredictionAccuracy>(
      `/api/predictions/accuracy?counselling=${UG}`,
      ugUser,
    );
    expect(accuracy.status).toBe(200);
    const db = t.database.handle.db;
    const { options } = await loadCounsellingOptions(db, UG);
    const others = othersThan(
      await everyCounsellingsEvidence(db, (id) => loadCounsellingOptions(db, id)),
      UG,
    );
    const result = runBacktest(options, 2024, 'last regular round', [], others);
    expect(result.forecasts).toBeGreaterThan(0);
    expect(accuracy.body).toMatchObject({
      measured: true,
      targetYear: 2024,
      basedOnYears: [2023],
      forecasts: result.forecasts,
    });
    expect(accuracy.body.ratio).toBeCloseTo(result.ratio, 10);
  });

  it('predicts Karnataka NEET PG options from its one year and says its accuracy cannot be measured', async () => {
    const category = await someCategory(KEA);
    const { status, body } = await get<PredictionPage>(
      `/api/predictions?counselling=${KEA}&rank=20000&category=${encodeURIComponent(category)}&pageSize=100`,
      pgUser,
    );
    expect(status).toBe(200);
    expect(body.targetYear).toBe(2024);
    expect(body.basedOnYears).toEqual([2023]);
    expect(body.total).toBeGreaterThan(10);
    for (const row of body.rows) expect(row.category).toBe(category);

    const accuracy = await get<PredictionAccuracy>(
      `/api/predictions/accuracy?counselling=${KEA}`,
      pgUser,
    );
    expect(accuracy.status).toBe(200);
    expect(accuracy.body.measured).toBe(false);
    expect(accuracy.body.note).toMatch(/Only 2023 is in the data/);
    expect(accuracy.body.ratio).toBeNull();
  });
});
