import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOICE_LIST_MAX_OPTIONS,
  type ChoiceList,
  type ChoiceListReplay,
  type ChoiceListSummaries,
  type ChoiceOptionKey,
} from '@seatscope/shared';
import { choiceListOption, counselling } from '../../src/db/schema';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import {
  CHOICE_COUNSELLING,
  FIXTURE_OPTIONS,
  insertChoiceFixture,
  type ChoiceFixture,
} from '../helpers/choice-list-fixture';
import { grantPackage } from '../helpers/data-fixture';

const C = CHOICE_COUNSELLING;
const LIST = `/api/choice-lists/${C}`;

describe('choice lists', () => {
  let t: TestApp;
  let fixture: ChoiceFixture;
  let paidUser: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await insertChoiceFixture(t.database.handle.db);
    paidUser = await t.signUp();
    await grantPackage(t.database.handle.db, paidUser.userId);
  });
  afterAll(() => t.dispose());

  /** Option n (1 first) of the fixture. */
  const option = (n: number): ChoiceOptionKey => {
    const key = fixture.keys[n - 1];
    if (!key) throw new Error(`no option ${n}`);
    return key;
  };

  const send = (method: string, path: string, user: TestUser | null, body?: unknown) =>
    t.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function listOf(user: TestUser): Promise<ChoiceList> {
    const response = await send('GET', LIST, user);
    expect(response.status).toBe(200);
    return (await response.json()) as ChoiceList;
  }

  async function replace(user: TestUser, options: ChoiceOptionKey[]): Promise<ChoiceList> {
    const response = await send('PUT', LIST, user, { options });
    expect(response.status).toBe(200);
    return (await response.json()) as ChoiceList;
  }

  async function replay(user: TestUser, query = ''): Promise<ChoiceListReplay> {
    const response = await send('GET', `${LIST}/replay${query}`, user);
    expect(response.status).toBe(200);
    return (await response.json()) as ChoiceListReplay;
  }

  const choices = (list: ChoiceList) =>
    list.options.map(
      (o) =>
        fixture.keys.findIndex(
          (k) => k.instituteId === o.instituteId && k.courseId === o.courseId,
        ) + 1,
    );

  it('answers 401 to every route without a session', async () => {
    const key = option(1);
    const deleteQuery = new URLSearchParams({
      instituteId: String(key.instituteId),
      courseId: String(key.courseId),
      quotaName: key.quotaName,
      category: key.category,
    });
    const answers = await Promise.all([
      send('GET', LIST, null),
      send('PUT', LIST, null, { options: [] }),
      send('POST', `${LIST}/options`, null, key),
      send('DELETE', `${LIST}/options?${deleteQuery.toString()}`, null),
      send('GET', `${LIST}/replay?rank=10`, null),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: expect.objectContaining({ code: 'unauthorized' }),
      });
    }
  });

  it('keeps the order it is given, adds at the end once, removes, and keeps each user apart', async () => {
    const user = await t.signUp();
    await grantPackage(t.database.handle.db, user.userId);
    expect((await listOf(user)).options).toEqual([]);
    for (const n of [3, 1, 3]) {
      expect((await send('POST', `${LIST}/options`, user, option(n))).status).toBe(200);
    }
    expect(choices(await listOf(user))).toEqual([3, 1]);
    expect(choices(await replace(user, [option(2), option(1), option(3)]))).toEqual([2, 1, 3]);
    expect(choices(await listOf(user))).toEqual([2, 1, 3]);
    const key = option(1);
    const removed = await send(
      'DELETE',
      `${LIST}/options?instituteId=${key.instituteId}&courseId=${key.courseId}&quotaName=All%20India&category=Open`,
      user,
    );
    expect(removed.status).toBe(200);
    const afterRemove = (await removed.json()) as ChoiceList;
    expect(choices(afterRemove)).toEqual([2, 3]);
    expect(afterRemove.options.map((o) => o.choice)).toEqual([1, 2]);
    // An option added after a removal goes last.
    await send('POST', `${LIST}/options`, user, option(5));
    expect(choices(await listOf(user))).toEqual([2, 3, 5]);
    // Another user's list is their own.
    expect((await listOf(paidUser)).options).toEqual([]);
  });

  it('adds options sent at once each once, in some order, none lost', async () => {
    const user = await t.signUp();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2].map((n) => send('POST', `${LIST}/options`, user, option(n))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect([...choices(await listOf(user))].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const user = await t.signUp();
    const cases: [string, string, unknown, RegExp][] = [
      ['PUT', LIST, { options: [option(1), option(1)] }, /only once/],
      ['PUT', LIST, { options: [{ ...option(1), extra: 1 }] }, /extra|unrecognized/i],
      ['PUT', LIST, { options: [{ ...option(1), instituteId: 'x' }] }, /instituteId/],
      ['PUT', LIST, {}, /options/i],
      ['PUT', LIST, { options: [{ ...option(1), category: 'Nope' }] }, /No Cutoff Ranks row/],
      ['POST', `${LIST}/options`, { ...option(1), quotaName: '' }, /quotaName is required/],
      ['POST', `${LIST}/options`, { ...option(1), courseId: 999_999 }, /No Cutoff Ranks row/],
      ['PUT', '/api/choice-lists/Not%20an%20id', { options: [] }, /counselling/],
      ['GET', `${LIST}/replay?rank=0`, undefined, /rank must be at least 1/],
      ['GET', `${LIST}/replay?rank=abc`, undefined, /rank must be a whole number/],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await send(method, path, user, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      const answer = (await response.json()) as { error: { message: string } };
      expect(answer.error.message).toMatch(message);
    }
    // Nothing was written.
    expect((await listOf(user)).options).toEqual([]);
  });

  it('answers 404 for an unknown counselling and 403 to a write from another site', async () => {
    const user = await t.signUp();
    expect((await send('GET', '/api/choice-lists/no-such-counselling', user)).status).toBe(404);
    expect(
      (await send('PUT', '/api/choice-lists/no-such-counselling', user, { options: [] })).status,
    ).toBe(404);
    const foreign = await t.request(LIST, {
      method: 'PUT',
      headers: {
        cookie: user.cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ options: [option(1)] }),
    });
    expect(foreign.status).toBe(403);
    expect((await listOf(user)).options).toEqual([]);
  });

  it(`holds at most ${CHOICE_LIST_MAX_OPTIONS} options`, async () => {
    const user = await t.signUp();
    const tooMany = Array.from({ length: CHOICE_LIST_MAX_OPTIONS + 1 }, (_, index) => ({
      ...option(1),
      quotaName: `Quota ${index}`,
    }));
    const refused = await send('PUT', LIST, user, { options: tooMany });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /at most 200 options/,
    );
    // A full list, written directly (the fixture has fewer options than the bound).
    await t.database.handle.db.insert(choiceListOption).values(
      tooMany.slice(0, CHOICE_LIST_MAX_OPTIONS).map((key, position) => ({
        userId: user.userId,
        counsellingId: C,
        position,
        instituteId: key.instituteId,
        courseId: key.courseId,
        quota: key.quotaName,
        category: key.category,
      })),
    );
    const full = await send('POST', `${LIST}/options`, user, option(2));
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe(
      'choice_list_full',
    );
  });

  it('shows each option with its net cost over the course, naming what is unknown', async () => {
    const user = await t.signUp();
    await grantPackage(t.database.handle.db, user.userId);
    const list = await replace(user, [option(1), option(2)]);
    const [alphaMd, alphaMs] = list.options;
    expect(alphaMd?.netCost).toEqual({
      total: 330_000 + 2_000_000 - 12 * 165_000,
      known: 330_000 + 2_000_000 - 12 * 165_000,
      unknown: [],
      adds: ['fee, years 1-3', 'bond penalty', "less 12 months' stipend, years 1-3"],
    });
    expect(alphaMd?.closingRanks).toEqual({ '2023-1-held': 1000, '2023-3-held': 1500 });
    expect(alphaMs?.netCost?.total).toBeNull();
    expect(alphaMs?.netCost?.unknown).toEqual([
      'course duration',
      'fee year 1',
      'stipend year 1',
      'bond penalty',
    ]);
    expect(list.rounds.map((round) => [round.key, round.roundLabel])).toEqual([
      ['2023-1-held', 'Round 1'],
      ['2023-3-held', 'Round 3'],
      ['2023-3-allotted', 'Round 3 allotments'],
    ]);
  });

  it('replays the list against each round list for the rank given, or the profile rank', async () => {
    const user = await t.signUp();
    await grantPackage(t.database.handle.db, user.userId);
    await replace(user, [option(1), option(2), option(3)]);
    const outcome = (body: ChoiceListReplay) =>
      body.rounds.map((round) => [round.roundLabel, round.list, round.outcome, round.choice]);

    const at2700 = await replay(user, '?rank=2700');
    expect(at2700).toMatchObject({ rank: 2700, rankSource: 'query', rankType: 'ai', demo: false });
    expect(outcome(at2700)).toEqual([
      ['Round 1', 'held', 'got', 2],
      ['Round 3', 'held', 'got', 3],
      ['Round 3 allotments', 'allotted', 'got', 3],
    ]);
    expect(at2700.rounds[0]?.closingRank).toBe(3000);
    expect(outcome(await replay(user, '?rank=7000'))).toEqual([
      ['Round 1', 'held', 'none', null],
      ['Round 3', 'held', 'none', null],
      ['Round 3 allotments', 'allotted', 'none', null],
    ]);

    // Without a rank and without one in the profile: nothing to replay.
    expect(await replay(user)).toMatchObject({ rank: null, rankSource: null, rounds: [] });
    const saved = await send('PATCH', '/api/me/profile', user, {
      fullName: 'Asha Rao',
      allIndiaRank: 1200,
    });
    expect(saved.status).toBe(200);
    const fromProfile = await replay(user);
    expect(fromProfile).toMatchObject({ rank: 1200, rankSource: 'profile' });
    expect(outcome(fromProfile).map((round) => round[3])).toEqual([2, 1, 3]);
  });

  describe('a demo viewer', () => {
    let demoUser: TestUser;

    beforeAll(async () => {
      demoUser = await t.signUp();
    });

    it('keeps a list, but sees ranks and money only of options in the demo sample', async () => {
      // The demo sample is what a demo viewer is served on Cutoff Ranks (docs/product.md#demo-rule).
      const served = await t.request(`/api/cutoffs?counselling=${C}`, {
        headers: { cookie: demoUser.cookie },
      });
      const sample = ((await served.json()) as { rows: ChoiceOptionKey[] }).rows;
      const inSample = (key: ChoiceOptionKey) =>
        sample.some(
          (row) =>
            row.instituteId === key.instituteId &&
            row.courseId === key.courseId &&
            row.quotaName === key.quotaName &&
            row.category === key.category,
        );
      const outsideIndex = fixture.keys.findIndex((key) => !inSample(key));
      const outside = fixture.keys[outsideIndex];
      const other = fixture.keys.find((key, index) => index > 0 && inSample(key));
      const hidden = FIXTURE_OPTIONS[outsideIndex];
      if (!outside || !other || !hidden) throw new Error('the fixture has no such options');
      expect(inSample(option(1))).toBe(true);

      const list = await replace(demoUser, [option(1), outside, other]);
      expect(list.demo).toBe(true);
      expect(list.options.map((o) => o.locked)).toEqual([false, true, false]);
      expect(list.options[1]).toMatchObject({
        instituteName: hidden.institute,
        courseName: hidden.course,
        closingRanks: {},
        fees: [],
        netCost: null,
      });
      for (const rank of Object.values(hidden.closing)) {
        expect(JSON.stringify(list)).not.toContain(String(rank));
      }

      // Option 1 closes at 1,000 in 2023 Round 1: a rank of 2,700 does not get it.
      const rounds = (await replay(demoUser, '?rank=2700')).rounds;
      // The walk stops at the locked option rather than reveal whether it closed beyond 2700.
      expect(rounds[0]).toMatchObject({ outcome: 'locked', choice: 2, closingRank: null });
      // Where an option before it is got, that is told.
      expect((await replay(demoUser, '?rank=900')).rounds[0]).toMatchObject({
        outcome: 'got',
        choice: 1,
      });
    });

    it('is what a package holder is for a counselling of a level the package does not open', async () => {
      await replace(paidUser, [option(6)]);
      const opened = await listOf(paidUser);
      expect(opened.options[0]?.locked).toBe(false);
      expect(opened.options[0]?.closingRanks).toEqual({ '2023-1-held': 9000 });
      const db = t.database.handle.db;
      await db.update(counselling).set({ level: 'UG' }).where(eq(counselling.id, C));
      try {
        const scoped = await listOf(paidUser);
        expect(scoped.demo).toBe(true);
        expect(scoped.options[0]?.locked).toBe(true);
        expect((await replay(paidUser, '?rank=100')).rounds[0]?.outcome).toBe('locked');
      } finally {
        await db.update(counselling).set({ level: 'PG' }).where(eq(counselling.id, C));
      }
    });
  });
  it("lists the signed-in user's lists that hold an option, the one last changed first", async () => {
    const lists = async (user: TestUser | null) => {
      const response = await send('GET', '/api/choice-lists', user);
      return { status: response.status, body: (await response.json()) as ChoiceListSummaries };
    };
    const user = await t.signUp();
    expect((await lists(user)).body).toEqual({ lists: [] });
    for (const n of [1, 2]) {
      expect((await send('POST', `${LIST}/options`, user, option(n))).status).toBe(200);
    }
    // A list of another counselling, last changed a day ago, as the store keeps it.
    const db = t.database.handle.db;
    await db
      .insert(counselling)
      .values({ id: 'older-neet-pg', name: 'Older NEET PG', level: 'PG', type: 'All India' });
    const key = option(3);
    await db.insert(choiceListOption).values({
      userId: user.userId,
      counsellingId: 'older-neet-pg',
      position: 0,
      instituteId: key.instituteId,
      courseId: key.courseId,
      quota: key.quotaName,
      category: key.category,
      addedAt: new Date(Date.now() - 86_400_000),
    });
    const { status, body } = await lists(user);
    expect(status).toBe(200);
    expect(body.lists.map((list) => [list.counselling, list.options])).toEqual([
      [C, 2],
      ['older-neet-pg', 1],
    ]);
    const [newer, older] = body.lists.map((list) => Date.parse(list.changedAt));
    expect(newer).toBeGreaterThan(older ?? Infinity);
    // Nobody else's lists; nobody's without a session.
    expect((await lists(await t.signUp())).body).toEqual({ lists: [] });
    expect((await lists(null)).status).toBe(401);
  });
});
