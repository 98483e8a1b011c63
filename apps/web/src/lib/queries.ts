import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueSchema, meSchema, statsSchema, type Me } from '@seatscope/shared';
import { ApiError, apiRequest } from './api-client';
import { queryKeys } from './query-keys';

// Reads that more than one feature makes: defined here once, so that every feature reading an
// endpoint shares one cache entry and one way of fetching it.

/** `GET /api/me`, or null when signed out. */
const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiRequest('/api/me', meSchema, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export const useMe = () => useQuery(meQueryOptions);

/** The price catalogue (`GET /api/packages`): the one source of prices (docs/product.md#prices). */
const catalogueQueryOptions = queryOptions({
  queryKey: queryKeys.packages,
  queryFn: ({ signal }) => apiRequest('/api/packages', catalogueSchema, { signal }),
  staleTime: 5 * 60_000,
});

export const useCatalogue = () => useQuery(catalogueQueryOptions);

/** The public counts (landing page figures, dashboard impact stats): one cache entry. */
export const statsQueryOptions = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: ({ signal }) => apiRequest('/api/stats', statsSchema, { signal }),
  staleTime: 5 * 60_000,
});
