import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Catalogue, CreatePurchaseResponse } from '@seatscope/shared';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { postJson } from '../helpers/requests';
import { getEntitlement } from '../../src/domain/entitlement';
import { pkg, purchase, userPackage } from '../../src/db/schema';
import { grantCommand, revokeCommand } from '../../src/cli/admin-commands/package-grants';
import { runCommand } from '../../src/cli/command-line';
import { commandContext } from '../helpers/commands';

// Checkout with the default, simulated provider (docs/product.md#payments, the simulated provider).
describe('packages and simulated purchases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  const post = (path: string, viewer: TestUser | null, body?: unknown) =>
    postJson(t, path, viewer, body);

  const startPurchase = async (user: TestUser, packageId: 'ug' | 'pg' = 'pg') => {
    const response = await post('/api/purchases', user, { packageId });
    expect(response.status).toBe(200);
    return (await response.json()) as CreatePurchaseResponse;
  };

  const grantsOf = (userId: string) =>
    t.database.handle.db.select().from(userPackage).where(eq(userPackage.userId, userId));

  it('serves the one catalogue: price, original, GST and total in paise and as shown', async () => {
    const response = await t.request('/api/packages');
    expect(response.status).toBe(200);
    const catalogue = (await response.json()) as Catalogue;
    expect(catalogue.defaultPackageId).toBe('pg');
    expect(catalogue.paymentProvider).toBe('simulated');
    expect(catalogue.packages.map((entry) => entry.id)).toEqual(['ug', 'pg']);
    const [ug, pg] = catalogue.packages;
    expect(ug).toMatchObject({
      pricePaise: 99900,
      originalPricePaise: 299900,
      gstPercent: 18,
      gstPaise: 17982,
      totalPaise: 117882,
      offerLabel: 'Special Offer',
      display: { price: '₹999', originalPrice: '₹2,999', gst: '₹179.82', total: '₹1,178.82' },
    });
    expect(pg).toMatchObject({
      pricePaise: 149900,
      gstPaise: 26982,
      totalPaise: 176882,
      display: { price: '₹1,499', originalPrice: '₹2,999', gst: '₹269.82', total: '₹1,768.82' },
    });
    expect(new Date(pg?.validUntil ?? '').toISOString()).toBe('2027-03-31T18:29:59.000Z');
  });

  it('asks for a session and a valid package before creating a purchase', async () => {
    const anonymous = await post('/api/purchases', null, { packageId: 'pg' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to continue.' },
    });

    const user = await t.signUp();
    const wrong = await post('/api/purchases', user, { packageId: 'md' });
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/packageId/);

    const broken = await t.request('/api/purchases', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: '{"packageId":',
    });
    expect(broken.status).toBe(400);
  });

  it('takes the amount from the catalogue, ignoring any amount from the browser', async () => {
    const user = await t.signUp();
    const response = await post('/api/purchases', user, {
      packageId: 'ug',
      amount: 100,
      amountPaise: 100,
    });
    const created = (await response.json()) as CreatePurchaseResponse;
    expect(created.purchase).toMatchObject({
      packageId: 'ug',
      provider: 'simulated',
      status: 'created',
      amountPaise: 117882,
      currency: 'INR',
    });
    expect(created.razorpay).toBeNull();
    expect(created.purchase.id).toMatch(/^pur_[A-Za-z0-9_-]{20,}$/);
  });

  it('returns the same open purchase when the create is retried', async () => {
    const user = await t.signUp();
    const attempts = await Promise.all([1, 2, 3, 4].map(() => startPurchase(user)));
    const ids = new Set(attempts.map((attempt) => attempt.purchase.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.handle.db
      .select()
      .from(purchase)
      .where(eq(purchase.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('grants the package on simulated success, from the next request on, exactly once', async () => {
    const user = await t.signUp();
    const { purchase: started } = await startPurchase(user);
    expect((await getEntitlement(t.database.handle.db, user.userId)).demo).toBe(true);

    const first = await post(`/api/purchases/${started.id}/simulate-success`, user);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ purchase: { id: started.id, status: 'paid' } });
    const entitlement = await getEntitlement(t.database.handle.db, user.userId);
    expect(entitlement).toMatchObject({ demo: false, packageId: 'pg' });
    expect(entitlement.expiresAt?.toISOString()).toBe('2027-03-31T18:29:59.000Z');

    const again = await post(`/api/purchases/${started.id}/simulate-success`, user);
    expect(again.status).toBe(200);
    expect(await grantsOf(user.userId)).toHaveLength(1);

    // Already entitled: no second purchase.
    const more = await post('/api/purchases', user, { packageId: 'ug' });
    expect(more.status).toBe(409);
    expect(((await more.json()) as { error: { code: string } }).error.code).toBe(
      'already_entitled',
    );
  });

  it("refuses to complete another user's purchase and changes nothing", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const { purchase: started } = await startPurchase(owner);

    const stolen = await post(`/api/purchases/${started.id}/simulate-success`, intruder);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({
      error: { code: 'not_found', message: 'No such purchase.' },
    });
    const anonymous = await post(`/api/purchases/${started.id}/simulate-success`, null);
    expect(anonymous.status).toBe(401);

    expect(await grantsOf(owner.userId)).toHaveLength(0);
    expect(await grantsOf(intruder.userId)).toHaveLength(0);
    const [row] = await t.database.handle.db
      .select()
      .from(purchase)
      .where(eq(purchase.id, started.id));
    expect(row?.status).toBe('created');
  });

  it('rejects malformed purchase ids with a 400, never reaching the database', async () => {
    const user = await t.signUp();
    const response = await post("/api/purchases/1'%20or%201=1/simulate-success", user);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /purchase id/,
    );
  });

  it('stops selling a package after its valid_until', async () => {
    const db = t.database.handle.db;
    const [original] = await db.select().from(pkg).where(eq(pkg.id, 'ug'));
    await db
      .update(pkg)
      .set({ validUntil: new Date('2020-01-01') })
      .where(eq(pkg.id, 'ug'));
    try {
      const user = await t.signUp();
      const response = await post('/api/purchases', user, { packageId: 'ug' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: 'offer_ended', message: 'This package is no longer on sale.' },
      });
    } finally {
      await db.update(pkg).set({ validUntil: original?.validUntil }).where(eq(pkg.id, 'ug'));
    }
  });

  it('keeps a paid purchase paid: the database refuses to move it back', async () => {
    const user = await t.signUp();
    const { purchase: started } = await startPurchase(user);
    await post(`/api/purchases/${started.id}/simulate-success`, user);
    await expect(
      t.database.handle.db
        .update(purchase)
        .set({ status: 'created', paidAt: null })
        .where(eq(purchase.id, started.id)),
    ).rejects.toThrow();
  });

  it('has no Razorpay endpoints at work while the provider is simulated', async () => {
    const user = await t.signUp();
    const { purchase: started } = await startPurchase(user);
    const callback = await post(`/api/purchases/${started.id}/razorpay-callback`, user, {
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(callback.status).toBe(403);
    const webhook = await t.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      body: '{}',
    });
    expect(webhook.status).toBe(404);
    expect(await grantsOf(user.userId)).toHaveLength(0);
  });

  it('documents the checkout endpoints in the OpenAPI document', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/packages',
        '/api/purchases',
        '/api/purchases/{id}/simulate-success',
        '/api/purchases/{id}/razorpay-callback',
        '/api/payments/razorpay/webhook',
      ]),
    );
  });

  it('lets operators grant and revoke packages; entitlement follows on the next read', async () => {
    const user = await t.signUp();
    const context = commandContext(t);
    const db = t.database.handle.db;
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await runCommand(grantCommand, ['--email', user.email, '--package', 'ug'], context);
    const granted = await getEntitlement(db, user.userId);
    expect(granted).toMatchObject({ demo: false, packageId: 'ug' });
    expect(granted.expiresAt?.toISOString()).toBe('2027-03-31T18:29:59.000Z');

    await runCommand(revokeCommand, ['--email', user.email], context);
    expect((await getEntitlement(db, user.userId)).demo).toBe(true);
    expect(printed).toHaveBeenLastCalledWith(expect.stringMatching(/^Ended 1 package/));

    await runCommand(
      grantCommand,
      ['--email', user.email, '--package', 'pg', '--expires', '2030-01-31'],
      context,
    );
    const dated = await getEntitlement(db, user.userId);
    expect(dated).toMatchObject({ demo: false, packageId: 'pg' });
    expect(dated.expiresAt?.toISOString()).toBe('2030-01-31T18:29:59.000Z');

    await expect(
      runCommand(grantCommand, ['--email', 'nobody@example.com', '--package', 'pg'], context),
    ).rejects.toThrow(/No user has the email/);
    await expect(
      runCommand(grantCommand, ['--email', user.email, '--package', 'md'], context),
    ).rejects.toThrow(/--package must be ug or pg/);
    await expect(
      runCommand(
        grantCommand,
        ['--email', user.email, '--package', 'pg', '--expires', 'soon'],
        context,
      ),
    ).rejects.toThrow(/--expires/);
    printed.mockRestore();
  });
});

describe('payments in production', () => {
  it('sells nothing without a configured provider: 503 and a catalogue that says so', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      const catalogue = (await (await t.request('/api/packages')).json()) as Catalogue;
      expect(catalogue.paymentProvider).toBeNull();
      const user = await t.signUp();
      const response = await postJson(t, '/api/purchases', user, { packageId: 'ug' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'payments_unavailable', message: 'Payments are not configured.' },
      });
      expect(
        await t.database.handle.db.select().from(purchase).where(eq(purchase.userId, user.userId)),
      ).toHaveLength(0);
    } finally {
      await t.dispose();
    }
  });

  it('runs the simulated checkout only when PAYMENTS_PROVIDER=simulated is set', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'simulated' });
    try {
      const catalogue = (await (await t.request('/api/packages')).json()) as Catalogue;
      expect(catalogue.paymentProvider).toBe('simulated');
      const user = await t.signUp();
      const response = await postJson(t, '/api/purchases', user, { packageId: 'ug' });
      expect(response.status).toBe(200);
    } finally {
      await t.dispose();
    }
  });
});
