import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The open event streams (`/api/events`) of every server process, so that the limit of streams
 * per session and per user holds across processes (docs/decisions/0020-safe-by-default.md).
 * No foreign keys: a row lives as long as its stream, and a stream whose process died without
 * deleting it stops counting once `seen_at` is older than the staleness window.
 */
export const eventStream = pgTable(
  'event_stream',
  {
    id: uuid('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed by the owning process while the stream is open. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_stream_user_idx').on(t.userId, t.openedAt)],
);
