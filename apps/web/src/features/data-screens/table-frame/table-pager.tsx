import { formatListTotal } from '@seatscope/shared';
import { Button } from '@/components/ui/button';
import { PastTheEnd } from '@/components/past-the-end';

interface PageShown {
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  rows: readonly unknown[];
}

/** Where the page sits in the rows, and Previous / Next (docs/product.md#paging). */
export function TablePager({
  data,
  askedPage,
  standingIn,
  onPage,
}: {
  data: PageShown;
  /** The page the address asks for: past the end, the last page answers. */
  askedPage: number;
  /** The previous page stands in while the next one loads. */
  standingIn: boolean;
  onPage: (page: number) => void;
}) {
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  // A search's count stops at the cap: past it, the next page is there while pages come full.
  const totalCapped = data.totalCapped ?? false;
  const hasNextPage = data.page < totalPages || (totalCapped && data.rows.length === data.pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2">
      {/* While the next page loads, the previous one stands in: no note for it. */}
      {!standingIn && askedPage > data.page && <PastTheEnd asked={askedPage} page={data.page} />}
      <p className="text-sm text-muted-foreground">
        {data.total === 0
          ? '0 rows'
          : `Showing ${(data.page - 1) * data.pageSize + 1}–${Math.min(
              data.page * data.pageSize,
              data.total,
            )} of ${formatListTotal({ total: data.total, totalCapped })}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
          Previous
        </Button>
        <span className="text-sm">
          Page {data.page} of {formatListTotal({ total: totalPages, totalCapped })}
        </span>
        <Button variant="outline" disabled={!hasNextPage} onClick={() => onPage(data.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
