import { useQuery } from '@tanstack/react-query';
import type { Me } from '@seatscope/shared';
import { apiGet } from '@/lib/api-client';

/** The signed-in user (`GET /api/me`), for the welcome banner's name. */
export const useMe = () =>
  useQuery({
    queryKey: ['me'],
    queryFn: ({ signal }) => apiGet<Me>('/api/me', undefined, { signal }),
  });
