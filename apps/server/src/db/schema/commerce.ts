import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The one price catalogue (design decision 5). Amounts are integers in paise. */
export const pkg = pgTable('package', {
  id: text('id', { enum: ['ug', 'pg'] }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  pricePaise: integer('price_paise').notNull(),
  originalPricePaise: integer('original_price_paise').notNull(),
  gstPercent: integer('gst_percent').notNull(),
  offerLabel: text('offer_label'),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
});

/** A package a user holds (spec §3 user_packages). Null expiry means no expiry. */
export const userPackage = pgTable(
  'user_package',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    packageId: text('package_id', { enum: ['ug', 'pg'] })
      .notNull()
      .references(() => pkg.id),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The purchase that granted it; null for grants by an operator. */
    purchaseId: text('purchase_id'),
  },
  (t) => [index('user_package_user_idx').on(t.userId, t.purchasedAt)],
);
