import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataScreen, Me } from '@seatscope/shared';
import { ApiError, apiRequest } from './api-client';
import { queryKeys } from './query-keys';

// Reads that more than one feature makes: defined here once, so that every feature reading an
// endpoint shares one cache entry and one way of fetching it. The landing page loads this
// module, so the schemas are imported on demand: zod stays out of the landing page's first-load
// JavaScript (docs/decisions/0019-one-way-to-do-each-thing.md, amendment of 2026-11-25).
const importSchemas = () => import('./shared-schemas');

/** `GET /api/me`, or null when signed out. */
const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiRequest('/api/me', async () => (await importSchemas()).meSchema, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export const useMe = () => useQuery(meQueryOptions);

export const cataloguePath = '/api/packages';

/** The price catalogue (`GET /api/packages`): the one source of prices (docs/product.md#prices). */
const catalogueQueryOptions = queryOptions({
  queryKey: queryKeys.packages,
  queryFn: ({ signal }) =>
    apiRequest(cataloguePath, async () => (await importSchemas()).catalogueSchema, { signal }),
  staleTime: 5 * 60_000,
});

export const useCatalogue = () => useQuery(catalogueQueryOptions);

export const statsPath = '/api/stats';

/** The public counts (landing page figures, dashboard impact stats): one cache entry. */
export const statsQueryOptions = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: ({ signal }) =>
    apiRequest(statsPath, async () => (await importSchemas()).statsSchema, { signal }),
  staleTime: 5 * 60_000,
});

/** Counsellings with data for a screen (`GET /api/counsellings`): the data screens and the choice list. */
export function counsellingsQueryOptions(screen: DataScreen) {
  return queryOptions({
    queryKey: queryKeys.dataScreens.counsellings(screen),
    queryFn: async ({ signal }) => {
      const list = await apiRequest(
        '/api/counsellings',
        async () => (await importSchemas()).counsellingListSchema,
        {
          params: { screen },
          signal,
          fallbackMessage: 'Failed to fetch counsellings',
        },
      );
      return list.counsellings;
    },
    staleTime: 5 * 60_000,
  });
}

/** One institute's details (`GET /api/institutes/{id}`): College Explorer's dialog, the comparison. */
export function instituteDetailQueryOptions(instituteId: number) {
  return queryOptions({
    queryKey: queryKeys.knowledgeHub.institute(instituteId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/institutes/${instituteId}`,
        async () => (await importSchemas()).instituteDetailSchema,
        { signal },
      ),
  });
}
