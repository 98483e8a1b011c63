import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { INFINITE_SCROLL_THRESHOLD_PX } from '@seatscope/shared';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { EmptyResults, EndOfResults, ErrorBanner, LoadingMore } from './list-states';
import { Pager } from './pager';

// The body of a Knowledge Hub list below its toolbar, one for the lists that scroll and one
// for those that page: the error, loading and empty states, the rows, and what follows them.

interface ListPage<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  total: number;
  totalCapped: boolean;
}

/** The rows of every page read so far and the first page (undefined before it comes). */
export function loadedRows<Row>(list: UseInfiniteQueryResult<InfiniteData<ListPage<Row>>>) {
  return {
    rows: list.data?.pages.flatMap((page) => page.rows) ?? [],
    firstPage: list.data?.pages[0],
  };
}

/** A list read a page at a time as the user scrolls: more pages load near the end. */
export function ScrolledListBody<Row>({
  list,
  emptyMessage,
  children,
}: {
  list: UseInfiniteQueryResult<InfiniteData<ListPage<Row>>>;
  emptyMessage: string;
  /** The rows so far; `end` (the scroll sentinel and the list's last line) goes after them. */
  children: (rows: Row[], end: ReactNode) => ReactNode;
}) {
  const { rows } = loadedRows(list);
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    enabled: list.hasNextPage && !list.isFetchingNextPage,
    thresholdPx: INFINITE_SCROLL_THRESHOLD_PX,
    onReachEnd: () => void list.fetchNextPage(),
    loadedCount: rows.length,
  });
  if (list.isError && !list.isFetchNextPageError) return <ErrorBanner error={list.error} />;
  if (list.isPending) return <LoadingMore label="Loading..." />;
  if (rows.length === 0) return <EmptyResults message={emptyMessage} />;
  return children(
    rows,
    <>
      <div ref={sentinelRef} aria-hidden="true" />
      {list.isFetchingNextPage && <LoadingMore />}
      {list.isFetchNextPageError && <ErrorBanner error={list.error} />}
      {!list.hasNextPage && <EndOfResults />}
    </>,
  );
}

/** A list read one page at a time, with Previous/Next below the rows. */
export function PagedListBody<Row>({
  list,
  asked,
  emptyMessage,
  onPageChange,
  children,
}: {
  list: UseQueryResult<ListPage<Row>>;
  /** The page the URL asked for; the server answers the last page when it lies beyond it. */
  asked: number;
  emptyMessage: string;
  onPageChange: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}) {
  if (list.isError) return <ErrorBanner error={list.error} />;
  if (list.isPending) return <LoadingMore label="Loading..." />;
  if (list.data.rows.length === 0) return <EmptyResults message={emptyMessage} />;
  return (
    <>
      {children(list.data.rows)}
      <Pager
        // While the next page loads, the previous one stands in: no note for it.
        asked={list.isPlaceholderData ? list.data.page : asked}
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        totalCapped={list.data.totalCapped}
        onPageChange={onPageChange}
        busy={list.isFetching}
      />
    </>
  );
}
