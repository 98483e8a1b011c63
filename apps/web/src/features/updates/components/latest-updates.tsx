import { Megaphone } from 'lucide-react';
import { useLatestUpdates } from '../api/get-updates';
import { UpdateList } from './update-list';

/** The dashboard's "Latest updates" panel. */
export function LatestUpdates() {
  const { data, isPending, isError } = useLatestUpdates();
  return (
    <section aria-labelledby="latest-updates" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="latest-updates" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="size-5 text-primary" aria-hidden="true" />
        Latest updates
      </h2>
      {isError ? (
        <p className="py-4 text-sm text-muted-foreground">Updates could not be loaded.</p>
      ) : isPending ? (
        <p className="py-4 text-sm text-muted-foreground">Loading...</p>
      ) : data.rows.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">
          No updates yet. Counselling news will appear here.
        </p>
      ) : (
        <UpdateList updates={data.rows} />
      )}
    </section>
  );
}
