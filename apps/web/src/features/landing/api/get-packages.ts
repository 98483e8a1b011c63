import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalogue } from '@seatscope/shared';
import { apiGet } from '@/lib/api-client';

/** The price catalogue (`GET /api/packages`): the one source of prices (design decision 5). */
const packagesQueryOptions = queryOptions({
  queryKey: ['packages'],
  queryFn: ({ signal }) => apiGet<Catalogue>('/api/packages', undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const usePackages = () => useQuery(packagesQueryOptions);
