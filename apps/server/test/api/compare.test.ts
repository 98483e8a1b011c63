import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  optionToken,
  type ChoiceList,
  type ChoiceOptionKey,
  type Comparison,
  type PredictionPage,
} from '@seatscope/shared';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { grantPackage } from '../helpers/data-fixture';
import {
  OUTCOME_COUNSELLING,
  insertOutcomeFixture,
  type OutcomeFixture,
} from '../helpers/outcome-fixture';

// Options side by side (docs/decisions/0084-compare-side-by-side.md): each as the choice list
// shows it, with Rank DeepScan's chance at the candidate's rank.
const C = OUTCOME_COUNSELLING;
const RANK = 20_000;

describe('GET /api/compare', () => {
  let t: TestApp;
  let fixture: OutcomeFixture;
  let paidUser: TestUser;
  let demoUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await insertOutcomeFixture(t.database.handle.db);
    [paidUser, demoUser] = [await t.signUp(), await t.signUp()];
    await grantPackage(t.database.handle.db, paidUser.userId);
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

  const comparePath = (options: ChoiceOptionKey[], extra = '') =>
    `/api/compare?counselling=${C}&${options
      .map((option) => `option=${encodeURIComponent(optionToken(option))}`)
      .join('&')}${extra}`;

  async function compare(user: TestUser, options: ChoiceOptionKey[], extra = '') {
    const response = await send('GET', comparePath(options, extra), user);
    expect(response.status).toBe(200);
    return (await response.json()) as Comparison;
  }

  /** The same options as the user's choice list shows them. */
  async function asListed(user: TestUser, options: ChoiceOptionKey[]) {
    const put = await send('PUT', `/api/choice-lists/${C}`, user, { options });
    expect(put.status).toBe(200);
    return ((await put.json()) as ChoiceList).options.map(
      ({ choice: _choice, ...option }) => option,
    );
  }

  const open = (n: number): ChoiceOptionKey => {
    const key = fixture.open[n];
    if (!key) throw new Error(`no option ${n}`);
    return key;
  };
  const keyOf = (option: ChoiceOptionKey) => ({
    instituteId: option.instituteId,
    courseId: option.courseId,
    quotaName: option.quotaName,
    category: option.category,
  });

  it('shows each option as the choice list does, in the order asked, with its DeepScan chance', async () => {
    const [obc] = fixture.obc;
    if (!obc) throw new Error('no OBC option');
    const options = [open(33), obc, open(16)];
    const answer = await compare(paidUser, options, `&rank=${RANK}&category=Open`);
    expect(answer).toMatchObject({
      counselling: C,
      rank: RANK,
      category: 'Open',
      targetYear: 2025,
      demo: false,
    });
    expect(answer.options.map(keyOf)).toEqual(options);
    const listed = await asListed(paidUser, options);
    expect(answer.options.map(({ probability: _p, ...option }) => option)).toEqual(listed);
    expect(answer.options.every((option) => !option.locked)).toBe(true);
    expect(Object.keys(answer.options[0]?.closingRanks ?? {}).length).toBeGreaterThan(0);

    const scan = await send(
      'GET',
      `/api/predictions?counselling=${C}&rank=${RANK}&category=Open&pageSize=500`,
      paidUser,
    );
    const rows = ((await scan.json()) as PredictionPage).rows;
    const chanceOf = (option: ChoiceOptionKey) =>
      rows.find((row) => JSON.stringify(keyOf(row)) === JSON.stringify(keyOf(option)))?.probability;
    expect(answer.options[0]?.probability).toBe(chanceOf(open(33)));
    expect(answer.options[2]?.probability).toBe(chanceOf(open(16)));
    // A seat of another category than the candidate's has no chance for them.
    expect(answer.options[1]?.probability).toBeNull();

    // Without a rank: the same options, no chances.
    const plain = await compare(paidUser, options);
    expect(plain).toMatchObject({ rank: null, category: null, targetYear: null });
    expect(plain.options.map((option) => option.probability)).toEqual([null, null, null]);
  });

  it('leaves out an option whose institute the data does not hold', async () => {
    const missing = { ...open(16), instituteId: 999_999 };
    const answer = await compare(paidUser, [missing, open(17)]);
    expect(answer.options.map(keyOf)).toEqual([open(17)]);
  });

  it('shows a demo viewer ranks and money only where the choice list would, and chances only of the sample', async () => {
    const scan = await send(
      'GET',
      `/api/predictions?counselling=${C}&rank=${RANK}&category=Open`,
      demoUser,
    );
    const sample = ((await scan.json()) as PredictionPage).rows.map(keyOf);
    const outside = fixture.open.filter(
      (key) => !sample.some((s) => JSON.stringify(s) === JSON.stringify(keyOf(key))),
    );
    const [first] = sample;
    const [other] = outside;
    if (!first || !other) throw new Error('fixture too small');
    const options = [first, other];
    const answer = await compare(demoUser, options, `&rank=${RANK}&category=Open`);
    expect(answer.demo).toBe(true);
    expect(answer.options.map(({ probability: _p, ...option }) => option)).toEqual(
      await asListed(demoUser, options),
    );
    expect(answer.options.map((option) => option.probability === null)).toEqual([false, true]);
    // The option outside the sample: no ranks, no money.
    expect(answer.options[1]?.locked).toBe(true);
    for (const option of answer.options.filter((o) => o.locked)) {
      expect(option).toMatchObject({
        closingRanks: {},
        fees: [],
        netCost: null,
        bondPenalty: null,
      });
    }
  });

  it('answers 400 with a message for a wrong query, 401 signed out, 404 for an unknown counselling', async () => {
    const five = [16, 17, 20, 21, 24].map(open);
    const cases: [string, string][] = [
      [comparePath(five), 'compare at most 4 options'],
      [`/api/compare?counselling=${C}`, 'option'],
      [
        `/api/compare?counselling=${C}&option=12,Open`,
        'each option must be instituteId,courseId,quota,category',
      ],
      [comparePath([open(16)], `&rank=${RANK}`), 'Give rank and category together, or neither.'],
      [comparePath([open(16)], '&category=Open'), 'Give rank and category together, or neither.'],
      [comparePath([open(16)], '&rank=0&category=Open'), 'rank must be at least 1'],
      [comparePath([open(16)], '&userId=x'), 'unknown parameter userId'],
      [`/api/compare?option=${encodeURIComponent(optionToken(open(16)))}`, 'counselling'],
    ];
    for (const [path, message] of cases) {
      const response = await send('GET', path, paidUser);
      expect(response.status, path).toBe(400);
      expect(errorBodySchema.parse(await response.json()).error.message, path).toContain(message);
    }
    expect((await send('GET', comparePath([open(16)]), null)).status).toBe(401);
    const unknown = await send(
      'GET',
      `/api/compare?counselling=no-such-counselling&option=${encodeURIComponent(optionToken(open(16)))}`,
      paidUser,
    );
    expect(unknown.status).toBe(404);
  });
});
