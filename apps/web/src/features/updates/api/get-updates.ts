import { useQuery } from '@tanstack/react-query';
import { updateListSchema } from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The newest updates; the dashboard and the notifications popover share this cache entry. */
export const useLatestUpdates = (limit = 10) =>
  useQuery({
    queryKey: queryKeys.updates(limit),
    queryFn: ({ signal }) =>
      apiRequest('/api/updates', updateListSchema, { params: { limit }, signal }),
    staleTime: 60_000,
  });
