import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@seatscope/shared';
import { z } from 'zod';
import { ApiError, apiFetch } from './api';

const sessionSchema = z.object({ me: meSchema.nullable() });

export const sessionQueryKey = ['session'] as const;

/** The session endpoint's path, and the viewer from its answer. */
export const sessionPath = '/api/session';
export const viewerFromSessionAnswer = (body: unknown): Me | null => sessionSchema.parse(body).me;

/** `GET /api/session`: the signed-in viewer (as `/api/me` answers), or null for a visitor. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Me | null> => viewerFromSessionAnswer(await apiFetch(sessionPath)),
  // Spec §4: the session is checked every 30 seconds; a revoked one shows up at once anyway.
  refetchInterval: 30_000,
  staleTime: 10_000,
  retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
});

export type SessionState =
  | { status: 'loading'; me: undefined; error: null }
  | { status: 'error'; me: undefined; error: Error }
  | { status: 'signed-out'; me: null; error: null }
  | { status: 'signed-in'; me: Me; error: null };

/** The session as every screen sees it (spec §4 Session: loading, signed-out, signed-in). */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  if (query.data === null) return { status: 'signed-out', me: null, error: null };
  if (query.data) return { status: 'signed-in', me: query.data, error: null };
  if (query.error) return { status: 'error', me: undefined, error: query.error };
  return { status: 'loading', me: undefined, error: null };
}
