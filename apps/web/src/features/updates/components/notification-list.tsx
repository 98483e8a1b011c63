import type { UserNotification } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { formatIstDate } from '@/lib/ist-date';
import { NewMark } from './update-list';

/**
 * The user's own notifications, newest first: each with its title, text and date (IST), and,
 * while unread, a mark and a button that marks it read.
 */
export function NotificationList({
  notifications,
  onMarkRead,
  marking,
}: {
  notifications: UserNotification[];
  onMarkRead: (id: number) => void;
  /** The notification being marked read, if any. */
  marking: number | null;
}) {
  return (
    <ul className="divide-y">
      {notifications.map((notification) => (
        <li key={notification.id} className="py-3">
          <div className="flex flex-wrap items-center gap-2">
            <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
              {formatIstDate(notification.createdAt)}
            </time>
            {notification.readAt === null && <NewMark />}
          </div>
          <p className="mt-1.5 font-medium">{notification.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{notification.body}</p>
          {notification.readAt === null && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              disabled={marking === notification.id}
              aria-label={`Mark as read: ${notification.title}`}
              onClick={() => onMarkRead(notification.id)}
            >
              Mark as read
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
