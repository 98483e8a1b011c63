import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  type ChoiceListOutcome,
  type ChoiceOptionKey,
  type PredictionPage,
} from '@seatscope/shared';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import {
  OUTCOME_COUNSELLING,
  insertOutcomeFixture,
  type OutcomeFixture,
} from '../helpers/outcome-fixture';

// A choice list's outcome (docs/decisions/0079-a-lists-outcome-from-the-shared-shift.md) over a
// small counselling whose 2025 forecasts come from rolling-origin errors with a common shock.
const C = OUTCOME_COUNSELLING;
const LIST = `/api/choice-lists/${C}`;
const RANK = 20_000;

describe('GET /api/choice-lists/{counselling}/outcome', () => {
  let t: TestApp;
  let fixture: OutcomeFixture;
  let paidUser: TestUser;
  let otherPaidUser: TestUser;
  let demoUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await insertOutcomeFixture(t.database.handle.db);
    [paidUser, otherPaidUser, demoUser] = [await t.signUp(), await t.signUp(), await t.signUp()];
    for (const user of [paidUser, otherPaidUser]) {
      await grantPackage(t.database.handle.db, user.userId);
    }
  });
  afterAll(() => t.dispose());

  const send = (method: string, path: string, user: TestUser | null, body?: unknown) =>
    t.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function setList(user: TestUser, options: ChoiceOptionKey[]) {
    const response = await send('PUT', LIST, user, { options });
    expect(response.status).toBe(200);
  }

  async function outcome(user: TestUser, query = `rank=${RANK}&category=Open`) {
    const response = await send('GET', `${LIST}/outcome?${query}`, user);
    expect(response.status).toBe(200);
    return (await response.json()) as ChoiceListOutcome;
  }

  const open = (n: number): ChoiceOptionKey => {
    const key = fixture.open[n];
    if (!key) throw new Error(`no option ${n}`);
    return key;
  };
  const same = (a: ChoiceOptionKey, b: ChoiceOptionKey) =>
    a.instituteId === b.instituteId &&
    a.courseId === b.courseId &&
    a.quotaName === b.quotaName &&
    a.category === b.category;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it("gives each option DeepScan's chance and its share; the shares sum to the chance of any seat", async () => {
    // Institutes 5 to 10, two courses each: closing ranks from about 14,000 to 28,000, so
    // chances from under a quarter to over two thirds at rank 20,000.
    const list = [16, 17, 20, 21, 24, 25, 28, 29, 32, 33, 36, 37].map(open);
    await setList(paidUser, list);
    const answer = await outcome(paidUser);
    expect(answer).toMatchObject({ counselling: C, rank: RANK, category: 'Open', demo: false });
    expect(answer.targetYear).toBe(2025);
    expect(answer.note).toBeNull();
    expect(answer.options.map((o) => ({ ...o, probability: 0, probabilityAllotted: 0 }))).toEqual(
      list.map((key) => ({ ...key, probability: 0, probabilityAllotted: 0 })),
    );
    const scan = await send(
      'GET',
      `/api/predictions?counselling=${C}&rank=${RANK}&category=Open&pageSize=500`,
      paidUser,
    );
    const rows = ((await scan.json()) as PredictionPage).rows;
    const chances = answer.options.map((o) => o.probability ?? -1);
    for (const option of answer.options) {
      expect(option.probability).toBe(rows.find((row) => same(row, option))?.probability);
    }
    expect(Math.min(...chances)).toBeLessThan(0.25);
    expect(Math.max(...chances)).toBeGreaterThan(0.7);
    expect(sum(answer.options.map((o) => o.probabilityAllotted))).toBeCloseTo(answer.anySeat, 12);
    expect(answer.anySeat).toBeGreaterThanOrEqual(Math.max(...chances));
    expect(answer.anySeat).toBeLessThanOrEqual(1);
    // Options that move together: far less than independent chances would promise.
    const independent = 1 - chances.reduce((none, p) => none * (1 - p), 1);
    expect(answer.anySeat).toBeLessThan(independent);

    // Moving an option up never lowers its share.
    for (const from of [3, 7, 11]) {
      const moved = [...list];
      const [key] = moved.splice(from, 1);
      if (!key) continue;
      moved.splice(from - 1, 0, key);
      await setList(paidUser, moved);
      const after = await outcome(paidUser);
      expect(after.options[from - 1]?.probabilityAllotted).toBeGreaterThanOrEqual(
        (answer.options[from]?.probabilityAllotted ?? 0) - 1e-12,
      );
    }
  });

  it('suggests options of the listed courses and states that raise the chance, and adding one does', async () => {
    // Two unlikely seats of one course in Kerala.
    const list = [open(8), open(16)];
    await setList(paidUser, list);
    const before = await outcome(paidUser);
    expect(before.suggestions.length).toBeGreaterThan(0);
    const listedCourses = new Set(list.map((key) => key.courseId));
    for (const suggestion of before.suggestions) {
      expect(listedCourses.has(suggestion.courseId)).toBe(true);
      expect(suggestion.state).toBe('Kerala');
      expect(list.some((key) => same(key, suggestion))).toBe(false);
      expect(suggestion.anySeat).toBeGreaterThan(before.anySeat);
    }
    const gains = before.suggestions.map((s) => s.anySeat);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    const [best] = before.suggestions;
    if (!best) throw new Error('no suggestion');
    const added = await send('POST', `${LIST}/options`, paidUser, {
      instituteId: best.instituteId,
      courseId: best.courseId,
      quotaName: best.quotaName,
      category: best.category,
    });
    expect(added.status).toBe(200);
    const after = await outcome(paidUser);
    expect(after.anySeat).toBeCloseTo(best.anySeat, 12);
    expect(after.suggestions.some((s) => same(s, best))).toBe(false);
  });

  it('counts nothing for another category, an option without a prediction, and says so', async () => {
    const [obc] = fixture.obc;
    if (!obc) throw new Error('no OBC option');
    await setList(paidUser, [open(16), obc, fixture.newIn2024]);
    const answer = await outcome(paidUser);
    expect(answer.options.map((o) => o.probability === null)).toEqual([false, true, false]);
    expect(answer.options[1]?.probabilityAllotted).toBe(0);
    expect(answer.note).toBe(
      'Not counted in the chance of a seat: 1 choice is a seat of another category than Open.',
    );
    // 2024 forecast from the years before it (a backtest): the option first filled in 2024 has
    // no closing rank to start from.
    const backtest = await outcome(paidUser, `rank=${RANK}&category=Open&targetYear=2024`);
    expect(backtest.options.map((o) => o.probability === null)).toEqual([false, true, true]);
    expect(backtest.options.slice(1).map((o) => o.probabilityAllotted)).toEqual([0, 0]);
    expect(backtest.anySeat).toBeCloseTo(backtest.options[0]?.probability ?? -1, 12);
    expect(backtest.note).toBe(
      'Not counted in the chance of a seat: 1 choice is a seat of another category than Open; 1 choice has no prediction for 2024 (no closing rank of the kind it needs in the years before).',
    );
    // The OBC seat counts for an OBC candidate.
    const asObc = await outcome(paidUser, `rank=${RANK}&category=OBC`);
    expect(asObc.options[1]?.probability).not.toBeNull();
    expect(asObc.options[0]?.probability).toBeNull();
  });

  it("reads only the viewer's own list", async () => {
    await setList(paidUser, [open(16), open(17)]);
    await setList(otherPaidUser, []);
    const other = await outcome(otherPaidUser);
    expect(other.options).toEqual([]);
    expect(other.anySeat).toBe(0);
    expect(other.suggestions).toEqual([]);
    // No parameter names another user.
    const response = await send(
      'GET',
      `${LIST}/outcome?rank=${RANK}&category=Open&userId=${paidUser.userId}`,
      otherPaidUser,
    );
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(
      'unknown parameter userId',
    );
    expect((await send('GET', `${LIST}/outcome?rank=${RANK}&category=Open`, null)).status).toBe(
      401,
    );
  });

  it("a demo viewer's options outside the sample count for nothing, so their chances never show through", async () => {
    const scan = await send(
      'GET',
      `/api/predictions?counselling=${C}&rank=${RANK}&category=Open`,
      demoUser,
    );
    const sample = ((await scan.json()) as PredictionPage).rows.map((row) => ({
      instituteId: row.instituteId,
      courseId: row.courseId,
      quotaName: row.quotaName,
      category: row.category,
    }));
    expect(sample).toHaveLength(5);
    const outside = fixture.open.filter((key) => !sample.some((s) => same(s, key)));
    const [first, second] = sample;
    if (!first || !second || !outside[0]) throw new Error('fixture too small');
    await setList(demoUser, [first, outside[0], second]);
    const demo = await outcome(demoUser);
    expect(demo.demo).toBe(true);
    expect(demo.options.map((o) => o.probability === null)).toEqual([false, true, false]);
    expect(demo.options[1]?.probabilityAllotted).toBe(0);
    expect(demo.note).toBe(
      'Not counted in the chance of a seat: 1 choice is outside the demo sample (a package shows its chance).',
    );
    for (const suggestion of demo.suggestions) {
      expect(sample.some((s) => same(s, suggestion))).toBe(true);
    }
    // The same as a list of the sample's two options alone.
    await setList(otherPaidUser, [first, second]);
    expect(demo.anySeat).toBeCloseTo((await outcome(otherPaidUser)).anySeat, 12);
  });

  it('answers 400 with a message for a wrong query, 404 for an unknown counselling', async () => {
    const cases: [string, string][] = [
      ['category=Open', 'rank'],
      [`rank=${RANK}`, 'category'],
      ['rank=0&category=Open', 'rank must be at least 1'],
      ['rank=abc&category=Open', 'rank'],
      [`rank=${RANK}&category=Open&targetYear=2010`, 'targetYear must be from 2023 to 2025'],
      [`rank=${RANK}&category=Open&targetYear=soon`, 'targetYear'],
      [`rank=${RANK}&category=Open&knownRounds=99`, 'knownRounds'],
    ];
    for (const [query, message] of cases) {
      const response = await send('GET', `${LIST}/outcome?${query}`, paidUser);
      expect(response.status, query).toBe(400);
      expect(errorBodySchema.parse(await response.json()).error.message, query).toContain(message);
    }
    const unknown = await send(
      'GET',
      `/api/choice-lists/no-such-counselling/outcome?rank=${RANK}&category=Open`,
      paidUser,
    );
    expect(unknown.status).toBe(404);
  });
});
