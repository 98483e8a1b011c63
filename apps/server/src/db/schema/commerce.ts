import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const PACKAGE_IDS = ['ug', 'pg'] as const;
export const PAYMENT_PROVIDERS = ['simulated', 'razorpay'] as const;
export const PURCHASE_STATUSES = ['created', 'paid'] as const;
/** Why a captured payment did not simply pay its own open purchase (docs/decisions/0068-payments-never-for-nothing.md). */
export const PAYMENT_INCIDENT_REASONS = [
  'superseded_order',
  'unknown_order',
  'already_paid',
  'already_entitled',
  'amount_mismatch',
  'currency_mismatch',
] as const;
/** What was done about it: the package granted, the money refunded, or an operator must act. */
export const PAYMENT_INCIDENT_ACTIONS = ['granted', 'refunded', 'needs_attention'] as const;

/** The one price catalogue (docs/product.md#prices). Amounts are integers in paise. */
export const pkg = pgTable('package', {
  id: text('id', { enum: PACKAGE_IDS }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  pricePaise: integer('price_paise').notNull(),
  originalPricePaise: integer('original_price_paise').notNull(),
  gstPercent: integer('gst_percent').notNull(),
  offerLabel: text('offer_label'),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
});

/** Who holds or buys which package. */
const buyerColumns = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  packageId: text('package_id', { enum: PACKAGE_IDS })
    .notNull()
    .references(() => pkg.id),
});

/**
 * One attempt to buy a package. The amount is copied from the catalogue when it is created and
 * never taken from the browser; the status only moves forward (created -> paid).
 */
export const purchase = pgTable(
  'purchase',
  {
    /** Random and unguessable: it appears in URLs. */
    id: text('id').primaryKey(),
    ...buyerColumns(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Price plus GST in paise, as charged. */
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('created'),
    /** The provider's order (Razorpay `order_...`); null for simulated purchases. */
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    /**
     * Who is creating the provider order right now, and since when: one create at a time asks
     * the provider, every other waits for its order (docs/decisions/0068-payments-never-for-nothing.md).
     */
    orderClaim: text('order_claim'),
    orderClaimedAt: timestamp('order_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('purchase_provider_order_unique').on(t.provider, t.providerOrderId),
    // A retried create finds the same open purchase instead of making a second order.
    uniqueIndex('purchase_open_unique')
      .on(t.userId, t.packageId, t.provider)
      .where(sql`${t.status} = 'created'`),
    index('purchase_user_idx').on(t.userId),
    check('purchase_amount_positive', sql`${t.amountPaise} > 0`),
    check('purchase_paid_has_time', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * Every provider event received, recorded once under a key read from the signed body (the
 * payment it is about): a repeated delivery, whatever its unsigned event id, finds the key taken.
 */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventKey: text('event_key').notNull(),
    /** The X-Razorpay-Event-Id header as received: unsigned, kept only to trace a delivery. */
    providerEventId: text('provider_event_id'),
    type: text('type').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_event_provider_key_unique').on(t.provider, t.eventKey)],
);

/**
 * A captured payment that did not simply pay its own open purchase, and what was done about it,
 * for an operator (`npm run admin -- payments`). One row per payment.
 */
export const paymentIncident = pgTable(
  'payment_incident',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerOrderId: text('provider_order_id'),
    /** The purchase the order was made for, when the order (or its notes) names one of ours. */
    purchaseId: text('purchase_id').references(() => purchase.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    packageId: text('package_id', { enum: PACKAGE_IDS }).references(() => pkg.id),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: PAYMENT_INCIDENT_REASONS }).notNull(),
    action: text('action', { enum: PAYMENT_INCIDENT_ACTIONS }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_incident_payment_unique').on(t.provider, t.providerPaymentId),
    index('payment_incident_created_idx').on(t.createdAt),
  ],
);

/** A package a user holds (docs/product.md#data-model). Null expiry means no expiry. */
export const userPackage = pgTable(
  'user_package',
  {
    id: serial('id').primaryKey(),
    ...buyerColumns(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The purchase that granted it; null for grants by an operator. One grant per purchase. */
    purchaseId: text('purchase_id')
      .unique('user_package_purchase_unique')
      .references(() => purchase.id, { onDelete: 'set null' }),
  },
  (t) => [index('user_package_user_idx').on(t.userId, t.purchasedAt)],
);
