import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { emailOutbox, rateLimit } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { PASSWORD, json, outboxLink, requestFrom, signIn, signInFrom } from '../helpers/accounts';

// Every argon2 hash the server computes goes through hashPassword: counted here. API test files
// share their worker's modules (vitest.config.ts): this file starts from fresh ones, so the mock
// reaches the server it composes, and leaves fresh ones for the files after it.
vi.hoisted(() => vi.resetModules());
vi.mock('../../src/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/auth/password')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

/** Sign-in limits per account and sign-up's equal work (docs/security.md#accounts). */
describe('account limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t.dispose();
    vi.doUnmock('../../src/auth/password');
    vi.resetModules();
  });

  it('limits sign-in attempts per account, whatever the address, counted in the database', async () => {
    const target = await t.signUp();
    const other = await t.signUp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const guess = await signInFrom(t, `192.0.2.${attempt + 1}`, target.email, 'wrong password');
      expect(guess.status).toBe(401);
    }
    const refused = await signInFrom(t, '192.0.2.9', target.email.toUpperCase(), target.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/reset your password/);
    // Another account is not held back by the attack on this one.
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
    // The refused attempt is not counted: it did not check the password.
    const [stored] = await t.database.handle.db
      .select({ count: rateLimit.count })
      .from(rateLimit)
      .where(eq(rateLimit.key, `account:sign-in:${target.email}`));
    expect(stored?.count).toBe(3);
  });

  it('slows guesses at an account with a doubling wait, and counts no refused attempt', async () => {
    const target = await t.signUp();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const guess = (from: number) =>
        signInFrom(t, `198.51.100.${from}`, target.email, 'wrong password');
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await guess(attempt)).status).toBe(401);
      }
      const waits: string[] = [];
      let elapsedMs = 0;
      for (let round = 0; round < 4; round += 1) {
        // Guesses during the wait, from fresh addresses, are refused and change nothing.
        for (let hammer = 0; hammer < 3; hammer += 1) {
          const refused = await guess(100 + round * 10 + hammer);
          expect(refused.status).toBe(429);
          waits.push(refused.headers.get('retry-after') ?? '');
        }
        elapsedMs += Number(waits.at(-1)) * 1000;
        vi.setSystemTime(start + elapsedMs);
        expect((await guess(50 + round)).status).toBe(401);
      }
      expect(waits).toEqual(['1', '1', '1', '2', '2', '2', '4', '4', '4', '8', '8', '8']);
      // The owner, on the right password, is told the same short wait and then signs in.
      const owner = await signInFrom(t, '203.0.113.1', target.email, target.password);
      expect(owner.status).toBe(429);
      expect(owner.headers.get('retry-after')).toBe('16');
      vi.setSystemTime(start + elapsedMs + 16_000);
      expect((await signInFrom(t, '203.0.113.1', target.email, target.password)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a password reset through whatever the guesses, and forgets them', async () => {
    const target = await t.signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInFrom(t, `198.51.100.${attempt}`, target.email, 'wrong password');
    }
    const owner = '203.0.113.2';
    expect((await signInFrom(t, owner, target.email, target.password)).status).toBe(429);
    const requested = await requestFrom(
      t,
      owner,
      '/api/auth/request-password-reset',
      json({ email: target.email }),
    );
    expect(requested.status).toBe(200);
    const link = new URL(await outboxLink(t, target.email, /reset/i));
    const token = link.pathname.split('/').pop() ?? '';
    const newPassword = 'a brand new password 42';
    const reset = await requestFrom(
      t,
      owner,
      '/api/auth/reset-password',
      json({ newPassword, token }),
    );
    expect(reset.status).toBe(200);
    expect((await signInFrom(t, owner, target.email, newPassword)).status).toBe(200);
  });

  describe('sign-up does the same work whether or not the address exists', () => {
    const hashes = vi.mocked(hashPassword);
    const mailsTo = async (email: string) =>
      (await t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))
        .length;

    const signUp = async (email: string) => {
      hashes.mockClear();
      const mailsBefore = await mailsTo(email);
      const response = await t.request(
        '/api/auth/sign-up/email',
        json({ email, password: 'a new password 123', name: 'Asha Rao' }),
      );
      const body = (await response.json()) as { user: Record<string, unknown> };
      return {
        status: response.status,
        keys: Object.keys(body.user).sort(),
        hashes: hashes.mock.calls.length,
        mails: (await mailsTo(email)) - mailsBefore,
      };
    };

    it('hashes once and mails once for a new, an unverified and a verified address', async () => {
      const unverified = `unverified-${crypto.randomUUID()}@example.com`;
      const first = await t.request(
        '/api/auth/sign-up/email',
        json({ email: unverified, password: PASSWORD, name: 'Owner' }),
      );
      expect(first.status).toBe(200);
      const verified = await t.signUp();

      const fresh = await signUp(`fresh-${crypto.randomUUID()}@example.com`);
      const again = await signUp(unverified);
      const existing = await signUp(verified.email);
      expect(fresh).toMatchObject({ status: 200, hashes: 1, mails: 1 });
      expect(again).toEqual(fresh);
      expect(existing).toEqual(fresh);
      // The verified owner's mail says the account exists, and changes nothing.
      expect(await outboxLink(t, verified.email, /already have/i)).toBe(`${t.config.baseUrl}/auth`);
      expect((await signIn(t, verified.email, verified.password)).status).toBe(200);
    });
  });

  describe('with the default limits (5 per address, 10 per account, a minute)', () => {
    let defaults: TestApp;
    beforeAll(async () => {
      defaults = await createTestApp({
        AUTH_RATE_LIMIT_MAX: '5',
        AUTH_ACCOUNT_RATE_LIMIT_MAX: '10',
      });
    });
    afterAll(() => defaults.dispose());

    it('twelve guesses from one address, the owner signs in from another', async () => {
      const owner = await defaults.signUp();
      const statuses = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        statuses.push((await signInFrom(defaults, '192.0.2.66', owner.email, 'guess')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
      expect((await signInFrom(defaults, '203.0.113.3', owner.email, owner.password)).status).toBe(
        200,
      );
    });
  });
});
