import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@seatscope/shared';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';
import { queryKeys } from './query-keys';

const sessionSchema = z.object({ me: meSchema.nullable() });
const anyBody = z.unknown();

export const sessionQueryKey = queryKeys.session;

/** The session endpoint's path, and the viewer from its answer. */
export const sessionPath = '/api/session';
export const viewerFromSessionAnswer = (body: unknown): Me | null => sessionSchema.parse(body).me;

/** `GET /api/session`: the signed-in viewer (as `/api/me` answers), or null for a visitor. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> =>
    viewerFromSessionAnswer(await apiRequest(sessionPath, anyBody, { signal })),
  // The session is checked every 30 seconds (docs/product.md#accounts-and-sessions); a revoked one shows up at once anyway.
  refetchInterval: 30_000,
  staleTime: 10_000,
  retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
});

export type SessionState =
  | { status: 'loading'; me: undefined; error: null }
  | { status: 'error'; me: undefined; error: Error }
  | { status: 'signed-out'; me: null; error: null }
  | { status: 'signed-in'; me: Me; error: null };

/** The session as every screen sees it (docs/product.md#accounts-and-sessions: loading, signed-out, signed-in). */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  if (query.data === null) return { status: 'signed-out', me: null, error: null };
  if (query.data) return { status: 'signed-in', me: query.data, error: null };
  if (query.error) return { status: 'error', me: undefined, error: query.error };
  return { status: 'loading', me: undefined, error: null };
}
