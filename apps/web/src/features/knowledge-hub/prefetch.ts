import type { QueryClient } from '@tanstack/react-query';
import {
  instituteFacetsQueryOptions,
  institutesQueryOptions,
  noInstituteFilters,
} from './api/lists';

// Apart from index.ts, which loads the screens: route loaders start a screen's first reads with
// this while the screen's code is still loading.

/** College Explorer's first reads: the first page without filters, and the facets. */
export function prefetchCollegeExplorer(queryClient: QueryClient) {
  void queryClient.prefetchInfiniteQuery(institutesQueryOptions(noInstituteFilters));
  void queryClient.prefetchQuery(instituteFacetsQueryOptions);
}
