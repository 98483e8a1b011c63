import type { Update, UpdateType } from '@seatscope/shared';
import { cn } from '@/lib/utils';
import { formatIstDate } from '@/lib/ist-date';

const typeStyles: Record<UpdateType, string> = {
  Important: 'bg-destructive/10 text-destructive dark:bg-destructive/20 dark:text-red-300',
  Update: 'bg-primary/10 text-primary',
  Results: 'bg-success/15 text-green-800 dark:text-green-300',
};

/** The mark of an unread update or notification. */
export function NewMark() {
  return (
    <span className="flex items-center gap-1 text-xs font-medium text-primary">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
      New
    </span>
  );
}

/** Updates, newest first, each with its type, title, text and date (IST). */
export function UpdateList({
  updates,
  unreadIds,
  compact = false,
}: {
  updates: Update[];
  unreadIds?: ReadonlySet<number>;
  compact?: boolean;
}) {
  return (
    <ul className="divide-y">
      {updates.map((update) => (
        <li key={update.id} className={cn('flex gap-3', compact ? 'py-3' : 'py-4')}>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  'rounded-md px-2 py-0.5 text-xs font-semibold',
                  typeStyles[update.type],
                )}
              >
                {update.type}
              </span>
              <time dateTime={update.publishedAt} className="text-xs text-muted-foreground">
                {formatIstDate(update.publishedAt)}
              </time>
              {unreadIds?.has(update.id) && <NewMark />}
            </div>
            <p className="mt-1.5 font-medium">{update.title}</p>
            <p className={cn('mt-1 text-sm text-muted-foreground', compact && 'line-clamp-3')}>
              {update.body}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
