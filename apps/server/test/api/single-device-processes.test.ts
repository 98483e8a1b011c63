import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, parseEnv } from '../../src/config/env';
import { createLogger } from '../../src/common/logger';
import { startServer, type RunningServer } from '../../src/server';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { PASSWORD, eventReader, json, latestMailLink, sessionCookieOf } from '../helpers/accounts';
import type { AllotmentPage, CreatePurchaseResponse } from '@seatscope/shared';
import { FIXTURE_COUNSELLING, insertDataFixture } from '../helpers/data-fixture';
import { MAX_STREAMS_PER_VIEWER } from '../../src/domain/session-events';

// Two server processes (two servers, each with its own pool and LISTEN connection) on one
// PostgreSQL database: the one-active-device rule and its notice must cross between them.
// PGlite is single-process, so this runs in the api-postgres project only.
describe('two server processes on one database', () => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];

  const start = async (overrides: Record<string, string> = {}) => {
    if (database.handle.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const config = buildConfig(
      parseEnv({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.handle.url,
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        BETTER_AUTH_URL: 'http://localhost:3000',
        AUTH_RATE_LIMIT_MAX: '1000',
        DATA_READ_LIMIT_DEMO: '100000000',
        DATA_READ_LIMIT_ADDRESS: '100000000',
        FIRST_START_DATA: 'none',
        LOG_LEVEL: 'silent',
        ...overrides,
      }),
    );
    const server = await startServer(config, createLogger('silent'));
    servers.push(server);
    return (path: string, init?: RequestInit) =>
      fetch(`http://127.0.0.1:${server.port}${path}`, init);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertDataFixture(database.handle.db);
  });

  type Request = Awaited<ReturnType<typeof start>>;

  /** A verified account, signed in on `on`: its email and session cookie. */
  async function verifiedSession(
    signUpOn: Request,
    on: Request,
  ): Promise<{ email: string; cookie: string }> {
    const email = `two-${crypto.randomUUID()}@example.com`;
    const signUp = await signUpOn(
      '/api/auth/sign-up/email',
      json({ email, password: PASSWORD, name: 'Two' }),
    );
    expect(signUp.status).toBe(200);
    const link = new URL(await latestMailLink(database.handle.db, email));
    expect((await on(`${link.pathname}${link.search}`, { redirect: 'manual' })).status).toBe(302);
    const cookie = sessionCookieOf(
      await on(
        '/api/auth/sign-in/email',
        json({ email, password: PASSWORD }, { 'x-device-id': crypto.randomUUID() }),
      ),
    );
    return { email, cookie };
  }
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.dispose();
  });

  it('a sign-in on process 2 ends the session on process 1 and tells its event stream', async () => {
    const first = await start();
    const second = await start();
    const email = `two-${crypto.randomUUID()}@example.com`;
    expect(
      (await first('/api/auth/sign-up/email', json({ email, password: PASSWORD, name: 'Two' })))
        .status,
    ).toBe(200);
    const link = new URL(await latestMailLink(database.handle.db, email));
    const verified = await second(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verified.status).toBe(302);

    const signIn = (request: typeof first) =>
      request(
        '/api/auth/sign-in/email',
        json({ email, password: PASSWORD }, { 'x-device-id': crypto.randomUUID() }),
      );
    const onA = sessionCookieOf(await signIn(first));
    const events = eventReader(await first('/api/events', { headers: { cookie: onA } }));
    expect((await events.next())?.event).toBe('ready');

    const onB = sessionCookieOf(await signIn(second));
    expect(await events.next()).toEqual({
      event: 'signed-out',
      data: JSON.stringify({ reason: 'other-device' }),
    });
    expect((await first('/api/me', { headers: { cookie: onA } })).status).toBe(401);
    expect((await second('/api/me', { headers: { cookie: onA } })).status).toBe(401);
    expect((await first('/api/me', { headers: { cookie: onB } })).status).toBe(200);

    // An open event stream does not hold a graceful shutdown open.
    const open = eventReader(await second('/api/events', { headers: { cookie: onB } }));
    expect((await open.next())?.event).toBe('ready');
    const stopping = servers.pop();
    await stopping?.stop();
    expect(await open.next()).toBeNull();
  });

  it('a sign-out on one process is seen by the other at once', async () => {
    const first = await start();
    const second = await start();
    const { cookie } = await verifiedSession(first, second);
    const allotments = `/api/allotments?counselling=${FIXTURE_COUNSELLING}`;
    // Both processes have served this session (the data read remembers a verified cookie).
    expect((await first(allotments, { headers: { cookie } })).status).toBe(200);
    expect((await second(allotments, { headers: { cookie } })).status).toBe(200);
    const signOut = await first(
      '/api/auth/sign-out',
      json({}, { cookie, origin: 'http://localhost:3000' }),
    );
    expect(signOut.status).toBe(200);
    expect((await second('/api/me', { headers: { cookie } })).status).toBe(401);
    // The data read on the other process, which had verified this cookie, refuses it too.
    expect((await second(allotments, { headers: { cookie } })).status).toBe(401);
  });

  it('a purchase on one process unlocks the data on the other at once', async () => {
    const first = await start();
    const second = await start();
    const { cookie } = await verifiedSession(first, first);
    const page = async () => {
      const response = await second(`/api/allotments?counselling=${FIXTURE_COUNSELLING}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as AllotmentPage;
    };
    expect((await page()).demo).toBe(true);
    const started = await first('/api/purchases', {
      ...json({ packageId: 'pg' }),
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(started.status).toBe(200);
    const { purchase } = (await started.json()) as CreatePurchaseResponse;
    const paid = await first(`/api/purchases/${purchase.id}/simulate-success`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(paid.status).toBe(200);
    expect((await page()).demo).toBe(false);
  });

  it('counts sign-in attempts at one account across both processes', async () => {
    const limits = { AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' };
    const first = await start(limits);
    const second = await start(limits);
    const email = `guessed-${crypto.randomUUID()}@example.com`;
    const guess = (request: Request) =>
      request('/api/auth/sign-in/email', json({ email, password: 'not the password' }));
    const statuses = [];
    for (const request of [first, second, first, second])
      statuses.push((await guess(request)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await guess(first)).status).toBe(429);
  });

  it('counts a session’s event streams across both processes', async () => {
    const first = await start();
    const second = await start();
    const { email, cookie } = await verifiedSession(first, first);
    const open = async (request: Request) => {
      const events = eventReader(await request('/api/events', { headers: { cookie } }));
      expect((await events.next())?.event).toBe('ready');
      return events;
    };
    const onFirst = [];
    for (let index = 0; index < MAX_STREAMS_PER_VIEWER; index += 1) {
      onFirst.push(await open(first));
    }
    // One more, on the other process: the oldest, on the first process, ends.
    const onSecond = await open(second);
    expect(await onFirst[0]?.next()).toBeNull();
    // The rest still hear a sign-in elsewhere.
    await second(
      '/api/auth/sign-in/email',
      json({ email, password: PASSWORD }, { 'x-device-id': crypto.randomUUID() }),
    );
    for (const events of [...onFirst.slice(1), onSecond]) {
      expect((await events.next())?.event).toBe('signed-out');
    }
  });
});
