import { useState } from 'react';

/**
 * A page number that belongs to one set of search and filters: when they change, the page is
 * 1 again, without an effect or a stale render in between.
 */
export function usePageFor(filtersKey: string) {
  const [paging, setPaging] = useState({ key: filtersKey, page: 1 });
  const page = paging.key === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filtersKey, page: next });
  return [page, setPage] as const;
}
