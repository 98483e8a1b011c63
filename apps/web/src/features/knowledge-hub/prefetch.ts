import type { QueryClient } from '@tanstack/react-query';
import type { InstituteFacets, InstitutePage } from '@seatscope/shared';
import {
  hubListPath,
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

/** The API reads behind College Explorer's first render, for the server to make. */
export const collegeExplorerFirstReads = {
  firstPage: hubListPath('institutes', noInstituteFilters, 1),
  facets: '/api/institutes/facets',
} as const;

/** Puts the server's answers to those reads where the screen's queries look for them. */
export function seedCollegeExplorer(
  queryClient: QueryClient,
  answers: { firstPage: InstitutePage; facets: InstituteFacets },
) {
  queryClient.setQueryData(institutesQueryOptions(noInstituteFilters).queryKey, {
    pages: [answers.firstPage],
    pageParams: [1],
  });
  queryClient.setQueryData(instituteFacetsQueryOptions.queryKey, answers.facets);
}
