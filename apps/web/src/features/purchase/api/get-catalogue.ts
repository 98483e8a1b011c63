import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueSchema } from '@seatscope/shared';
import { requestJson } from './request';

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['packages'],
    queryFn: () => requestJson('/api/packages', catalogueSchema),
    staleTime: 5 * 60_000,
  });

/** The price catalogue: the only source of prices in the browser. */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
