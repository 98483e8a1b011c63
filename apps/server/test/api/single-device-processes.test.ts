import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, parseEnv } from '../../src/config/env';
import { createLogger } from '../../src/common/logger';
import { startServer, type RunningServer } from '../../src/server';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { PASSWORD, eventReader, json, sessionCookieOf } from '../helpers/accounts';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema';

// Two server processes (two servers, each with its own pool and LISTEN connection) on one
// PostgreSQL database: the one-active-device rule and its notice must cross between them.
// PGlite is single-process, so this runs in the api-postgres project only.
describe('one active device across processes', () => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];

  const start = async () => {
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
        FIRST_START_DATA: 'none',
        LOG_LEVEL: 'silent',
      }),
    );
    const server = await startServer(config, createLogger('silent'));
    servers.push(server);
    return (path: string, init?: RequestInit) =>
      fetch(`http://127.0.0.1:${server.port}${path}`, init);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
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
    const [mail] = await database.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id));
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
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
});
