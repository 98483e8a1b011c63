import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllotmentPage } from '@seatscope/shared';
import { listenToChannels } from '../../src/db/listen';
import { createLogger } from '../../src/common/logger';
import { json } from '../helpers/accounts';
import type { TestApp, TestUser } from '../helpers/app';
import { FIXTURE_COUNSELLING, createDataTestApp, grantPackage } from '../helpers/data-fixture';

// Data reads are answered from what was computed for the same data version and the same
// package (docs/decisions/0044-throughput.md); the session and the package are still decided
// on every request.
const PAGE = `/api/allotments?counselling=${FIXTURE_COUNSELLING}`;

describe('answers kept per data version and package', () => {
  let t: TestApp;
  let demoUser: TestUser;
  let paidUser: TestUser;

  const get = (user: TestUser, path: string, headers: Record<string, string> = {}) =>
    t.request(path, { headers: { cookie: user.cookie, ...headers } });

  beforeAll(async () => {
    ({ t, demoUser, paidUser } = await createDataTestApp());
  });
  afterAll(() => t.dispose());

  it('answers a repeated read with 304 when the client holds it, and 200 with the data when not', async () => {
    const first = await get(paidUser, PAGE);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // Browsers keep no paid data on disk (docs/security.md); the tag serves API clients.
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const page = (await first.json()) as AllotmentPage;
    expect(page.demo).toBe(false);

    const revalidated = await get(paidUser, PAGE, { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    const again = await get(paidUser, PAGE);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(page);
  });

  it('gives the same question with the same parameters in another order the same answer', async () => {
    const one = await get(paidUser, `${PAGE}&sort=aiRank.desc&pageSize=10`);
    const other = await get(
      paidUser,
      `/api/allotments?pageSize=10&sort=aiRank.desc&counselling=${FIXTURE_COUNSELLING}`,
    );
    expect(other.headers.get('etag')).toBe(one.headers.get('etag'));
    expect(await other.json()).toEqual(await one.json());
  });

  it('never gives a demo viewer what a package holder was answered, not even as a 304', async () => {
    const paid = await get(paidUser, PAGE);
    const etag = paid.headers.get('etag') ?? '';
    const demo = await get(demoUser, PAGE, { 'if-none-match': etag });
    expect(demo.status).toBe(200);
    const demoPage = (await demo.json()) as AllotmentPage;
    expect(demoPage.demo).toBe(true);
    expect(demoPage.rows).toHaveLength(5);
    expect(demo.headers.get('etag')).not.toBe(etag);
  });

  it('opens the data at once when a package is granted, and refuses a signed-out session even with a tag', async () => {
    const buyer = await t.signUp();
    const before = (await (await get(buyer, PAGE)).json()) as AllotmentPage;
    expect(before.demo).toBe(true);
    await grantPackage(t.database.handle.db, buyer.userId);
    const after = await get(buyer, PAGE);
    const afterPage = (await after.json()) as AllotmentPage;
    expect(afterPage.demo).toBe(false);

    const signOut = await t.request(
      '/api/auth/sign-out',
      json({}, { cookie: buyer.cookie, origin: t.config.baseUrl }),
    );
    expect(signOut.status).toBe(200);
    const refused = await get(buyer, PAGE, { 'if-none-match': after.headers.get('etag') ?? '' });
    expect(refused.status).toBe(401);
  });

  it('answers with the new data, and a new tag, once the data changes', async () => {
    const before = await get(paidUser, PAGE);
    const beforePage = (await before.json()) as AllotmentPage;
    await t.database.handle.db.execute(
      sql`delete from allotment where id = (select min(id) from allotment where counselling_id = ${FIXTURE_COUNSELLING})`,
    );
    const after = await get(paidUser, PAGE, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    const afterPage = (await after.json()) as AllotmentPage;
    expect(afterPage.total).toBe(beforePage.total - 1);
  });

  it('keeps a compressed answer for browsers that ask for one', async () => {
    const plain = (await (await get(paidUser, PAGE)).json()) as AllotmentPage;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const zipped = await get(paidUser, PAGE, { 'accept-encoding': 'gzip' });
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const body = Buffer.from(await zipped.arrayBuffer());
      expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(plain);
    }
  });

  it('never keeps a user’s own data: the profile stays private and unstored', async () => {
    const me = await get(paidUser, '/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.headers.get('etag')).toBeNull();
  });

  it('tells every listener when screen data changes, at commit', async () => {
    const heard: string[] = [];
    const stop = await listenToChannels(
      t.database.handle,
      { data_changed: (payload) => heard.push(payload) },
      createLogger('silent'),
    );
    try {
      await t.database.handle.db.execute(sql`update institute set name = name where false`);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });
});
