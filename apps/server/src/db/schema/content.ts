import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Latest updates shown on the dashboard and under the header's notifications icon. */
export const update = pgTable('update', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['Important', 'Update', 'Results'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
