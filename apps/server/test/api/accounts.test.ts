import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  account,
  profile,
  rateLimit,
  session,
  user,
  userPackage,
  userRole,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  PASSWORD,
  eventReader,
  json,
  outboxLink,
  sessionCookieOf,
  signIn,
  signUpVerified,
} from '../helpers/accounts';

const ORIGIN = 'http://localhost:3000';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  const usersNamed = async (email: string) =>
    (await t.database.handle.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]
      ?.n;

  describe('sign-up, verification and the pending profile', () => {
    it('mails a link; until it is followed there is no session and sign-in is refused', async () => {
      const email = `new-${crypto.randomUUID()}@example.com`;
      const signUp = await t.request(
        '/api/auth/sign-up/email',
        json({ email, password: PASSWORD, name: 'Asha Rao' }),
      );
      expect(signUp.status).toBe(200);
      expect(sessionCookieOf(signUp)).toBe('');
      expect(await outboxLink(t, email, /confirm/i)).toMatch(/\/api\/auth\/verify-email\?token=/);

      const early = await signIn(t, email, PASSWORD);
      expect(early.status).toBe(403);
      expect(await early.json()).toEqual({
        error: { code: 'email_not_verified', message: 'Email not verified' },
      });
    });

    it('verifying signs in and applies the pending profile once, then removes it', async () => {
      const { email, cookie } = await signUpVerified(t, {
        name: 'Asha Rao',
        pendingProfile: { whatsappPhone: '+91 98765 43210', allIndiaRank: 1234 },
      });
      expect(cookie).not.toBe('');
      const me = await t.request('/api/me', { headers: { cookie } });
      expect(me.status).toBe(200);
      const body = (await me.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        user: { email, name: 'Asha Rao', emailVerified: true },
        profile: {
          email,
          fullName: 'Asha Rao',
          whatsappPhone: '+919876543210',
          allIndiaRank: 1234,
        },
        profileComplete: true,
        roles: [],
        entitlement: { demo: true, package: null, expiresAt: null },
      });
      const [owner] = await t.database.handle.db
        .select({ pending: user.pendingProfile })
        .from(user)
        .where(eq(user.email, email));
      expect(owner?.pending).toBeNull();
    });

    it('saves a blank WhatsApp number as empty and a blank rank as null', async () => {
      const { cookie } = await signUpVerified(t, {
        pendingProfile: { whatsappPhone: '', allIndiaRank: null },
      });
      const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as {
        profile: unknown;
      };
      expect(me.profile).toMatchObject({ whatsappPhone: '', allIndiaRank: null });
    });

    it('reports an active package and the admin role', async () => {
      const signedUp = await t.signUp();
      const db = t.database.handle.db;
      await db.insert(userPackage).values({ userId: signedUp.userId, packageId: 'ug' });
      await db.insert(userRole).values({ userId: signedUp.userId, role: 'admin' });
      const me = (await (
        await t.request('/api/me', { headers: { cookie: signedUp.cookie } })
      ).json()) as Record<string, unknown>;
      expect(me).toMatchObject({
        roles: ['admin'],
        entitlement: { demo: false, package: 'ug', expiresAt: null },
      });
    });

    it('answers /api/me without a session with 401, and /api/session with null', async () => {
      const response = await t.request('/api/me');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Sign in to continue.' },
      });
      const visitor = await t.request('/api/session');
      expect(visitor.status).toBe(200);
      expect(await visitor.json()).toEqual({ me: null });
      const signedUp = await t.signUp();
      const signedIn = await t.request('/api/session', { headers: { cookie: signedUp.cookie } });
      expect(await signedIn.json()).toMatchObject({ me: { user: { email: signedUp.email } } });
    });
  });

  it('documents its endpoints in the OpenAPI document', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/session',
        '/api/me/profile',
        '/api/events',
        '/api/auth-providers',
      ]),
    );
  });

  describe('PATCH /api/me/profile', () => {
    it('saves the profile; blanks become empty and null; email stays read-only', async () => {
      const signedUp = await t.signUp();
      const patch = (body: unknown) =>
        t.request('/api/me/profile', {
          ...json(body, { cookie: signedUp.cookie, origin: ORIGIN }),
          method: 'PATCH',
        });
      const saved = await patch({
        fullName: '  Dr. Meera  ',
        whatsappPhone: '+919876543210',
        allIndiaRank: 42,
        email: 'other@example.com',
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({
        email: signedUp.email,
        fullName: 'Dr. Meera',
        whatsappPhone: '+919876543210',
        allIndiaRank: 42,
        notificationEmails: true,
      });
      const cleared = await patch({ fullName: 'Dr. Meera', whatsappPhone: '' });
      expect(await cleared.json()).toMatchObject({ whatsappPhone: '', allIndiaRank: null });
    });

    it('keeps notification mails off until the user turns them on again', async () => {
      const user = await t.signUp();
      const patch = (body: unknown) =>
        t.request('/api/me/profile', {
          ...json(body, { cookie: user.cookie, origin: ORIGIN }),
          method: 'PATCH',
        });
      const off = await patch({ fullName: 'Dr. Meera', notificationEmails: false });
      expect(await off.json()).toMatchObject({ notificationEmails: false });
      // A save that does not name the choice keeps it.
      const renamed = await patch({ fullName: 'Dr. Meera Rao' });
      expect(await renamed.json()).toMatchObject({ notificationEmails: false });
      const on = await patch({ fullName: 'Dr. Meera Rao', notificationEmails: true });
      expect(await on.json()).toMatchObject({ notificationEmails: true });
      const wrong = await patch({ fullName: 'Dr. Meera Rao', notificationEmails: 'yes' });
      expect(wrong.status).toBe(400);
    });

    it.each([
      ['a missing full name', { whatsappPhone: '' }, /fullName/],
      ['a blank full name', { fullName: '   ' }, /Full name is required/],
      ['a rank that is text', { fullName: 'A', allIndiaRank: 'first' }, /number/],
      ['a negative rank', { fullName: 'A', allIndiaRank: -3 }, /at least 1/],
      ['a malformed phone', { fullName: 'A', whatsappPhone: 'call me' }, /phone number/],
    ])('refuses %s with 400 and keeps the profile', async (_name, body, message) => {
      const signedUp = await t.signUp({ name: 'Kept Name' });
      await t.request('/api/me', { headers: { cookie: signedUp.cookie } });
      const response = await t.request('/api/me/profile', {
        ...json(body, { cookie: signedUp.cookie }),
        method: 'PATCH',
      });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { error: { code: string; message: string } };
      expect(error.error.message).toMatch(message);
      const [kept] = await t.database.handle.db
        .select({ fullName: profile.fullName })
        .from(profile)
        .where(eq(profile.userId, signedUp.userId));
      expect(kept?.fullName).toBe('Kept Name');
    });

    it('refuses malformed JSON with 400 and no session with 401', async () => {
      const signedUp = await t.signUp();
      const malformed = await t.request('/api/me/profile', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: signedUp.cookie },
        body: '{"fullName": ',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ error: { code: expect.any(String) } });
      const anonymous = await t.request('/api/me/profile', {
        ...json({ fullName: 'A' }),
        method: 'PATCH',
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('passwords', () => {
    it('accepts 8 to 128 characters with no composition rules and refuses others', async () => {
      const attempt = (password: unknown) =>
        t.request(
          '/api/auth/sign-up/email',
          json({ email: `p-${crypto.randomUUID()}@example.com`, password, name: 'P' }),
        );
      expect((await attempt('aaaaaaaa')).status).toBe(200);
      expect((await attempt('a'.repeat(128))).status).toBe(200);
      const short = await attempt('a'.repeat(7));
      expect(short.status).toBe(400);
      expect(await short.json()).toEqual({
        error: { code: 'invalid_request', message: 'Password must be at least 8 characters' },
      });
      const long = await attempt('a'.repeat(129));
      expect(long.status).toBe(400);
      expect(await long.json()).toEqual({
        error: { code: 'invalid_request', message: 'Password must be at most 128 characters' },
      });
    });

    it('never truncates: the first 127 of 128 characters do not sign in', async () => {
      const long = 'x'.repeat(127) + 'y';
      const email = `long-${crypto.randomUUID()}@example.com`;
      await t.signUp({ email, password: long });
      expect((await signIn(t, email, 'x'.repeat(127))).status).toBe(401);
      expect((await signIn(t, email, long)).status).toBe(200);
    });

    it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
      const signedUp = await t.signUp();
      const [credential] = await t.database.handle.db
        .select({ password: account.password })
        .from(account)
        .where(eq(account.userId, signedUp.userId));
      expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });
  });

  describe('no user enumeration', () => {
    it('answers an unknown email exactly as a wrong password', async () => {
      const known = await t.signUp();
      const wrongPassword = await signIn(t, known.email, 'wrong password!');
      const unknownEmail = await signIn(t, `nobody-${crypto.randomUUID()}@example.com`, PASSWORD);
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(wrongPassword.status);
      expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
    });

    it('answers sign-up with an existing email as a new one, and changes nothing', async () => {
      const known = await t.signUp({ name: 'Original' });
      const again = await t.request(
        '/api/auth/sign-up/email',
        json({ email: known.email, password: 'another password', name: 'Intruder' }),
      );
      const fresh = await t.request(
        '/api/auth/sign-up/email',
        json({ email: `fresh-${crypto.randomUUID()}@example.com`, password: PASSWORD, name: 'F' }),
      );
      expect(again.status).toBe(fresh.status);
      const againBody = (await again.json()) as { user: Record<string, unknown> };
      const freshBody = (await fresh.json()) as { user: Record<string, unknown> };
      expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
      expect(againBody).not.toHaveProperty('token');
      expect(sessionCookieOf(again)).toBe('');
      expect((await signIn(t, known.email, known.password)).status).toBe(200);
      expect((await signIn(t, known.email, 'another password')).status).toBe(401);
    });

    it('answers a password reset the same for known and unknown emails', async () => {
      const known = await t.signUp();
      const ask = (email: string) =>
        t.request(
          '/api/auth/request-password-reset',
          json({ email, redirectTo: '/reset-password' }),
        );
      const forKnown = await ask(known.email);
      const forUnknown = await ask(`nobody-${crypto.randomUUID()}@example.com`);
      expect(forKnown.status).toBe(200);
      expect(forUnknown.status).toBe(200);
      expect(await forUnknown.json()).toEqual(await forKnown.json());
    });
  });

  describe('sessions', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
      const known = await t.signUp();
      const response = await signIn(t, known.email, known.password);
      const cookie = response.headers
        .getSetCookie()
        .find((value) => value.includes('session_token'));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
    });

    it('sign-out deletes the server session', async () => {
      const known = await t.signUp();
      // Served once, the cookie is one the server has verified: its end must still count at once.
      expect((await t.request('/api/me', { headers: { cookie: known.cookie } })).status).toBe(200);
      const response = await t.request(
        '/api/auth/sign-out',
        json({}, { cookie: known.cookie, origin: ORIGIN }),
      );
      expect(response.status).toBe(200);
      const rows = await t.database.handle.db
        .select({ n: count() })
        .from(session)
        .where(eq(session.userId, known.userId));
      expect(rows[0]?.n).toBe(0);
      expect((await t.request('/api/me', { headers: { cookie: known.cookie } })).status).toBe(401);
      const visitor = await t.request('/api/session', { headers: { cookie: known.cookie } });
      expect(await visitor.json()).toEqual({ me: null });
    });

    it('a session served before shows a changed name and a confirmed address on the next request', async () => {
      const known = await t.signUp();
      const me = async () => {
        const response = await t.request('/api/me', { headers: { cookie: known.cookie } });
        expect(response.status).toBe(200);
        return ((await response.json()) as { user: { name: string; emailVerified: boolean } }).user;
      };
      const before = await me();
      await t.database.handle.db
        .update(user)
        .set({ name: 'Renamed Elsewhere', emailVerified: !before.emailVerified })
        .where(eq(user.id, known.userId));
      expect(await me()).toMatchObject({
        name: 'Renamed Elsewhere',
        emailVerified: !before.emailVerified,
      });
    });

    it('no GET signs out', async () => {
      const known = await t.signUp();
      const response = await t.request('/api/auth/sign-out', { headers: { cookie: known.cookie } });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect((await t.request('/api/me', { headers: { cookie: known.cookie } })).status).toBe(200);
    });

    it('a password reset ends every session', async () => {
      const known = await t.signUp();
      await t.request(
        '/api/auth/request-password-reset',
        json({ email: known.email, redirectTo: '/reset-password' }),
      );
      const link = new URL(await outboxLink(t, known.email, /reset/i));
      const token = link.pathname.split('/').at(-1) ?? '';
      const reset = await t.request(
        '/api/auth/reset-password',
        json({ newPassword: 'a brand new password', token }),
      );
      expect(reset.status).toBe(200);
      expect((await t.request('/api/me', { headers: { cookie: known.cookie } })).status).toBe(401);
      expect((await signIn(t, known.email, known.password)).status).toBe(401);
      expect((await signIn(t, known.email, 'a brand new password')).status).toBe(200);
    });

    it('expires after 7 days idle and extends on use (injected clock)', async () => {
      const start = new Date('2030-01-01T00:00:00Z');
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const known = await t.signUp();
      const me = (cookie: string) => t.request('/api/me', { headers: { cookie } });
      const day = 24 * 60 * 60 * 1000;

      vi.setSystemTime(start.getTime() + 6 * day);
      expect((await me(known.cookie)).status).toBe(200);
      // Used on day 6, so day 12 is 6 idle days later: still signed in.
      vi.setSystemTime(start.getTime() + 12 * day);
      expect((await me(known.cookie)).status).toBe(200);
      // Idle from day 12 to day 19: expired.
      vi.setSystemTime(start.getTime() + 19 * day + 60_000);
      expect((await me(known.cookie)).status).toBe(401);
    });
  });

  describe('requests from another site', () => {
    it('refuses state-changing requests with a foreign Origin with 403', async () => {
      const known = await t.signUp({ name: 'Kept' });
      await t.request('/api/me', { headers: { cookie: known.cookie } });
      const patch = await t.request('/api/me/profile', {
        ...json({ fullName: 'Hijacked' }, { cookie: known.cookie, origin: 'https://evil.example' }),
        method: 'PATCH',
      });
      expect(patch.status).toBe(403);
      expect(await patch.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
      const signOut = await t.request(
        '/api/auth/sign-out',
        json({}, { cookie: known.cookie, origin: 'https://evil.example' }),
      );
      expect(signOut.status).toBe(403);
      const crossSite = await t.request('/api/auth/sign-in/email', {
        ...json(
          { email: known.email, password: known.password },
          { 'sec-fetch-site': 'cross-site' },
        ),
      });
      expect(crossSite.status).toBe(403);
      expect((await t.request('/api/me', { headers: { cookie: known.cookie } })).status).toBe(200);
      const [kept] = await t.database.handle.db
        .select({ fullName: profile.fullName })
        .from(profile)
        .where(eq(profile.userId, known.userId));
      expect(kept?.fullName).toBe('Kept');
    });
  });

  describe('bad input to sign-up and sign-in', () => {
    const users = async () =>
      (await t.database.handle.db.select({ n: count() }).from(user))[0]?.n ?? 0;

    it.each([
      ['malformed JSON', '{"email": "a@example.com", ', /not valid JSON/],
      ['missing fields', JSON.stringify({}), /Email is required/],
      [
        'a 10 KB email',
        JSON.stringify({
          email: `${'a'.repeat(10_240)}@example.com`,
          password: PASSWORD,
          name: 'A',
        }),
        /at most 254/,
      ],
      [
        'wrong types',
        JSON.stringify({ email: 'typed@example.com', password: 12345678, name: ['A'] }),
        /Password|name/i,
      ],
      [
        'a malformed pending profile',
        JSON.stringify({
          email: 'pending@example.com',
          password: PASSWORD,
          name: 'A',
          pendingProfile: { allIndiaRank: 'first' },
        }),
        /number/,
      ],
    ])('answers %s with 400 and a message, storing nothing', async (_name, body, message) => {
      const before = await users();
      const response = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { error: { message: string } };
      expect(error.error.message).toMatch(message);
      expect(await users()).toBe(before);
    });

    it('answers a sign-in with a malformed email with 400', async () => {
      const response = await signIn(t, 'not-an-email', PASSWORD);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_request', message: 'Enter a valid email address' },
      });
    });

    it('answers an oversized body with 413', async () => {
      const response = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(40_000) }),
      });
      expect(response.status).toBe(413);
      expect(await usersNamed('a@example.com')).toBe(0);
    });
  });

  describe('one active device', () => {
    it('signing in on device B ends device A at once and tells A over its event stream', async () => {
      const known = await t.signUp();
      const deviceA = crypto.randomUUID();
      const deviceB = crypto.randomUUID();
      const onA = sessionCookieOf(await signIn(t, known.email, known.password, deviceA));
      // A browser always accepts gzip; the stream must still arrive event by event, uncompressed.
      const stream = await t.request('/api/events', {
        headers: { cookie: onA, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(stream.headers.get('content-encoding')).toBeNull();
      const events = eventReader(stream);
      expect((await events.next())?.event).toBe('ready');

      const onB = sessionCookieOf(await signIn(t, known.email, known.password, deviceB));
      expect(await events.next()).toEqual({
        event: 'signed-out',
        data: JSON.stringify({ reason: 'other-device' }),
      });
      expect((await t.request('/api/me', { headers: { cookie: onA } })).status).toBe(401);
      expect((await t.request('/api/me', { headers: { cookie: onB } })).status).toBe(200);
      const sessions = await t.database.handle.db
        .select({ deviceId: session.deviceId })
        .from(session)
        .where(eq(session.userId, known.userId));
      expect(sessions).toEqual([{ deviceId: deviceB }]);
    });

    it('signing in again on the same device says so', async () => {
      const known = await t.signUp();
      const device = crypto.randomUUID();
      const first = sessionCookieOf(await signIn(t, known.email, known.password, device));
      const events = eventReader(await t.request('/api/events', { headers: { cookie: first } }));
      expect((await events.next())?.event).toBe('ready');
      await signIn(t, known.email, known.password, device);
      expect(await events.next()).toEqual({
        event: 'signed-out',
        data: JSON.stringify({ reason: 'same-device' }),
      });
    });

    it('refuses the event stream without a session', async () => {
      expect((await t.request('/api/events')).status).toBe(401);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.dispose());

  it('answers 429 with Retry-After after a few attempts, counted in the database', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await signIn(t, 'someone@example.com', 'wrong password')).status);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await signIn(t, 'someone@example.com', 'wrong password');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    const counters = await t.database.handle.db.select().from(rateLimit);
    expect(counters.some((row) => row.key.endsWith('/sign-in/email'))).toBe(true);

    // Sign-up has its own counter, limited the same way.
    const signUps: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await t.request(
        '/api/auth/sign-up/email',
        json({ email: `r-${crypto.randomUUID()}@example.com`, password: PASSWORD, name: 'R' }),
      );
      signUps.push(response.status);
    }
    expect(signUps).toEqual([200, 200, 200, 429]);
  });
});

describe('cookies over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BETTER_AUTH_URL: 'https://seatscope.example' });
  });
  afterAll(() => t.dispose());

  it('marks the session cookie Secure', async () => {
    const known = await t.signUp();
    const response = await signIn(t, known.email, known.password);
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe('the development outbox', () => {
  // Two apps, each on its own database: set up in hooks, whose time limit covers migrations.
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [development, production] = await Promise.all([
      createTestApp(),
      createTestApp({ NODE_ENV: 'production' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([development.dispose(), production.dispose()]);
  });

  it('lists mail outside production and does not exist in production', async () => {
    const email = `outbox-${crypto.randomUUID()}@example.com`;
    await development.request(
      '/api/auth/sign-up/email',
      json({ email, password: PASSWORD, name: 'O' }),
    );
    const listed = (await (await development.request('/api/dev/outbox')).json()) as {
      mails: { to: string; subject: string }[];
    };
    expect(listed.mails[0]).toMatchObject({ to: email, subject: 'Confirm your SeatScope email' });
    expect((await production.request('/api/dev/outbox')).status).toBe(404);
  });
});
