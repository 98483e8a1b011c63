import { queryOptions } from '@tanstack/react-query';
import type { Stats } from '@seatscope/shared';
import { apiGet } from './api-client';

/** The public counts (landing page figures, dashboard impact stats): one cache entry. */
export const statsQueryOptions = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => apiGet<Stats>('/api/stats', undefined, { signal }),
  staleTime: 5 * 60_000,
});
