import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { paymentEvent, purchase } from '../db/schema';
import { DomainError } from '../common/errors';
import type { RazorpayApi, RazorpayCredentials } from './payments/types';
import { verifyWebhookSignature } from './payments/signatures';
import {
  markRefunded,
  recordIncident,
  settlePurchase,
  type CapturedPayment,
  type IncidentReason,
} from './captured-payments';

/** Events that mean money was taken for an order. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

const notesSchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

const webhookBodySchema = z.object({
  event: z.string().min(1),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string().min(1),
          order_id: z.string().min(1).nullish(),
          amount: z.number().int(),
          currency: z.string().min(1),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string().min(1), notes: notesSchema }) }).optional(),
  }),
});

export const WEBHOOK_OUTCOMES = [
  'granted',
  'already_paid',
  'duplicate',
  'ignored',
  'refunded',
  'needs_attention',
] as const;
type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export interface WebhookDelivery {
  rawBody: Uint8Array;
  signature: string | undefined;
  /** X-Razorpay-Event-Id: not covered by the signature, so only kept to trace a delivery. */
  eventId: string | undefined;
}

export interface WebhookResult {
  outcome: WebhookOutcome;
  /** Why a payment was refunded or needs an operator; null when it simply paid its purchase. */
  reason: IncidentReason | null;
}

const invalidSignature = () =>
  new DomainError('invalid', 'invalid_signature', 'The webhook signature does not match.');

function parseBody(rawBody: Uint8Array) {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    throw new DomainError('invalid', 'invalid_body', 'The webhook body is not JSON.');
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) {
    throw new DomainError('invalid', 'invalid_body', 'The webhook body is not a Razorpay event.');
  }
  return parsed.data;
}

/**
 * What makes two deliveries the same event, read from the signed body: for money taken, the
 * payment (payment.captured and order.paid are one payment); otherwise the exact body.
 */
function eventKeyOf(paymentId: string | null, rawBody: Uint8Array): string {
  if (paymentId) return `payment:${paymentId}`;
  return `body:${createHash('sha256').update(rawBody).digest('hex')}`;
}

function findByOrder(tx: Database, orderId: string) {
  return tx
    .select()
    .from(purchase)
    .where(and(eq(purchase.provider, 'razorpay'), eq(purchase.providerOrderId, orderId)));
}

/**
 * The purchase an order was made for when it is not the one stored on any purchase (a
 * superseded order): our orders' notes name the purchase, its buyer and its package, and all
 * three must agree.
 */
async function purchaseNamedBy(tx: Database, notes: Record<string, unknown> | null) {
  const { purchaseId, userId, packageId } = notes ?? {};
  if (typeof purchaseId !== 'string') return null;
  const [named] = await tx
    .select()
    .from(purchase)
    .where(and(eq(purchase.provider, 'razorpay'), eq(purchase.id, purchaseId)));
  if (!named || named.userId !== userId || named.packageId !== packageId) return null;
  return named;
}

/** Thrown to roll back a settlement that needs the order's notes from Razorpay first. */
class NotesNeeded extends Error {}

/** The notes of an order, as Razorpay gives them; null when it has no such order. */
async function fetchNotes(api: RazorpayApi, orderId: string | null) {
  return orderId ? await api.fetchOrderNotes(orderId) : null;
}

/**
 * A Razorpay webhook: verified on the raw body; recorded under a key from that signed body in
 * the same transaction as what it does, so a payment is settled once however often and in
 * whatever order its events arrive. A captured payment pays its purchase, or the purchase its
 * order's notes name; a payment that cannot (unknown order, wrong amount or currency, purchase
 * already paid, package already held) is refunded, and recorded for an operator either way.
 */
export async function receiveRazorpayWebhook(
  db: Database,
  credentials: RazorpayCredentials,
  api: RazorpayApi,
  delivery: WebhookDelivery,
  now = new Date(),
): Promise<WebhookResult> {
  if (
    !delivery.signature ||
    !verifyWebhookSignature({
      webhookSecret: credentials.webhookSecret,
      rawBody: delivery.rawBody,
      signature: delivery.signature,
    })
  ) {
    throw invalidSignature();
  }
  const { event, payload } = parseBody(delivery.rawBody);
  const entity = PAID_EVENTS.has(event) ? (payload.payment?.entity ?? null) : null;
  const orderId = entity?.order_id ?? payload.order?.entity.id ?? null;
  const bodyNotes = payload.order?.entity.notes;
  const payment: CapturedPayment | null = entity && {
    id: entity.id,
    amountPaise: entity.amount,
    currency: entity.currency,
  };

  const settle = (notes: Record<string, unknown> | null | undefined) =>
    db.transaction(async (tx): Promise<WebhookResult> => {
      const [recorded] = await tx
        .insert(paymentEvent)
        .values({
          provider: 'razorpay',
          eventKey: eventKeyOf(payment?.id ?? null, delivery.rawBody),
          providerEventId: delivery.eventId ?? null,
          type: event,
          providerOrderId: orderId,
          providerPaymentId: payload.payment?.entity.id ?? null,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvent.id });
      if (!recorded) return { outcome: 'duplicate', reason: null };
      if (!payment) return { outcome: 'ignored', reason: null };

      const [stored] = orderId ? await findByOrder(tx, orderId) : [];
      // An order not stored on a purchase: its notes say what it was for. Razorpay is not asked
      // inside a transaction; this one rolls back and runs again with them.
      if (!stored && notes === undefined) throw new NotesNeeded();
      const bought = stored ?? (await purchaseNamedBy(tx, notes ?? null));
      const settlement = bought
        ? await settlePurchase(tx, bought, payment, now)
        : ({ kind: 'refund_due', reason: 'unknown_order' } as const);
      const incident = { payment, providerOrderId: orderId, purchase: bought, now };
      if (settlement.kind === 'granted' && !stored) {
        await recordIncident(tx, { ...incident, reason: 'superseded_order', action: 'granted' });
        return { outcome: 'granted', reason: 'superseded_order' };
      }
      if (settlement.kind !== 'refund_due') return { outcome: settlement.kind, reason: null };
      const first = await recordIncident(tx, {
        ...incident,
        reason: settlement.reason,
        action: 'needs_attention',
      });
      return { outcome: first ? 'needs_attention' : 'duplicate', reason: settlement.reason };
    });
  let settled: WebhookResult;
  try {
    settled = await settle(bodyNotes && !Array.isArray(bodyNotes) ? bodyNotes : undefined);
  } catch (error) {
    if (!(error instanceof NotesNeeded)) throw error;
    // A failure to ask answers 502, and Razorpay delivers again.
    const fetched = await fetchNotes(api, orderId);
    settled = await settle(fetched && !Array.isArray(fetched) ? fetched : null);
  }

  if (settled.outcome !== 'needs_attention' || !payment) return settled;
  try {
    const refundId = await api.refundPayment(payment.id, payment.amountPaise);
    await markRefunded(db, payment.id, refundId);
    return { ...settled, outcome: 'refunded' };
  } catch {
    // The incident stays "needs attention": `npm run admin -- payments` lists it.
    return settled;
  }
}
