import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { rateLimit } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { PASSWORD, json, signIn } from '../helpers/accounts';

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
      expect((await signIn(t, target.email, 'wrong password')).status).toBe(401);
    }
    const refused = await signIn(t, target.email.toUpperCase(), target.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // Another account is not held back by the attack on this one.
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
    const [stored] = await t.database.handle.db
      .select({ count: rateLimit.count })
      .from(rateLimit)
      .where(eq(rateLimit.key, `account:sign-in:${target.email}`));
    expect(stored?.count).toBe(4);
  });

  describe('sign-up does the same hashing work whether or not the address exists', () => {
    const hashes = vi.mocked(hashPassword);

    const signUp = async (email: string) => {
      hashes.mockClear();
      const response = await t.request(
        '/api/auth/sign-up/email',
        json({ email, password: 'a new password 123', name: 'Asha Rao' }),
      );
      const body = (await response.json()) as { user: Record<string, unknown> };
      return {
        status: response.status,
        keys: Object.keys(body.user).sort(),
        hashes: hashes.mock.calls.length,
      };
    };

    it('hashes once for a new, an unverified and a verified address', async () => {
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
      expect(fresh.hashes).toBe(1);
      expect(again).toEqual(fresh);
      expect(existing).toEqual(fresh);
    });
  });
});
