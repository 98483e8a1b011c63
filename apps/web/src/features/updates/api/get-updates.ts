import { useQuery } from '@tanstack/react-query';
import type { UpdateList } from '@seatscope/shared';
import { apiGet } from '@/lib/api-client';

/** The newest updates; the dashboard and the notifications popover share this cache entry. */
export const useLatestUpdates = (limit = 10) =>
  useQuery({
    queryKey: ['updates', limit],
    queryFn: ({ signal }) => apiGet<UpdateList>('/api/updates', { limit }, { signal }),
    staleTime: 60_000,
  });
