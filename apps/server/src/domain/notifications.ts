import { and, desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATIONS_KEPT, type UserNotification } from '@seatscope/shared';
import { DomainError } from '../common/errors';
import type { Logger } from '../common/logger';
import type { Mailer } from '../common/mail';
import { roundResultsMail } from '../common/mails/round-results';
import type { Database } from '../db/client';
import { z } from 'zod';
import { rowFields, selectTypedRows } from '../db/rows';

/** A notification claimed for its mail; `email` null when no mail goes to its user. */
const claimedRow = z.object({
  id: rowFields.number,
  title: rowFields.text,
  body: rowFields.text,
  email: z.unknown().transform((value) => (typeof value === 'string' ? value : null)),
});
import { notification } from '../db/schema';

// A user's own notifications (docs/decisions/0085-a-word-when-a-round-lands.md): written by the
// imports (data/round-notifications.ts), read and marked read here, each by its owner only.

const columns = {
  id: notification.id,
  title: notification.title,
  body: notification.body,
  createdAt: notification.createdAt,
  readAt: notification.readAt,
};

const shaped = (row: {
  id: number;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}): UserNotification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The user's notifications, newest first (at most NOTIFICATIONS_KEPT are kept). */
export async function listNotifications(db: Database, userId: string): Promise<UserNotification[]> {
  const rows = await db
    .select(columns)
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(desc(notification.id))
    .limit(NOTIFICATIONS_KEPT);
  return rows.map(shaped);
}

/**
 * Marks one of the user's notifications read (the first time counts); another user's, or none,
 * is not found (404), never told apart.
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: number,
): Promise<UserNotification> {
  const [row] = await db
    .update(notification)
    .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
    .where(and(eq(notification.id, id), eq(notification.userId, userId)))
    .returning(columns);
  if (!row) throw new DomainError('not_found', 'notification_not_found', 'No such notification.');
  return shaped(row);
}

/** A mail goes within this long of its notification or not at all: late news is noise. */
const MAIL_WITHIN_HOURS = 48;
/** Mails claimed per statement. */
const MAIL_BATCH = 100;

/**
 * Mails the notifications an import wrote, after it committed (never inside it: a slow or
 * failing mail server must not hold or undo an import). Each is claimed before it is sent, so
 * two senders never send one twice; a user who turned mail off, or whose address is not
 * confirmed, gets none. A failed send is logged and not retried. Only where mail is configured
 * (SMTP_URL): without it the notifications stay in the bell alone.
 */
export async function sendNotificationMails(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; logger: Logger },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const rows = await selectTypedRows(
      db,
      claimedRow,
      sql`UPDATE notification n SET mail_pending = false
        FROM (SELECT id FROM notification WHERE mail_pending ORDER BY id LIMIT ${MAIL_BATCH}
          FOR UPDATE SKIP LOCKED) claim
        WHERE n.id = claim.id
        RETURNING n.id, n.title, n.body, (SELECT u.email FROM "user" u
          LEFT JOIN profile p ON p.user_id = u.id
          WHERE u.id = n.user_id AND u.email_verified
            AND coalesce(p.notification_emails, true)
            AND n.created_at > now() - make_interval(hours => ${MAIL_WITHIN_HOURS})) AS email`,
    );
    if (rows.length === 0) return { sent, failed };
    for (const row of rows) {
      if (row.email === null) continue;
      const notification = { title: row.title, body: row.body };
      try {
        await mailer.send(roundResultsMail(row.email, notification, options.baseUrl));
        sent += 1;
      } catch (error) {
        failed += 1;
        options.logger.warn(
          {
            notification: row.id,
            error: error instanceof Error ? error.message : String(error),
          },
          'a notification mail could not be sent',
        );
      }
    }
  }
}
