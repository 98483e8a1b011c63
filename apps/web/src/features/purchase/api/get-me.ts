import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@seatscope/shared';
import { ApiError, requestJson } from './request';

/** `GET /api/me`, or null when signed out. Key ['me'], shared with the accounts feature's reads. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async (): Promise<Me | null> => {
      try {
        return await requestJson('/api/me', meSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
