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
}

/** The rows of every page read so far and the list's total (undefined before the first page). */
export function loadedRows<Row>(list: UseInfiniteQueryResult<InfiniteData<ListPage<Row>>>) {
  return {
    rows: list.data?.pages.flatMap((page) => page.rows) ?? [],
    total: list.data?.pages[0]?.total,
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
  emptyMessage,
  onPageChange,
  children,
}: {
  list: UseQueryResult<ListPage<Row>>;
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
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPageChange={onPageChange}
        busy={list.isFetching}
      />
    </>
  );
}
