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

/** Every provider event received, recorded once: a repeated delivery finds its id taken. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_event_provider_event_unique').on(t.provider, t.providerEventId)],
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
