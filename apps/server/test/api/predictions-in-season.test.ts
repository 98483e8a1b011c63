import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PredictionAccuracy, PredictionPage } from '@seatscope/shared';
import { setYearComplete } from '../../src/data/completed-years';
import { runImport } from '../../src/data/import-runner';
import { loadCounsellingOptions } from '../../src/domain/predictions/options';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import { sharedData } from '../helpers/shared-data';

// Rank DeepScan during a counselling: Telangana's 2022 lists whole and, of 2023, only Phase 1
// (both quotas), as an operator would have imported them the day Phase 1 was published
// (docs/decisions/0073-in-season-forecasts.md).
const C = 'telangana-neet-pg';
const RANK = 20_000;

describe('Rank DeepScan in the season', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { statementTimeoutMs: 600_000 });
    const file = (name: string) => sharedData('telangana-neet-pg-allotments', name);
    await runImport(t.database.handle.db, 'telangana-allotments', [
      ...['cq-p1', 'cq-p2', 'cq-p3', 'cq-p5', 'mq-p1', 'mq-p2', 'mq-p3', 'mq-stray'].map((name) =>
        file(`2022-${name}.json`),
      ),
      file('2023-cq-p1.json'),
      file('2023-mq-p1.json'),
    ]);
    user = await t.signUp();
    await grantPackage(t.database.handle.db, user.userId);
  }, 600_000);
  afterAll(() => t.dispose());

  async function predictions(params: string) {
    const response = await t.request(
      `/api/predictions?counselling=${C}&rank=${RANK}&category=Open&pageSize=500&${params}`,
      { headers: { cookie: user.cookie } },
    );
    return { status: response.status, body: (await response.json()) as PredictionPage };
  }

  /** Each option's Phase 1 closing rank of 2023, by the row's key. */
  async function phaseOne() {
    const { options } = await loadCounsellingOptions(t.database.handle.db, C);
    const closing = new Map<string, number>();
    for (const option of options) {
      const cell = option.cells.find((c) => c.year === 2023 && c.round === 1);
      if (cell && option.category === 'Open') {
        closing.set(
          `${option.instituteId}/${option.courseId}/${option.quotaName}`,
          cell.closingRank,
        );
      }
    }
    return closing;
  }

  it('forecasts the year under way by default, with Phase 1 as published fact', async () => {
    const { status, body } = await predictions('');
    expect(status).toBe(200);
    expect(body.targetYear).toBe(2023);
    expect(body.basedOnYears).toEqual([2022]);
    expect(body.knownRounds.map((round) => round.round)).toEqual([1]);
    expect(body.updatedWith).toEqual({ round: 1, list: 'held', roundLabel: 'Phase 1' });
    const published = await phaseOne();
    let checked = 0;
    for (const row of body.rows) {
      const phase = row.rounds.find((round) => round.round === 1);
      if (!phase) continue;
      expect(phase.published).toBe(true);
      expect(phase.probability).toBeNull();
      expect(phase.closingRank).toBe(
        published.get(`${row.instituteId}/${row.courseId}/${row.quotaName}`) ?? null,
      );
      // Phase 1 of 2023 is evidence now: the newest closing rank the row shows.
      const phaseOneCell = row.history.find((cell) => cell.year === 2023);
      expect(phaseOneCell?.closingRank ?? null).toBe(phase.closingRank);
      expect(row.history.every((cell) => cell.year < 2023 || cell.round === 1)).toBe(true);
      for (const later of row.rounds.filter((round) => round.round > 1)) {
        expect(later.published).toBe(false);
        expect(later.closingRank).toBeNull();
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("gives an option whose Phase 1 closed far beyond the rank a near-certain chance, as Phase 1's figures say", async () => {
    const published = await phaseOne();
    const { body: during } = await predictions('');
    const { body: before } = await predictions('knownRounds=0');
    const chance = (page: PredictionPage) =>
      new Map(
        page.rows.map((row) => [
          `${row.instituteId}/${row.courseId}/${row.quotaName}`,
          row.probability,
        ]),
      );
    const [duringChance, beforeChance] = [chance(during), chance(before)];
    const wellBeyond = [...published].filter(([, closing]) => closing >= 3 * RANK);
    expect(wellBeyond.length).toBeGreaterThan(10);
    const likely = wellBeyond.filter(([key]) => (duringChance.get(key) ?? 0) >= 0.8);
    expect(likely.length).toBeGreaterThanOrEqual(0.9 * wellBeyond.length);
    // Before the counselling the same options were less certain: Phase 1 is what moved them.
    const sure = (map: Map<string, number>) =>
      wellBeyond.filter(([key]) => (map.get(key) ?? 0) >= 0.8).length;
    expect(sure(duringChance)).toBeGreaterThan(sure(beforeChance));
  });

  it('measures its accuracy on complete years only, never on the year under way', async () => {
    const response = await t.request(`/api/predictions/accuracy?counselling=${C}`, {
      headers: { cookie: user.cookie },
    });
    const body = (await response.json()) as PredictionAccuracy;
    expect(response.status).toBe(200);
    expect(body.measured).toBe(false);
    expect(body.targetYear).toBe(2022);
    expect(body.note).toBe(
      'Only 2022 is complete in the data (2023 is under way): the predictions cannot be tested until an earlier year is added.',
    );
  });

  it('forecasts as before the counselling with knownRounds=0, and refuses a round that is not one', async () => {
    const { body } = await predictions('knownRounds=0');
    expect(body.targetYear).toBe(2023);
    expect(body.knownRounds).toEqual([]);
    expect(body.updatedWith).toBeNull();
    for (const row of body.rows) {
      for (const round of row.rounds) expect(round.published).toBe(false);
    }
    expect(body.rows.some((row) => row.rounds.some((round) => round.probability !== null))).toBe(
      true,
    );
    for (const bad of ['knownRounds=one', 'knownRounds=21', 'knownRounds=-1']) {
      const refused = await predictions(bad);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('knownRounds');
    }
  });

  it('forecasts the next year once an admin marks the year complete, and this one again when reopened', async () => {
    const db = t.database.handle.db;
    await setYearComplete(db, C, 2023, true);
    const complete = await predictions('');
    expect(complete.body.targetYear).toBe(2024);
    expect(complete.body.basedOnYears).toEqual([2022, 2023]);
    expect(complete.body.knownRounds).toEqual([]);
    await setYearComplete(db, C, 2023, false);
    const reopened = await predictions('');
    expect(reopened.body.targetYear).toBe(2023);
    expect(reopened.body.knownRounds.map((round) => round.round)).toEqual([1]);
    await expect(setYearComplete(db, C, 2031, true)).rejects.toThrow('no rounds of 2031');
  });
});
