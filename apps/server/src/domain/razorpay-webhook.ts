import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { paymentEvent, purchase } from '../db/schema';
import { DomainError } from '../common/errors';
import type { RazorpayCredentials } from './payments/types';
import { verifyWebhookSignature } from './payments/signatures';
import { markPaidAndGrant } from './user-packages';

/** Events that mean money was taken for an order. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

const webhookBodySchema = z.object({
  event: z.string().min(1),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string().min(1),
          order_id: z.string().min(1).nullish(),
          amount: z.number().int(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string().min(1) }) }).optional(),
  }),
});

export type WebhookOutcome =
  'granted' | 'already_paid' | 'duplicate' | 'ignored' | 'unknown_order' | 'amount_mismatch';

export interface WebhookDelivery {
  rawBody: Uint8Array;
  signature: string | undefined;
  eventId: string | undefined;
}

const invalidSignature = () =>
  new DomainError('invalid', 'invalid_signature', 'The webhook signature does not match.');

/**
 * A Razorpay webhook: verified on the raw body, its event id recorded under a unique constraint
 * in the same transaction as the grant (if one is due), so every payment grants once however often and in
 * whatever order its events arrive.
 */
export async function receiveRazorpayWebhook(
  db: Database,
  credentials: RazorpayCredentials,
  delivery: WebhookDelivery,
  now = new Date(),
): Promise<WebhookOutcome> {
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
  if (!delivery.eventId) {
    throw new DomainError(
      'invalid',
      'missing_event_id',
      'The X-Razorpay-Event-Id header is missing.',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(delivery.rawBody));
  } catch {
    throw new DomainError('invalid', 'invalid_body', 'The webhook body is not JSON.');
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) {
    throw new DomainError('invalid', 'invalid_body', 'The webhook body is not a Razorpay event.');
  }
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity.id ?? null;
  const eventId = delivery.eventId;

  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvent)
      .values({
        provider: 'razorpay',
        providerEventId: eventId,
        type: event,
        providerOrderId: orderId,
        providerPaymentId: payment?.id ?? null,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvent.id });
    if (!recorded) return 'duplicate';
    if (!PAID_EVENTS.has(event) || !payment || !orderId) return 'ignored';

    const [bought] = await tx
      .select({ id: purchase.id, amountPaise: purchase.amountPaise })
      .from(purchase)
      .where(and(eq(purchase.provider, 'razorpay'), eq(purchase.providerOrderId, orderId)));
    if (!bought) return 'unknown_order';
    if (payment.amount !== bought.amountPaise) return 'amount_mismatch';
    const granted = await markPaidAndGrant(tx, {
      purchaseId: bought.id,
      providerPaymentId: payment.id,
      now,
    });
    return granted ? 'granted' : 'already_paid';
  });
}
