import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { getEntitlement } from '../../src/domain/entitlement';
import { userPackage, userRole } from '../../src/db/schema';

describe('sessions and entitlement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('resolves the session cookie to its user', async () => {
    const user = await t.signUp({ name: 'Asha' });
    const response = await t.request('/api/auth/get-session', { headers: { cookie: user.cookie } });
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe(user.email);
  });

  it('puts a user with no package in demo, and lifts it for an active package or admin', async () => {
    const db = t.database.handle.db;
    const user = await t.signUp();
    expect((await getEntitlement(db, user.userId)).demo).toBe(true);
    expect((await getEntitlement(db, null)).demo).toBe(true);

    await db.insert(userPackage).values({
      userId: user.userId,
      packageId: 'pg',
      purchasedAt: new Date('2026-01-01'),
      expiresAt: null,
    });
    expect((await getEntitlement(db, user.userId)).demo).toBe(false);

    // The newest package decides: an expired newer one puts the user back in demo.
    await db.insert(userPackage).values({
      userId: user.userId,
      packageId: 'pg',
      purchasedAt: new Date('2026-02-01'),
      expiresAt: new Date('2026-03-01'),
    });
    expect((await getEntitlement(db, user.userId, new Date('2026-06-01'))).demo).toBe(true);

    await db.insert(userRole).values({ userId: user.userId, role: 'admin' });
    expect((await getEntitlement(db, user.userId, new Date('2026-06-01'))).demo).toBe(false);
  });
});
