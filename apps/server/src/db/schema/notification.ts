import {
  boolean,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { counselling } from './data';

/**
 * A user's own notification: a round of a counselling they hold a choice list of has landed
 * (docs/decisions/0085-a-word-when-a-round-lands.md). Written in the import's transaction; one
 * per user and round (the unique index), so a repeated or replaced import never sends another.
 * `mail_pending`: the mail is still to be sent, after the import commits.
 */
export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    counsellingId: text('counselling_id')
      .notNull()
      .references(() => counselling.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    round: smallint('round').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailPending: boolean('mail_pending').notNull().default(true),
  },
  (t) => [
    uniqueIndex('notification_user_round_idx').on(t.userId, t.counsellingId, t.year, t.round),
    index('notification_user_newest_idx').on(t.userId, t.id.desc()),
    index('notification_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.mailPending}`),
  ],
);
