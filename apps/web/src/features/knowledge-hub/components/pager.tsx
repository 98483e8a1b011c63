import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatListTotal } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { PastTheEnd } from '@/components/past-the-end';

/** Previous/Next with "Page X of Y" for the lists that page instead of scrolling. */
export function Pager({
  asked,
  page,
  pageSize,
  total,
  totalCapped,
  onPageChange,
  busy,
}: {
  /** The page the URL asked for; the server answers the last page when it lies beyond it. */
  asked: number;
  page: number;
  pageSize: number;
  total: number;
  /** The total is a floor: more rows exist (docs/decisions/0020-safe-by-default.md). */
  totalCapped: boolean;
  onPageChange: (page: number) => void;
  busy: boolean;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      {asked > page && <PastTheEnd asked={asked} page={page} />}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString('en-IN')}-{last.toLocaleString('en-IN')} of{' '}
        {formatListTotal({ total, totalCapped })} · Page {page} of {pageCount}
        {totalCapped ? '+' : ''}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          onClick={() => onPageChange(page - 1)}
          disabled={busy || page <= 1}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          onClick={() => onPageChange(page + 1)}
          disabled={busy || (page >= pageCount && !totalCapped)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
