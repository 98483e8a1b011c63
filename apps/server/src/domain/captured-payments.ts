import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  PAYMENT_INCIDENT_REASONS,
  paymentIncident,
  purchase,
  user,
  userPackage,
} from '../db/schema';
import { markPaidAndGrant } from './user-packages';

// How a payment the provider took turns into a package or back into the buyer's money
// (docs/decisions/0068-payments-never-for-nothing.md).

type PurchaseRow = typeof purchase.$inferSelect;
export const INCIDENT_REASONS = PAYMENT_INCIDENT_REASONS;
export type IncidentReason = (typeof INCIDENT_REASONS)[number];

export interface CapturedPayment {
  id: string;
  amountPaise: number;
  currency: string;
}

/** What a payment for a purchase did: paid it now, had already paid it, or must be given back. */
export type Settlement =
  { kind: 'granted' } | { kind: 'already_paid' } | { kind: 'refund_due'; reason: IncidentReason };

const refundDue = (reason: IncidentReason): Settlement => ({ kind: 'refund_due', reason });

/**
 * Pays `row` with `payment` and grants its package when the payment is for exactly the purchase's
 * amount and currency, the purchase is still open and the buyer does not already hold the package.
 * Runs in the caller's transaction; the buyer's row is locked first, so two payments for one
 * buyer (one purchase paid twice, or two purchases) are decided one after the other.
 */
export async function settlePurchase(
  tx: Database,
  row: PurchaseRow,
  payment: CapturedPayment,
  now: Date,
): Promise<Settlement> {
  if (payment.currency !== row.currency) return refundDue('currency_mismatch');
  if (payment.amountPaise !== row.amountPaise) return refundDue('amount_mismatch');
  const held = tx
    .select({ id: userPackage.id })
    .from(userPackage)
    .where(
      and(
        eq(userPackage.userId, row.userId),
        eq(userPackage.packageId, row.packageId),
        or(isNull(userPackage.expiresAt), gt(userPackage.expiresAt, now)),
      ),
    );
  // Locked in its own statement: the next one then reads what the previous holder committed.
  await tx.select({ id: user.id }).from(user).where(eq(user.id, row.userId)).for('update');
  const [current] = await tx
    .select({
      status: purchase.status,
      paymentId: purchase.providerPaymentId,
      held: sql<boolean>`exists (${held})`,
    })
    .from(purchase)
    .where(eq(purchase.id, row.id));
  if (current?.status === 'paid') {
    return current.paymentId === payment.id ? { kind: 'already_paid' } : refundDue('already_paid');
  }
  if (current?.held) return refundDue('already_entitled');
  const granted = await markPaidAndGrant(tx, {
    purchaseId: row.id,
    providerPaymentId: payment.id,
    now,
  });
  return granted ? { kind: 'granted' } : refundDue('already_paid');
}

export interface IncidentInput {
  payment: CapturedPayment;
  providerOrderId: string | null;
  purchase: PurchaseRow | null;
  reason: IncidentReason;
  action: 'granted' | 'needs_attention';
  now: Date;
}

/**
 * Records a payment that did not simply pay its own open purchase. One row per payment: answers
 * false when the payment was already recorded (another event about the same payment).
 */
export async function recordIncident(tx: Database, input: IncidentInput): Promise<boolean> {
  const inserted = await tx
    .insert(paymentIncident)
    .values({
      provider: 'razorpay',
      providerPaymentId: input.payment.id,
      providerOrderId: input.providerOrderId,
      purchaseId: input.purchase?.id ?? null,
      userId: input.purchase?.userId ?? null,
      packageId: input.purchase?.packageId ?? null,
      amountPaise: input.payment.amountPaise,
      currency: input.payment.currency,
      reason: input.reason,
      action: input.action,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentIncident.id });
  return inserted.length > 0;
}

/** The provider gave the money back: the incident says so, with the refund's id. */
export async function markRefunded(
  db: Database,
  paymentId: string,
  refundId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(paymentIncident)
    .set({ action: 'refunded', providerRefundId: refundId, updatedAt: now })
    .where(
      and(
        eq(paymentIncident.provider, 'razorpay'),
        eq(paymentIncident.providerPaymentId, paymentId),
      ),
    );
}

/** The newest incidents first, with the buyer's email, for `npm run admin -- payments`. */
export function listPaymentIncidents(db: Database, limit = 100) {
  return db
    .select({
      createdAt: paymentIncident.createdAt,
      paymentId: paymentIncident.providerPaymentId,
      orderId: paymentIncident.providerOrderId,
      email: user.email,
      packageId: paymentIncident.packageId,
      amountPaise: paymentIncident.amountPaise,
      currency: paymentIncident.currency,
      reason: paymentIncident.reason,
      action: paymentIncident.action,
      refundId: paymentIncident.providerRefundId,
    })
    .from(paymentIncident)
    .leftJoin(user, eq(user.id, paymentIncident.userId))
    .orderBy(desc(paymentIncident.createdAt), desc(paymentIncident.id))
    .limit(limit);
}
