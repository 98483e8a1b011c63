import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useLatestUpdates } from '../api/get-updates';
import { markUpdatesRead, useReadUpdateIds } from '../lib/read-state';
import { UpdateList } from './update-list';

/** The header's bell (docs/product.md#notifications): the latest updates and how many are unread. */
export function NotificationsPopover() {
  const { data, isError } = useLatestUpdates();
  const readIds = useReadUpdateIds();
  const updates = data?.rows ?? [];
  const unread = updates.filter((update) => !readIds.includes(update.id));
  const label = unread.length > 0 ? `Notifications, ${unread.length} unread` : 'Notifications';

  return (
    <Popover
      onOpenChange={(open) => {
        // Seen once the list has been opened; the "New" marks stay for this viewing.
        if (!open && updates.length > 0) markUpdatesRead(updates.map((update) => update.id));
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden="true" />
          {unread.length > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-bold text-white"
            >
              {unread.length > 9 ? '9+' : unread.length}
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
            Latest updates
          </h2>
          {unread.length > 0 && (
            <span className="text-xs text-muted-foreground">{unread.length} unread</span>
          )}
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto px-4">
          {isError ? (
            <p className="py-6 text-sm text-muted-foreground">Updates could not be loaded.</p>
          ) : updates.length === 0 ? (
            <p className="py-6 text-sm text-muted-foreground">No updates yet.</p>
          ) : (
            <UpdateList
              updates={updates}
              unreadIds={new Set(unread.map((update) => update.id))}
              compact
            />
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
