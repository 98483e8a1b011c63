import { z } from 'zod';

/**
 * A user's own notifications (docs/decisions/0085-a-word-when-a-round-lands.md): a round of a
 * counselling they hold a choice list of has landed. At most this many are kept per user, the
 * newest; `GET /api/notifications` answers them all.
 */
export const NOTIFICATIONS_KEPT = 50;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null while unread. */
  readAt: z.string().nullable(),
});
export type UserNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ rows: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The notification id must be a number' })
    .int('The notification id must be a whole number')
    .min(1, 'The notification id must be 1 or more')
    .max(2_147_483_647, 'No notification has this id'),
});
