import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, countDistinct, eq, like } from 'drizzle-orm';
import type { CreatePurchaseResponse } from '@seatscope/shared';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { postJson } from '../helpers/requests';
import {
  paymentCapturedEvent,
  runConcurrently,
  shuffled,
  signHex,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../helpers/razorpay';
import { getEntitlement } from '../../src/domain/entitlement';
import { paymentEvent, paymentIncident, purchase, user, userPackage } from '../../src/db/schema';
import { paymentsCommand } from '../../src/cli/admin-commands/payments';
import { runCommand } from '../../src/cli/command-line';
import { commandContext } from '../helpers/commands';

const keys = {
  keyId: 'rzp_test_SeatScope01',
  keySecret: 'key_secret_for_tests_only_0123456',
  webhookSecret: 'webhook_secret_for_tests_only_98765',
};

// Razorpay is stood in for by a local server speaking its Orders API; webhooks are signed here
// with the configured secret exactly as Razorpay signs them.
describe('Razorpay payments', () => {
  let t: TestApp;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(keys);
    t = await createTestApp({
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    });
  });
  afterAll(async () => {
    await t.dispose();
    await razorpay.close();
  });

  const post = (path: string, viewer: TestUser | null, body?: unknown) =>
    postJson(t, path, viewer, body);

  const checkout = async (viewer: TestUser, packageId: 'ug' | 'pg' = 'pg') => {
    const response = await post('/api/purchases', viewer, { packageId });
    expect(response.status).toBe(200);
    const created = (await response.json()) as CreatePurchaseResponse;
    if (!created.razorpay) throw new Error('expected a Razorpay order');
    return { purchase: created.purchase, order: created.razorpay };
  };

  const deliverWebhook = (
    body: string,
    eventId: string,
    signature = signHex(keys.webhookSecret, body),
  ) =>
    t.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      body,
    });

  const grantsOf = (userId: string) =>
    t.database.handle.db.select().from(userPackage).where(eq(userPackage.userId, userId));

  const callbackBody = (orderId: string, paymentId: string) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signHex(keys.keySecret, `${orderId}|${paymentId}`),
  });

  it('refuses simulated success entirely while the provider is razorpay', async () => {
    const buyer = await t.signUp();
    const { purchase: started } = await checkout(buyer);
    const response = await post(`/api/purchases/${started.id}/simulate-success`, buyer);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'simulation_disabled',
    );
    expect(await grantsOf(buyer.userId)).toHaveLength(0);
  });

  it('creates the order through the Orders API with the catalogue amount and basic auth', async () => {
    const buyer = await t.signUp({ name: 'Asha Rao' });
    const before = razorpay.requests.length;
    const response = await post('/api/purchases', buyer, { packageId: 'ug', amount: 100 });
    const created = (await response.json()) as CreatePurchaseResponse;
    const sent = razorpay.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    );
    expect(sent[0]?.body).toMatchObject({
      amount: 117882,
      currency: 'INR',
      receipt: created.purchase.id,
    });
    expect(created.razorpay).toMatchObject({
      keyId: keys.keyId,
      amountPaise: 117882,
      currency: 'INR',
      description: 'UG Package',
      prefill: { name: 'Asha Rao', email: buyer.email, contact: '' },
    });
    expect(created.razorpay?.orderId).toMatch(/^order_/);
  });

  it('returns the same order for a retried create, also when retries race', async () => {
    const buyer = await t.signUp();
    const first = await checkout(buyer);
    const retries = await Promise.all([1, 2, 3, 4, 5].map(() => checkout(buyer)));
    for (const retry of retries) {
      expect(retry.purchase.id).toBe(first.purchase.id);
      expect(retry.order.orderId).toBe(first.order.orderId);
    }
    const other = await t.signUp();
    const racing = await Promise.all([1, 2, 3, 4, 5].map(() => checkout(other)));
    expect(new Set(racing.map((attempt) => attempt.order.orderId)).size).toBe(1);
    expect(new Set(racing.map((attempt) => attempt.purchase.id)).size).toBe(1);
  });

  it('answers 502 while the Orders API fails, and a retry then gets an order', async () => {
    const buyer = await t.signUp();
    razorpay.failNext(1);
    const failed = await post('/api/purchases', buyer, { packageId: 'pg' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: {
        code: 'payment_provider_unavailable',
        message: 'The payment service could not be reached. Please try again in a moment.',
      },
    });
    const retried = await checkout(buyer);
    expect(retried.order.orderId).toMatch(/^order_/);
  });

  it('grants on a verified callback, and a webhook for the same payment grants nothing more', async () => {
    const buyer = await t.signUp();
    const { purchase: started, order } = await checkout(buyer);
    const paymentId = 'pay_CallbackThenHook1';

    const confirmed = await post(
      `/api/purchases/${started.id}/razorpay-callback`,
      buyer,
      callbackBody(order.orderId, paymentId),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ purchase: { status: 'paid' } });
    expect((await getEntitlement(t.database.handle.db, buyer.userId)).demo).toBe(false);

    const repeated = await post(
      `/api/purchases/${started.id}/razorpay-callback`,
      buyer,
      callbackBody(order.orderId, paymentId),
    );
    expect(repeated.status).toBe(200);
    const hook = await deliverWebhook(
      paymentCapturedEvent({ orderId: order.orderId, paymentId, amountPaise: 176882 }),
      'evt_CallbackThenHook1',
    );
    expect(await hook.json()).toEqual({ received: true, outcome: 'already_paid', reason: null });
    expect(await grantsOf(buyer.userId)).toHaveLength(1);
  });

  it('gives one grant when the callback and the webhook for a payment race', async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => t.signUp()));
    for (const [index, buyer] of buyers.entries()) {
      const { purchase: started, order } = await checkout(buyer);
      const paymentId = `pay_Race${index}`;
      const body = paymentCapturedEvent({ orderId: order.orderId, paymentId, amountPaise: 176882 });
      const responses = await Promise.all([
        deliverWebhook(body, `evt_Race${index}`),
        post(
          `/api/purchases/${started.id}/razorpay-callback`,
          buyer,
          callbackBody(order.orderId, paymentId),
        ),
        deliverWebhook(body, `evt_Race${index}`),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(await grantsOf(buyer.userId)).toHaveLength(1);
    }
  });

  it('rejects a tampered callback signature and changes nothing', async () => {
    const buyer = await t.signUp();
    const { purchase: started, order } = await checkout(buyer);
    const genuine = callbackBody(order.orderId, 'pay_Tampered1');
    const last = genuine.razorpay_signature.at(-1) === '0' ? '1' : '0';
    const tampered = [
      { ...genuine, razorpay_signature: genuine.razorpay_signature.slice(0, -1) + last },
      { ...genuine, razorpay_payment_id: 'pay_Tampered2' },
      // A signature the browser computed for another order it controls.
      { ...callbackBody('order_Other123', 'pay_Tampered1'), razorpay_order_id: undefined },
      { ...genuine, razorpay_order_id: 'order_Other123' },
    ];
    for (const body of tampered) {
      const response = await post(`/api/purchases/${started.id}/razorpay-callback`, buyer, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_signature', message: 'The payment could not be verified.' },
      });
    }
    expect(await grantsOf(buyer.userId)).toHaveLength(0);
  });

  it("refuses to complete another user's purchase with a valid signature", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const { purchase: started, order } = await checkout(owner);
    const response = await post(
      `/api/purchases/${started.id}/razorpay-callback`,
      intruder,
      callbackBody(order.orderId, 'pay_Intruder1'),
    );
    expect(response.status).toBe(404);
    expect(await grantsOf(owner.userId)).toHaveLength(0);
    expect(await grantsOf(intruder.userId)).toHaveLength(0);
  });

  it('ignores a forged webhook: nothing recorded, nothing granted', async () => {
    const buyer = await t.signUp();
    const { order } = await checkout(buyer);
    const body = paymentCapturedEvent({
      orderId: order.orderId,
      paymentId: 'pay_Forged1',
      amountPaise: 176882,
    });
    const genuine = signHex(keys.webhookSecret, body);
    const forgeries = [
      { body, signature: signHex('guessed-secret', body) },
      { body, signature: genuine.slice(0, -1) + (genuine.at(-1) === 'a' ? 'b' : 'a') },
      { body: body.replace('"captured"', '"captured" '), signature: genuine },
      { body, signature: '' },
    ];
    for (const forgery of forgeries) {
      const response = await deliverWebhook(forgery.body, 'evt_Forged1', forgery.signature);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_signature',
      );
    }
    const [recorded] = await t.database.handle.db
      .select({ n: count() })
      .from(paymentEvent)
      .where(eq(paymentEvent.providerEventId, 'evt_Forged1'));
    expect(recorded?.n).toBe(0);
    expect(await grantsOf(buyer.userId)).toHaveLength(0);

    // The genuine delivery of that same event still works afterwards.
    const real = await deliverWebhook(body, 'evt_Forged1');
    expect(await real.json()).toEqual({ received: true, outcome: 'granted', reason: null });
  });

  const incidentOf = async (paymentId: string) => {
    const [row] = await t.database.handle.db
      .select()
      .from(paymentIncident)
      .where(eq(paymentIncident.providerPaymentId, paymentId));
    return row;
  };

  const refundedAtProvider = (paymentId: string) =>
    razorpay.refunds.filter((refund) => refund.paymentId === paymentId);

  /** An order made at Razorpay with our keys but never stored on a purchase. */
  const orderMadeElsewhere = async (notes: Record<string, string>, amount = 176882) => {
    const response = await fetch(new URL('/v1/orders', razorpay.url), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount, currency: 'INR', notes }),
    });
    return ((await response.json()) as { id: string }).id;
  };

  const outcomeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    const { outcome, reason } = (await response.json()) as { outcome: string; reason: unknown };
    return { outcome, reason };
  };

  it('refunds and records a payment of another amount or currency, and grants nothing', async () => {
    const buyer = await t.signUp();
    const { purchase: started, order } = await checkout(buyer);
    const short = razorpay.pay(order.orderId, { amount: 100 });
    const dollars = razorpay.pay(order.orderId, { currency: 'USD' });
    expect(await outcomeOf(await deliverWebhook(short.body, 'evt_Short1'))).toEqual({
      outcome: 'refunded',
      reason: 'amount_mismatch',
    });
    expect(await outcomeOf(await deliverWebhook(dollars.body, 'evt_Dollars1'))).toEqual({
      outcome: 'refunded',
      reason: 'currency_mismatch',
    });
    expect(await grantsOf(buyer.userId)).toHaveLength(0);
    expect(refundedAtProvider(short.paymentId)).toEqual([expect.objectContaining({ amount: 100 })]);
    expect(refundedAtProvider(dollars.paymentId)).toHaveLength(1);
    expect(await incidentOf(short.paymentId)).toMatchObject({
      userId: buyer.userId,
      purchaseId: started.id,
      packageId: 'pg',
      amountPaise: 100,
      currency: 'INR',
      reason: 'amount_mismatch',
      action: 'refunded',
    });
    expect(await incidentOf(dollars.paymentId)).toMatchObject({
      currency: 'USD',
      reason: 'currency_mismatch',
      action: 'refunded',
    });

    // The purchase is still open: the right payment then grants.
    const right = razorpay.pay(order.orderId);
    expect(await outcomeOf(await deliverWebhook(right.body, 'evt_Right1'))).toEqual({
      outcome: 'granted',
      reason: null,
    });
    expect(await grantsOf(buyer.userId)).toHaveLength(1);
  });

  it('refunds a payment for an order that is not ours, once, whatever the event id says', async () => {
    const orderId = await orderMadeElsewhere({ purpose: 'not a SeatScope purchase' });
    const stray = razorpay.pay(orderId);
    expect(await outcomeOf(await deliverWebhook(stray.body, 'evt_Stray1'))).toEqual({
      outcome: 'refunded',
      reason: 'unknown_order',
    });
    // The event id header is not signed: the same signed body under another id is the same event.
    for (const eventId of ['evt_Stray2', 'evt_Stray1', '']) {
      expect(await outcomeOf(await deliverWebhook(stray.body, eventId))).toEqual({
        outcome: 'duplicate',
        reason: null,
      });
    }
    expect(refundedAtProvider(stray.paymentId)).toHaveLength(1);
    expect(await incidentOf(stray.paymentId)).toMatchObject({
      userId: null,
      reason: 'unknown_order',
      action: 'refunded',
    });

    const failed = paymentCapturedEvent({
      orderId,
      paymentId: stray.paymentId,
      amountPaise: 176882,
    }).replace('"payment.captured"', '"payment.failed"');
    expect(await outcomeOf(await deliverWebhook(failed, 'evt_Failed1'))).toEqual({
      outcome: 'ignored',
      reason: null,
    });
    const notAnEvent = await deliverWebhook('{}', 'evt_Empty1');
    expect(notAnEvent.status).toBe(400);
  });

  it('grants the package a superseded order names, and refunds a second payment of it', async () => {
    const buyer = await t.signUp();
    const { purchase: started, order } = await checkout(buyer);
    // An order for this purchase that was never stored (its create lost its claim).
    const superseded = await orderMadeElsewhere({
      purchaseId: started.id,
      userId: buyer.userId,
      packageId: 'pg',
    });
    const first = razorpay.pay(superseded);
    expect(await outcomeOf(await deliverWebhook(first.body, 'evt_Superseded1'))).toEqual({
      outcome: 'granted',
      reason: 'superseded_order',
    });
    expect(await grantsOf(buyer.userId)).toHaveLength(1);
    expect(await incidentOf(first.paymentId)).toMatchObject({
      userId: buyer.userId,
      packageId: 'pg',
      purchaseId: started.id,
      action: 'granted',
      reason: 'superseded_order',
    });

    const second = razorpay.pay(order.orderId);
    expect(await outcomeOf(await deliverWebhook(second.body, 'evt_Superseded2'))).toEqual({
      outcome: 'refunded',
      reason: 'already_paid',
    });
    expect(refundedAtProvider(second.paymentId)).toHaveLength(1);
    expect(await grantsOf(buyer.userId)).toHaveLength(1);

    // Notes that name a purchase but another buyer are not trusted: refunded as unknown.
    const forgedNotes = await orderMadeElsewhere({
      purchaseId: started.id,
      userId: 'someone-else',
      packageId: 'pg',
    });
    const third = razorpay.pay(forgedNotes);
    expect(await outcomeOf(await deliverWebhook(third.body, 'evt_Superseded3'))).toEqual({
      outcome: 'refunded',
      reason: 'unknown_order',
    });
  });

  it('records a payment it could not refund for an operator, who lists it', async () => {
    const buyer = await t.signUp();
    const { order } = await checkout(buyer);
    const wrong = razorpay.pay(order.orderId, { amount: 200 });
    razorpay.failNextRefunds(1);
    expect(await outcomeOf(await deliverWebhook(wrong.body, 'evt_NoRefund1'))).toEqual({
      outcome: 'needs_attention',
      reason: 'amount_mismatch',
    });
    expect(refundedAtProvider(wrong.paymentId)).toHaveLength(0);
    expect(await incidentOf(wrong.paymentId)).toMatchObject({ action: 'needs_attention' });

    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await runCommand(paymentsCommand, [], commandContext(t));
      const lines = printed.mock.calls.map((call) => String(call[0]));
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `NEEDS ATTENTION {2}amount_mismatch {2}${wrong.paymentId} {2}order ${order.orderId} {2}${buyer.email} {2}pg {2}2\\.00 INR`,
          ),
        ),
      );
      expect(lines.some((line) => /refunded {2}unknown_order .* refund rfnd_/.test(line))).toBe(
        true,
      );
      await expect(
        runCommand(paymentsCommand, ['--limit', 'all'], commandContext(t)),
      ).rejects.toThrow(/--limit/);
    } finally {
      printed.mockRestore();
    }
  });

  it('makes one order for two racing purchase attempts, and paying both takes no money for nothing', async () => {
    for (const round of [1, 2, 3]) {
      const buyer = await t.signUp();
      const attempts = await Promise.all([checkout(buyer), checkout(buyer)]);
      const purchaseId = attempts[0].purchase.id;
      expect(attempts[1].purchase.id).toBe(purchaseId);
      const ordersAtProvider = razorpay.orders
        .filter((order) => order.notes.purchaseId === purchaseId || order.receipt === purchaseId)
        .map((order) => order.id);
      // The second attempt reused the first one's order.
      expect(ordersAtProvider).toEqual([attempts[0].order.orderId]);
      expect(attempts[1].order.orderId).toBe(attempts[0].order.orderId);

      // The buyer pays in both windows (and any order the provider holds for the purchase).
      const paid = [...attempts.map((attempt) => attempt.order.orderId), ...ordersAtProvider].map(
        (orderId) => razorpay.pay(orderId),
      );
      const outcomes = await Promise.all(
        paid.map(async (payment, index) =>
          outcomeOf(await deliverWebhook(payment.body, `evt_Racing${round}_${index}`)),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.outcome === 'granted')).toHaveLength(1);
      expect(await grantsOf(buyer.userId)).toHaveLength(1);

      // Every payment either paid the purchase or was refunded through the provider, and recorded.
      const [bought] = await t.database.handle.db
        .select()
        .from(purchase)
        .where(eq(purchase.id, purchaseId));
      for (const payment of paid) {
        if (bought?.providerPaymentId === payment.paymentId) continue;
        expect(refundedAtProvider(payment.paymentId)).toHaveLength(1);
        expect(await incidentOf(payment.paymentId)).toMatchObject({
          userId: buyer.userId,
          packageId: 'pg',
          action: 'refunded',
        });
      }
    }
  });

  it('gives exactly 1,000 grants for 1,000 payments whose events arrive 3 times, shuffled', async () => {
    const db = t.database.handle.db;
    const payments = Array.from({ length: 1000 }, (_, index) => ({
      userId: `bulk-user-${index}`,
      purchaseId: `pur_bulk${index}`,
      orderId: `order_Bulk${index}`,
      paymentId: `pay_Bulk${index}`,
      eventId: `evt_Bulk${index}`,
    }));
    // Users and open purchases go straight into the database: signing up 1,000 users through
    // the API would only test password hashing.
    await db.insert(user).values(
      payments.map((payment) => ({
        id: payment.userId,
        name: 'Bulk Buyer',
        email: `${payment.userId}@example.com`,
      })),
    );
    await db.insert(purchase).values(
      payments.map((payment) => ({
        id: payment.purchaseId,
        userId: payment.userId,
        packageId: 'pg' as const,
        provider: 'razorpay' as const,
        amountPaise: 176882,
        providerOrderId: payment.orderId,
      })),
    );

    const deliveries = shuffled(
      payments.flatMap((payment) => {
        const body = paymentCapturedEvent({
          orderId: payment.orderId,
          paymentId: payment.paymentId,
          amountPaise: 176882,
        });
        return [1, 2, 3].map(() => ({ body, eventId: payment.eventId }));
      }),
      20261121,
    );
    expect(deliveries).toHaveLength(3000);
    const outcomes = await runConcurrently(
      deliveries.map((delivery) => async () => {
        const response = await deliverWebhook(delivery.body, delivery.eventId);
        expect(response.status).toBe(200);
        return ((await response.json()) as { outcome: string }).outcome;
      }),
      8,
    );
    const tally = Object.fromEntries(
      ['granted', 'duplicate', 'already_paid'].map((outcome) => [
        outcome,
        outcomes.filter((value) => value === outcome).length,
      ]),
    );
    expect(tally).toEqual({ granted: 1000, duplicate: 2000, already_paid: 0 });

    // Exactly one package per bulk buyer, each from its own purchase, every purchase paid.
    const [grants] = await db
      .select({
        rows: count(),
        users: countDistinct(userPackage.userId),
        purchases: countDistinct(userPackage.purchaseId),
      })
      .from(userPackage)
      .where(like(userPackage.userId, 'bulk-user-%'));
    expect(grants).toEqual({ rows: 1000, users: 1000, purchases: 1000 });
    const [paid] = await db
      .select({ n: count() })
      .from(purchase)
      .where(and(like(purchase.id, 'pur_bulk%'), eq(purchase.status, 'paid')));
    expect(paid?.n).toBe(1000);
    const [events] = await db
      .select({ n: count() })
      .from(paymentEvent)
      .where(like(paymentEvent.providerEventId, 'evt_Bulk%'));
    expect(events?.n).toBe(1000);
  });
});
