import { Bell } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { errorMessage } from '@/lib/api-client';
import { useMarkNotificationRead, useNotifications } from '../api/notifications';
import { useLatestUpdates } from '../api/get-updates';
import { markUpdatesRead, useReadUpdateIds } from '../lib/read-state';
import { NotificationList } from './notification-list';
import { UpdateList } from './update-list';

/**
 * The header's bell (docs/product.md#notifications): the user's own notifications (a round of a
 * counselling they hold a choice list of has results; read on the server) and the latest
 * updates (read in this browser), with how many of both are unread.
 */
export function NotificationsPopover() {
  const { data, isError } = useLatestUpdates();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const readIds = useReadUpdateIds();
  const updates = data?.rows ?? [];
  const unreadUpdates = updates.filter((update) => !readIds.includes(update.id));
  const own = notifications.data?.rows ?? [];
  const unread = unreadUpdates.length + own.filter((row) => row.readAt === null).length;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover
      onOpenChange={(open) => {
        // Updates are seen once the list has been opened; the "New" marks stay for this viewing.
        if (!open && updates.length > 0) markUpdatesRead(updates.map((update) => update.id));
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby="notifications-heading"
        className="w-[min(24rem,calc(100vw-1.5rem))] p-0"
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id="notifications-heading" className="font-semibold">
            Notifications
          </h2>
          {unread > 0 && <span className="text-xs text-muted-foreground">{unread} unread</span>}
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto px-4">
          <section aria-labelledby="own-notifications-heading" className="pt-3">
            <h3 id="own-notifications-heading" className="text-sm font-semibold">
              Your notifications
            </h3>
            {notifications.isError ? (
              <p className="py-3 text-sm text-muted-foreground">
                Your notifications could not be loaded.
              </p>
            ) : own.length === 0 ? (
              <p className="py-3 text-sm text-muted-foreground">
                None yet. When a round&apos;s results are in for a counselling you have a choice
                list of, it is said here.
              </p>
            ) : (
              <NotificationList
                notifications={own}
                marking={markRead.isPending ? (markRead.variables ?? null) : null}
                onMarkRead={(id) =>
                  markRead.mutate(id, {
                    onError: (error) =>
                      toast.error('Could not mark it read', { description: errorMessage(error) }),
                  })
                }
              />
            )}
          </section>
          <section aria-labelledby="latest-updates-heading" className="border-t pt-3">
            <h3 id="latest-updates-heading" className="text-sm font-semibold">
              Latest updates
            </h3>
            {isError ? (
              <p className="py-6 text-sm text-muted-foreground">Updates could not be loaded.</p>
            ) : updates.length === 0 ? (
              <p className="py-6 text-sm text-muted-foreground">No updates yet.</p>
            ) : (
              <UpdateList
                updates={updates}
                unreadIds={new Set(unreadUpdates.map((update) => update.id))}
                compact
              />
            )}
          </section>
        </div>
      </PopoverContent>
    </Popover>
  );
}
